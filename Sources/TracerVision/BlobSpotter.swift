/// Finds small, round, high-contrast spots in one frame: a box centre against its
/// surrounding ring, at a few scales, on a 2×2-decimated copy (integral images).
/// Works in buffer pixels of a `FrameBuffer`.
struct BlobSpotter {
    struct Spot {
        /// Buffer pixel centre.
        var x: Double
        var y: Double
        /// Half-size of the centre box, buffer pixels.
        var halfSize: Int
        /// Centre mean minus ring mean, 8-bit levels (negative: darker than around).
        var contrast: Double
        var score: Double
    }

    /// Where to look, buffer pixels.
    let rect: PixelRect
    private let w: Int
    private let h: Int
    private var sum: [Int64]
    private var sumSquares: [Int64]

    init(rect: PixelRect) {
        self.rect = rect
        w = max(0, rect.width / 2)
        h = max(0, rect.height / 2)
        sum = [Int64](repeating: 0, count: (w + 1) * (h + 1))
        sumSquares = sum
    }

    mutating func spots(in frame: FrameBuffer, limit: Int = 24) -> [Spot] {
        guard w > 16, h > 16 else { return [] }
        let stride = w + 1
        let pixels = frame.pixels, fw = frame.width
        for v in 0..<h {
            var rowSum: Int64 = 0, rowSquares: Int64 = 0
            let top = pixels + (rect.y + 2 * v) * fw + rect.x, bottom = top + fw
            for u in 0..<w {
                let value = (Int64(top[2 * u]) + Int64(top[2 * u + 1]) + Int64(bottom[2 * u]) + Int64(bottom[2 * u + 1])) / 4
                rowSum += value
                rowSquares += value * value
                sum[(v + 1) * stride + u + 1] = sum[v * stride + u + 1] + rowSum
                sumSquares[(v + 1) * stride + u + 1] = sumSquares[v * stride + u + 1] + rowSquares
            }
        }
        func box(_ table: [Int64], _ u0: Int, _ v0: Int, _ u1: Int, _ v1: Int) -> Int64 {
            table[v1 * stride + u1] - table[v0 * stride + u1] - table[v1 * stride + u0] + table[v0 * stride + u0]
        }
        let cell = 8
        var best: [Int: Spot] = [:]
        for s in [1, 2, 3, 5] {
            let outer = 3 * s
            guard w > 2 * outer + 2, h > 2 * outer + 2 else { continue }
            let innerCount = Double((2 * s + 1) * (2 * s + 1))
            let ringCount = Double((2 * outer + 1) * (2 * outer + 1)) - innerCount
            for v in outer..<(h - outer) {
                for u in outer..<(w - outer) {
                    let inner = Double(box(sum, u - s, v - s, u + s + 1, v + s + 1))
                    let all = Double(box(sum, u - outer, v - outer, u + outer + 1, v + outer + 1))
                    let ringMean = (all - inner) / ringCount
                    let contrast = inner / innerCount - ringMean
                    guard abs(contrast) >= 12 else { continue }
                    let innerSq = Double(box(sumSquares, u - s, v - s, u + s + 1, v + s + 1))
                    let allSq = Double(box(sumSquares, u - outer, v - outer, u + outer + 1, v + outer + 1))
                    let ringVariance = max(0, (allSq - innerSq) / ringCount - ringMean * ringMean)
                    let score = abs(contrast) / (ringVariance.squareRoot() + 2)
                    guard score >= 3 else { continue }
                    let key = (v / cell) * 100_000 + u / cell
                    if let existing = best[key], existing.score >= score { continue }
                    best[key] = Spot(x: Double(rect.x + 2 * u + 1), y: Double(rect.y + 2 * v + 1), halfSize: 2 * s + 1,
                                     contrast: contrast, score: score)
                }
            }
        }
        // Ties broken by position: the order must not depend on the dictionary's hashing.
        let ranked = best.values.sorted { ($0.score, $1.y, $1.x) > ($1.score, $0.y, $0.x) }
        return Array(ranked.prefix(limit))
    }

    /// Mean of a centre box minus the mean of its ring (box of three times the half-size), or nil near the edge.
    static func centreContrast(_ frame: FrameBuffer, x: Int, y: Int, halfSize s: Int) -> Double? {
        let outer = 3 * s
        guard x - outer >= 0, y - outer >= 0, x + outer < frame.width, y + outer < frame.height else { return nil }
        var inner = 0, innerCount = 0, ring = 0, ringCount = 0
        for yy in (y - outer)...(y + outer) {
            let row = frame.pixels + yy * frame.width
            for xx in (x - outer)...(x + outer) {
                let v = Int(row[xx])
                if abs(xx - x) <= s && abs(yy - y) <= s {
                    inner += v
                    innerCount += 1
                } else {
                    ring += v
                    ringCount += 1
                }
            }
        }
        return Double(inner) / Double(innerCount) - Double(ring) / Double(ringCount)
    }
}
