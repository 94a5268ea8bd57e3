/// Blends a premultiplied ARGB32 tile over a rectangle of a planar YUV frame:
/// luma per pixel, chroma per subsampled block with the block's colour averaged
/// by alpha.
///
/// Done in two steps so a tile that stays the same from frame to frame is read
/// only once: `BlendPlan` turns the tile into per-sample weights for one frame
/// format (`out = old · keep + add`, rounded once), listing only the samples the
/// tile covers; `apply(to:)` then touches just those samples. Every frame, cached
/// or not, goes through the same plan arithmetic, so the bytes written depend only
/// on the tile, the format and the frame's old samples.
struct BlendPlan {
    /// What the weights depend on besides the tile.
    struct Format: Equatable {
        var bitDepth: Int
        var colorMatrix: PlanarYUVFrame.ColorMatrix
        var fullRange: Bool
        var chromaShiftX: Int
        var chromaShiftY: Int

        init(_ frame: PlanarYUVFrame) {
            bitDepth = frame.bitDepth
            colorMatrix = frame.colorMatrix
            fullRange = frame.fullRange
            chromaShiftX = frame.chromaShiftX
            chromaShiftY = frame.chromaShiftY
        }
    }

    /// Consecutive covered samples of one plane row: `count` samples from column `x`
    /// of row `y` (plane coordinates), weights from index `first`.
    struct Run {
        var y: Int32
        var x: Int32
        var count: Int32
        var first: Int32
    }

    let format: Format
    private(set) var lumaRuns: [Run] = []
    private(set) var lumaKeep: [Double] = []
    private(set) var lumaAdd: [Double] = []
    private(set) var chromaRuns: [Run] = []
    private(set) var chromaKeep: [Double] = []
    private(set) var uAdd: [Double] = []
    private(set) var vAdd: [Double] = []

    /// Samples the plan writes (luma + chroma), for tests and measurements.
    var sampleCount: Int { lumaKeep.count + chromaKeep.count }

