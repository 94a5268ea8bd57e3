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
    /// `sum` truncated to 32 bits: a box's sum from it, in wrapping arithmetic, is still exact.
    private var narrowSum: [Int32]

    init(rect: PixelRect) {
        self.rect = rect
        w = max(0, rect.width / 2)
        h = max(0, rect.height / 2)
        sum = [Int64](repeating: 0, count: (w + 1) * (h + 1))
        sumSquares = sum
        narrowSum = [Int32](repeating: 0, count: (w + 1) * (h + 1))
    }

    mutating func spots(in frame: FrameBuffer, limit: Int = 24) -> [Spot] {
        guard w > 16, h > 16 else { return [] }
        let stride = w + 1
        let pixels = frame.pixels, fw = frame.width
        sum.withUnsafeMutableBufferPointer { sum in
            sumSquares.withUnsafeMutableBufferPointer { sumSquares in
                narrowSum.withUnsafeMutableBufferPointer { narrowSum in
                    let sum = sum.baseAddress!, sumSquares = sumSquares.baseAddress!, narrowSum = narrowSum.baseAddress!
                    for v in 0..<h {
                        var rowSum: Int64 = 0, rowSquares: Int64 = 0
                        let top = pixels + (rect.y + 2 * v) * fw + rect.x, bottom = top + fw
                        let above = sum + v * stride + 1, here = above + stride
                        let aboveSquares = sumSquares + v * stride + 1, hereSquares = aboveSquares + stride
                        let hereNarrow = narrowSum + (v + 1) * stride + 1
                        for u in 0..<w {
                            let value = (Int64(top[2 * u]) + Int64(top[2 * u + 1]) + Int64(bottom[2 * u])
                                + Int64(bottom[2 * u + 1])) / 4
                            rowSum += value
                            rowSquares += value * value
                            here[u] = above[u] + rowSum
                            hereSquares[u] = aboveSquares[u] + rowSquares
                            hereNarrow[u] = Int32(truncatingIfNeeded: here[u])
                        }
                    }
                }
            }
        }
        var best: [Int: Spot] = [:]
        sum.withUnsafeBufferPointer { sum in
            sumSquares.withUnsafeBufferPointer { squares in
                narrowSum.withUnsafeBufferPointer { narrowSum in
                    for s in [1, 2, 3, 5] {
                        spots(sum: sum.baseAddress!, squares: squares.baseAddress!, narrowSum: narrowSum.baseAddress!,
                              halfSize: s, into: &best)
                    }
                }
            }
        }
        // Ties broken by position: the order must not depend on the dictionary's hashing.
        let ranked = best.values.sorted { ($0.score, $1.y, $1.x) > ($1.score, $0.y, $0.x) }
        return Array(ranked.prefix(limit))
    }

    /// Spots with a centre box of half-size `s` (decimated pixels) into `best`, the best per
    /// 8×8 cell. Box sums read from the integral images through row pointers.
    private func spots(sum: UnsafePointer<Int64>, squares: UnsafePointer<Int64>, narrowSum: UnsafePointer<Int32>,
                       halfSize s: Int, into best: inout [Int: Spot]) {
        let outer = 3 * s
        guard w > 2 * outer + 2, h > 2 * outer + 2 else { return }
        let stride = w + 1, cell = 8
        let innerArea = (2 * s + 1) * (2 * s + 1), ringArea = (2 * outer + 1) * (2 * outer + 1) - innerArea
        let innerCount = Double(innerArea)
        let ringCount = Double((2 * outer + 1) * (2 * outer + 1)) - innerCount
        /// A box's sum from the integral image's rows above and below it, each offset to the box's
        /// left and right edges, at column `u` (exact: wrapping arithmetic just skips the checks).
        @inline(__always)
        func box(_ edges: (topLeft: UnsafePointer<Int64>, topRight: UnsafePointer<Int64>,
                           bottomLeft: UnsafePointer<Int64>, bottomRight: UnsafePointer<Int64>), _ u: Int) -> Int64 {
            edges.bottomRight[u] &- edges.topRight[u] &- edges.bottomLeft[u] &+ edges.topLeft[u]
        }
        @inline(__always)
        func box(_ edges: (topLeft: UnsafePointer<Int32>, topRight: UnsafePointer<Int32>,
                           bottomLeft: UnsafePointer<Int32>, bottomRight: UnsafePointer<Int32>), _ u: Int) -> Int32 {
            edges.bottomRight[u] &- edges.topRight[u] &- edges.bottomLeft[u] &+ edges.topLeft[u]
        }
        /// The edges of the boxes of half-size `r` about row `v` in `table`.
        func edges<Sum>(_ table: UnsafePointer<Sum>, _ v: Int, _ r: Int)
            -> (topLeft: UnsafePointer<Sum>, topRight: UnsafePointer<Sum>,
                bottomLeft: UnsafePointer<Sum>, bottomRight: UnsafePointer<Sum>) {
            let top = table + (v - r) * stride, bottom = table + (v + r + 1) * stride
            return (top - r, top + r + 1, bottom - r, bottom + r + 1)
        }
        // Centre and ring means differ by 12 or more only where |inner · ringArea - ring · innerArea|
        // reaches 12 · innerArea · ringArea (all below 2^31); short of it by at least 1, the mean
        // difference falls short of 12 by far more than the rounding of the test below.
        let threshold = Int32(12 * innerArea * ringArea)
        let innerWeight = Int32(ringArea), ringWeight = Int32(innerArea)
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: w) { mayContrast in
            for v in outer..<(h - outer) {
                let narrowInner = edges(narrowSum, v, s), narrowAll = edges(narrowSum, v, outer)
                for u in outer..<(w - outer) {
                    let inner = box(narrowInner, u)
                    let difference = inner &* innerWeight &- (box(narrowAll, u) &- inner) &* ringWeight
                    mayContrast[u] = difference >= threshold || difference <= -threshold
                }
                let innerBox = edges(sum, v, s), allBox = edges(sum, v, outer)
                for u in outer..<(w - outer) where mayContrast[u] {
                    let inner = Double(box(innerBox, u))
                    let all = Double(box(allBox, u))
                    let ringMean = (all - inner) / ringCount
                    let contrast = inner / innerCount - ringMean
                    guard abs(contrast) >= 12 else { continue }
                    let innerSq = Double(box(edges(squares, v, s), u))
                    let allSq = Double(box(edges(squares, v, outer), u))
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
    }

    /// Mean of a centre box minus the mean of its ring (box of three times the half-size), or nil near the edge.
    static func centreContrast(_ frame: FrameBuffer, x: Int, y: Int, halfSize s: Int) -> Double? {
        let outer = 3 * s
        guard x - outer >= 0, y - outer >= 0, x + outer < frame.width, y + outer < frame.height else { return nil }
        /// The sum of `count` pixels from `start`, in a counted loop that vectorises.
        func rowSum(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
            var total = 0
            for i in 0..<count { total &+= Int(start[i]) }
            return total
        }
        var inner = 0, all = 0
        for yy in (y - outer)...(y + outer) {
            let row = frame.pixels + yy * frame.width
            all &+= rowSum(row + x - outer, 2 * outer + 1)
            if abs(yy - y) <= s { inner &+= rowSum(row + x - s, 2 * s + 1) }
        }
        let innerCount = (2 * s + 1) * (2 * s + 1), ringCount = (2 * outer + 1) * (2 * outer + 1) - innerCount
        return Double(inner) / Double(innerCount) - Double(all - inner) / Double(ringCount)
    }
}
