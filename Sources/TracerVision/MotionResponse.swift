/// The polarity-consistent temporal difference of a frame against its
/// motion-compensated neighbours, for every pixel of the analysed region.
///
/// A pixel responds only if frame `b` is brighter than BOTH neighbours (or darker
/// than both): `max(min(b−a, b−c), min(a−b, c−b))`, saturating at 0. That isolates
/// a moving object at time t and suppresses the ghosts where it was and will be.
/// With one neighbour (the ends of the clip) it is `|b − a|`. Alongside the map it
/// keeps each row's peak (rows below the threshold are skipped without reading
/// them) and the mean response per tile, which measures local clutter: texture
/// that a sub-pixel camera shift leaves behind, a moving golfer.
final class MotionResponse {
    static let tileSize = 16

    let width: Int
    let height: Int
    /// Response per pixel, 8-bit levels; 0 outside `valid`.
    let values: UnsafeMutablePointer<UInt8>
    /// Largest response in each row.
    let rowPeaks: UnsafeMutablePointer<UInt8>
    let tileColumns: Int
    let tileRows: Int
    /// Sum of the response over each tile (row-major).
    let tileSums: UnsafeMutablePointer<UInt32>
    /// The pixels computed by the last `compute`.
    private(set) var valid = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Scratch for `backgroundLevel`.
    private var innerTileSums: [UInt32] = []
    private var selection = OrderStatistic()

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        values = .allocate(capacity: max(1, width * height))
        values.initialize(repeating: 0, count: max(1, width * height))
        rowPeaks = .allocate(capacity: max(1, height))
        rowPeaks.initialize(repeating: 0, count: max(1, height))
        tileColumns = (width + Self.tileSize - 1) / Self.tileSize
        tileRows = (height + Self.tileSize - 1) / Self.tileSize
        tileSums = .allocate(capacity: max(1, tileColumns * tileRows))
    }

    deinit {
        values.deallocate()
        rowPeaks.deallocate()
        tileSums.deallocate()
    }

    /// Mean response of the tile holding pixel `(x, y)`.
    @inline(__always) func tileMean(x: Int, y: Int) -> Double {
        let tile = (y / Self.tileSize) * tileColumns + x / Self.tileSize
        return Double(tileSums[tile]) / Double(Self.tileSize * Self.tileSize)
    }

    /// Median of the mean response over the tiles wholly inside `valid`: the motion level
    /// of the frame's background (about 0 on clean footage, the noise's own response on a
    /// noisy one), against which a blob's surroundings count as moving or still.
    func backgroundLevel() -> Double {
        let size = Self.tileSize
        let c0 = (valid.x + size - 1) / size, c1 = (valid.x + valid.width) / size
        let r0 = (valid.y + size - 1) / size, r1 = (valid.y + valid.height) / size
        guard c1 > c0, r1 > r0 else { return 0 }
        // The median of the tiles' sums, as `median` of their means would pick and average it.
        let n = (c1 - c0) * (r1 - r0)
        if innerTileSums.count < n { innerTileSums = [UInt32](repeating: 0, count: n) }
        return innerTileSums.withUnsafeMutableBufferPointer { buffer in
            var k = 0
            for r in r0..<r1 {
                for c in c0..<c1 {
                    buffer[k] = tileSums[r * tileColumns + c]
                    k += 1
                }
            }
            let sums = UnsafeBufferPointer(rebasing: buffer[0..<n])
            let area = Double(size * size)
            let upper = Double(selection.select(n / 2, in: sums)) / area
            guard n % 2 == 0 else { return upper }
            return 0.5 * (Double(selection.select(n / 2 - 1, in: sums)) / area + upper)
        }
    }

    /// Fills the map for `frames.b` against its neighbours.
    func compute(_ frames: FrameTriple) {
        let previousValid = valid
        valid = frames.valid
        clearOutside(previousValid)
        tileSums.initialize(repeating: 0, count: tileColumns * tileRows)
        let x0 = valid.x, count = valid.width
        guard count > 0 else { return }
        for y in valid.y..<(valid.y + valid.height) {
            let out = values + y * width + x0
            let pb = UnsafePointer(frames.b.pixels + y * width + x0)
            let peak: UInt8
            switch (frames.a, frames.c) {
            case (.some, .some):
                peak = Self.bothSides(pb, UnsafePointer(frames.rowA(y) + x0), UnsafePointer(frames.rowC(y) + x0), out,
                                      count)
            case (.some, nil):
                peak = Self.oneSide(pb, UnsafePointer(frames.rowA(y) + x0), out, count)
            default:
                peak = Self.oneSide(pb, UnsafePointer(frames.rowC(y) + x0), out, count)
            }
            rowPeaks[y] = peak
            if rowPeaks[y] > 0 { addToTiles(row: y) }
        }
    }

    /// Zeroes what the last call computed outside the new valid rectangle, so stale values never pass a threshold.
    private func clearOutside(_ old: PixelRect) {
        guard !old.isEmpty else { return }
        for y in old.y..<(old.y + old.height) {
            let inside = y >= valid.y && y < valid.y + valid.height
            if !inside || valid.isEmpty {
                (values + y * width + old.x).update(repeating: 0, count: old.width)
                rowPeaks[y] = 0
                continue
            }
            if old.x < valid.x { (values + y * width + old.x).update(repeating: 0, count: valid.x - old.x) }
            let oldEnd = old.x + old.width, newEnd = valid.x + valid.width
            if oldEnd > newEnd { (values + y * width + newEnd).update(repeating: 0, count: oldEnd - newEnd) }
        }
    }

    private func addToTiles(row y: Int) {
        let base = values + y * width
        let sums = tileSums + (y / Self.tileSize) * tileColumns
        let whole = width / Self.tileSize
        for column in 0..<whole {
            // A fixed count of 16, which the compiler turns into one horizontal byte sum.
            let tile = base + column * Self.tileSize
            var sum: UInt32 = 0
            for x in 0..<16 { sum &+= UInt32(tile[x]) }
            sums[column] &+= sum
        }
        if whole < tileColumns {
            var sum: UInt32 = 0
            for x in (whole * Self.tileSize)..<width { sum &+= UInt32(base[x]) }
            sums[whole] &+= sum
        }
    }

    // The loops below are written in max / min / wrapping-subtract form on UInt8 so the
    // compiler turns them into saturating SIMD arithmetic.

    /// Fills `out` and returns its largest value.
    private static func bothSides(_ b: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>, _ c: UnsafePointer<UInt8>,
                                  _ out: UnsafeMutablePointer<UInt8>, _ count: Int) -> UInt8 {
        var best: UInt8 = 0
        for i in 0..<count {
            let vb = b[i], va = a[i], vc = c[i]
            let brighter = min(max(vb, va) &- va, max(vb, vc) &- vc)
            let darker = min(max(va, vb), max(vc, vb)) &- vb
            let value = max(brighter, darker)
            out[i] = value
            best = max(best, value)
        }
        return best
    }

    /// Fills `out` and returns its largest value.
    private static func oneSide(_ b: UnsafePointer<UInt8>, _ o: UnsafePointer<UInt8>,
                                _ out: UnsafeMutablePointer<UInt8>, _ count: Int) -> UInt8 {
        var best: UInt8 = 0
        for i in 0..<count {
            let vb = b[i], vo = o[i]
            let value = max(vb, vo) &- min(vb, vo)
            out[i] = value
            best = max(best, value)
        }
        return best
    }
}
