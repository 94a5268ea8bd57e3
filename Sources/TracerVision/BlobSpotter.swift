/// Finds small, round, high-contrast spots in one frame: a box centre against its
/// surrounding ring, at a few scales, on a 2×2-decimated copy (integral images).
struct BlobSpotter {
    struct Spot {
        /// Coded pixel centre.
        var x: Double
        var y: Double
        /// Half-size of the centre box, full-resolution pixels.
        var halfSize: Int
        var contrast: Double
        var score: Double
    }

    let rect: PixelRect
    private let w: Int
    private let h: Int
    private var sum: [Int64]
    private var sumSquares: [Int64]

    init(rect: PixelRect) {
        self.rect = rect
        w = rect.width / 2
        h = rect.height / 2
        sum = [Int64](repeating: 0, count: (w + 1) * (h + 1))
        sumSquares = sum
    }

    mutating func spots(in plane: LumaPlane, limit: Int = 24) -> [Spot] {
        guard w > 16, h > 16 else { return [] }
        let stride = w + 1
        for v in 0..<h {
            var rowSum: Int64 = 0, rowSquares: Int64 = 0
            for u in 0..<w {
                let x = rect.x + 2 * u, y = rect.y + 2 * v
                let value = Int64(LumaSampler.value(plane, x, y) + LumaSampler.value(plane, x + 1, y)
                    + LumaSampler.value(plane, x, y + 1) + LumaSampler.value(plane, x + 1, y + 1)) / 4
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
        return Array(best.values.sorted { $0.score > $1.score }.prefix(limit))
    }
}

/// Reads single luma samples as 8-bit values from 8- or 10-bit planes.
enum LumaSampler {
    @inline(__always)
    static func value(_ plane: LumaPlane, _ x: Int, _ y: Int) -> Int {
        let row = plane.base + y * plane.bytesPerRow
        if plane.bitDepth <= 8 { return Int(row.load(fromByteOffset: x, as: UInt8.self)) }
        let raw = UInt16(littleEndian: row.loadUnaligned(fromByteOffset: 2 * x, as: UInt16.self))
        return min(255, Int(raw) >> (plane.bitDepth - 8))
    }

    /// Mean of a centre box minus the mean of its ring (box of three times the half-size).
    static func centreContrast(_ plane: LumaPlane, x: Int, y: Int, halfSize s: Int) -> Double? {
        let outer = 3 * s
        guard x - outer >= 0, y - outer >= 0, x + outer < plane.width, y + outer < plane.height else { return nil }
        var inner = 0, innerCount = 0, ring = 0, ringCount = 0
        for yy in (y - outer)...(y + outer) {
            for xx in (x - outer)...(x + outer) {
                let v = value(plane, xx, yy)
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