    /// The plan for a tile of `width`×`height` pixels, rows `stride` bytes apart, placed
    /// at (`x0`, `y0`) in coded pixels; `x0` and `y0` are multiples of the chroma block
    /// size. Only the columns in `spans[row]` of each tile row are read.
    init(format: Format, tile: UnsafeRawPointer, stride: Int, x0: Int, y0: Int, width: Int, height: Int,
         spans: [Range<Int>]) {
        self.format = format
        let kr = format.colorMatrix.kr, kb = format.colorMatrix.kb
        let kg = 1 - kr - kb
        let cbFactor = 1 / (2 * (1 - kb)), crFactor = 1 / (2 * (1 - kr))
        let maxValue = (1 << format.bitDepth) - 1
        let unit = Double(1 << (format.bitDepth - 8))
        let chromaCenter = 128 * unit
        let (lumaOffset, lumaScale, chromaScale) = format.fullRange
            ? (0, Double(maxValue), Double(maxValue))
            : (16 * unit, 219 * unit, 224 * unit)
        @inline(__always) func premultipliedLuma(_ pixel: UInt32) -> Double {
            kr * Double(pixel >> 16 & 0xFF) + kg * Double(pixel >> 8 & 0xFF) + kb * Double(pixel & 0xFF)
        }

        // Luma: one weight pair per inked pixel, runs broken at transparent pixels.
        let lumaCapacity = spans.reduce(0) { $0 + $1.count }
        var runs: [Run] = []
        var count = 0
        let lumaAdd = [Double](unsafeUninitializedCapacity: lumaCapacity) { add, addCount in
            lumaKeep = [Double](unsafeUninitializedCapacity: lumaCapacity) { keep, keepCount in
                for row in 0..<height {
                    let pixels = (tile + row * stride).assumingMemoryBound(to: UInt32.self)
                    var col = spans[row].lowerBound
                    let end = spans[row].upperBound
                    while col < end {
                        guard pixels[col] >> 24 != 0 else {
                            col += 1
                            continue
                        }
                        let start = col, first = count
                        while col < end, case let pixel = pixels[col], pixel >> 24 != 0 {
                            let a = Double(pixel >> 24) / 255
                            keep[count] = 1 - a
                            add[count] = a * lumaOffset + premultipliedLuma(pixel) / 255 * lumaScale
                            count += 1
                            col += 1
                        }
                        runs.append(Run(y: Int32(y0 + row), x: Int32(x0 + start), count: Int32(col - start),
                                        first: Int32(first)))
                    }
                }
                keepCount = count
            }
            addCount = count
        }
        self.lumaAdd = lumaAdd
        lumaRuns = runs

        // Chroma: per block, alpha-weighted sums over the block's inked pixels.
        let sx = format.chromaShiftX, sy = format.chromaShiftY
        let chromaWidth = ((x0 + width - 1) >> sx) - (x0 >> sx) + 1
        let alphaSums = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: chromaWidth)
        let cbSums = UnsafeMutableBufferPointer<Double>.allocate(capacity: chromaWidth)
        let crSums = UnsafeMutableBufferPointer<Double>.allocate(capacity: chromaWidth)
        defer {
            alphaSums.deallocate()
            cbSums.deallocate()
            crSums.deallocate()
        }
        var chromaCapacity = 0
        for chromaRow in (y0 >> sy)...((y0 + height - 1) >> sy) {
            var lowest = Int.max, highest = Int.min
            for row in max(chromaRow << sy, y0)..<min((chromaRow + 1) << sy, y0 + height) where !spans[row - y0].isEmpty {
                lowest = min(lowest, spans[row - y0].lowerBound + x0)
                highest = max(highest, spans[row - y0].upperBound + x0)
            }
            if lowest < highest { chromaCapacity += ((highest - 1) >> sx) - (lowest >> sx) + 1 }
        }
        runs = []
        count = 0
        var uAdd: [Double] = [], vAdd: [Double] = []
        uAdd = [Double](unsafeUninitializedCapacity: chromaCapacity) { uOut, uCount in
          vAdd = [Double](unsafeUninitializedCapacity: chromaCapacity) { vOut, vCount in
            chromaKeep = [Double](unsafeUninitializedCapacity: chromaCapacity) { keepOut, keepCount in
                for chromaRow in (y0 >> sy)...((y0 + height - 1) >> sy) {
                    let rows = max(chromaRow << sy, y0)..<min((chromaRow + 1) << sy, y0 + height)
                    var lowest = Int.max, highest = Int.min
                    for row in rows where !spans[row - y0].isEmpty {
                        lowest = min(lowest, spans[row - y0].lowerBound + x0)
                        highest = max(highest, spans[row - y0].upperBound + x0)
                    }
                    guard lowest < highest else { continue }
                    let firstColumn = lowest >> sx, columns = ((highest - 1) >> sx) - firstColumn + 1
                    alphaSums.update(repeating: 0)
                    cbSums.update(repeating: 0)
                    crSums.update(repeating: 0)
                    for row in rows {
                        let pixels = (tile + (row - y0) * stride).assumingMemoryBound(to: UInt32.self)
                        for col in spans[row - y0] {
                            let pixel = pixels[col]
                            guard pixel >> 24 != 0 else { continue }
                            let index = ((x0 + col) >> sx) - firstColumn
                            let y = premultipliedLuma(pixel)
                            alphaSums[index] += pixel >> 24
                            cbSums[index] += (Double(pixel & 0xFF) - y) * cbFactor
                            crSums[index] += (Double(pixel >> 16 & 0xFF) - y) * crFactor
                        }
                    }
                    var index = 0
                    while index < columns {
                        guard alphaSums[index] != 0 else {
                            index += 1
                            continue
                        }
                        let start = index, first = count
                        while index < columns, alphaSums[index] != 0 {
                            let chromaCol = firstColumn + index
                            let cols = max(chromaCol << sx, x0)..<min((chromaCol + 1) << sx, x0 + width)
                            let total = Double(rows.count * cols.count) * 255
                            let a = Double(alphaSums[index]) / total
                            let base = a * chromaCenter
                            keepOut[count] = 1 - a
                            uOut[count] = base + cbSums[index] / total * chromaScale
                            vOut[count] = base + crSums[index] / total * chromaScale
                            count += 1
                            index += 1
                        }
                        runs.append(Run(y: Int32(chromaRow), x: Int32(firstColumn + start), count: Int32(index - start),
                                        first: Int32(first)))
                    }
                }
                keepCount = count
            }
            vCount = count
          }
          uCount = count
        }
        self.uAdd = uAdd
        self.vAdd = vAdd
        chromaRuns = runs
    }

    /// Blends the planned samples into `frame`, whose format must be `format`.
    func apply(to frame: PlanarYUVFrame) {
        precondition(Format(frame) == format, "blend plan applied to a frame of another format")
        if frame.bitDepth == 8 {
            apply(Sample8.self, to: frame)
        } else {
            apply(Sample16LE.self, to: frame)
        }
    }

    private func apply<S: PlaneSample>(_: S.Type, to frame: PlanarYUVFrame) {
        let maxValue = (1 << frame.bitDepth) - 1
        lumaKeep.withUnsafeBufferPointer { keep in
            lumaAdd.withUnsafeBufferPointer { add in
                for run in lumaRuns {
                    let row = frame.y + Int(run.y) * frame.yStride
                    let x = Int(run.x), first = Int(run.first)
                    for k in 0..<Int(run.count) {
                        let value = S.load(row, x + k) * keep[first + k] + add[first + k]
                        S.store(Self.clamp(value, maxValue), row, x + k)
                    }
                }
            }
        }
        chromaKeep.withUnsafeBufferPointer { keep in
            uAdd.withUnsafeBufferPointer { uAdd in
                vAdd.withUnsafeBufferPointer { vAdd in
                    for run in chromaRuns {
                        let u = frame.u + Int(run.y) * frame.uStride
                        let v = frame.v + Int(run.y) * frame.vStride
                        let x = Int(run.x), first = Int(run.first)
                        for k in 0..<Int(run.count) {
                            let w = first + k
                            S.store(Self.clamp(S.load(u, x + k) * keep[w] + uAdd[w], maxValue), u, x + k)
                            S.store(Self.clamp(S.load(v, x + k) * keep[w] + vAdd[w], maxValue), v, x + k)
                        }
                    }
                }
            }
        }
    }

    @inline(__always) private static func clamp(_ value: Double, _ maxValue: Int) -> Int {
        min(max(Int((value + 0.5).rounded(.down)), 0), maxValue)
    }
}
