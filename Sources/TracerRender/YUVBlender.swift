/// Blends a premultiplied ARGB32 tile over a rectangle of a planar YUV frame:
/// luma per pixel, chroma per subsampled block with the block's colour averaged
/// by alpha. Plain double arithmetic, rounded once per sample.
struct YUVBlender {
    private let frame: PlanarYUVFrame
    private let kr, kg, kb, cbFactor, crFactor: Double
    private let maxValue: Int
    private let lumaOffset, lumaScale, chromaCenter, chromaScale: Double

    init(frame: PlanarYUVFrame) {
        self.frame = frame
        kr = frame.colorMatrix.kr
        kb = frame.colorMatrix.kb
        kg = 1 - kr - kb
        cbFactor = 1 / (2 * (1 - kb))
        crFactor = 1 / (2 * (1 - kr))
        maxValue = (1 << frame.bitDepth) - 1
        let unit = Double(1 << (frame.bitDepth - 8))
        chromaCenter = 128 * unit
        if frame.fullRange {
            (lumaOffset, lumaScale, chromaScale) = (0, Double(maxValue), Double(maxValue))
        } else {
            (lumaOffset, lumaScale, chromaScale) = (16 * unit, 219 * unit, 224 * unit)
        }
    }

    /// A tile of `width`×`height` pixels, rows `stride` bytes apart, placed at (`x0`, `y0`)
    /// in coded pixels; `x0` and `y0` are multiples of the chroma block size. Only the
    /// columns in `spans[row]` of each tile row are read.
    func blend(tile: UnsafeRawPointer, stride: Int, x0: Int, y0: Int, width: Int, height: Int, spans: [Range<Int>]) {
        if frame.bitDepth == 8 {
            blend(Sample8.self, tile: tile, stride: stride, x0: x0, y0: y0, width: width, height: height, spans: spans)
        } else {
            blend(Sample16LE.self, tile: tile, stride: stride, x0: x0, y0: y0, width: width, height: height, spans: spans)
        }
    }

    private func blend<S: PlaneSample>(_: S.Type, tile: UnsafeRawPointer, stride: Int,
                                       x0: Int, y0: Int, width: Int, height: Int, spans: [Range<Int>]) {
        for row in 0..<height {
            let pixels = (tile + row * stride).assumingMemoryBound(to: UInt32.self)
            let luma = frame.y + (y0 + row) * frame.yStride
            for col in spans[row] {
                let pixel = pixels[col]
                let alpha = pixel >> 24
                guard alpha != 0 else { continue }
                let a = Double(alpha) / 255
                let y = premultipliedLuma(pixel) / 255
                let out = S.load(luma, x0 + col) * (1 - a) + a * lumaOffset + y * lumaScale
                S.store(clamp(out), luma, x0 + col)
            }
        }
        let sx = frame.chromaShiftX, sy = frame.chromaShiftY
        for chromaRow in (y0 >> sy)...((y0 + height - 1) >> sy) {
            let rows = max(chromaRow << sy, y0)..<min((chromaRow + 1) << sy, y0 + height)
            let u = frame.u + chromaRow * frame.uStride
            let v = frame.v + chromaRow * frame.vStride
            var lowest = Int.max, highest = Int.min
            for row in rows where !spans[row - y0].isEmpty {
                lowest = min(lowest, spans[row - y0].lowerBound + x0)
                highest = max(highest, spans[row - y0].upperBound + x0)
            }
            guard lowest < highest else { continue }
            for chromaCol in (lowest >> sx)...((highest - 1) >> sx) {
                let cols = max(chromaCol << sx, x0)..<min((chromaCol + 1) << sx, x0 + width)
                var alphaSum: UInt32 = 0
                for row in rows {
                    let pixels = (tile + (row - y0) * stride).assumingMemoryBound(to: UInt32.self)
                    let span = spans[row - y0]
                    for col in cols where span.contains(col - x0) { alphaSum += pixels[col - x0] >> 24 }
                }
                guard alphaSum > 0 else { continue }
                var cbSum = 0.0, crSum = 0.0
                for row in rows {
                    let pixels = (tile + (row - y0) * stride).assumingMemoryBound(to: UInt32.self)
                    let span = spans[row - y0]
                    for col in cols where span.contains(col - x0) {
                        let pixel = pixels[col - x0]
                        let y = premultipliedLuma(pixel)
                        cbSum += (Double(pixel & 0xFF) - y) * cbFactor
                        crSum += (Double(pixel >> 16 & 0xFF) - y) * crFactor
                    }
                }
                let count = Double(rows.count * cols.count) * 255
                let a = Double(alphaSum) / count
                let base = a * chromaCenter
                S.store(clamp(S.load(u, chromaCol) * (1 - a) + base + cbSum / count * chromaScale), u, chromaCol)
                S.store(clamp(S.load(v, chromaCol) * (1 - a) + base + crSum / count * chromaScale), v, chromaCol)
            }
        }
    }

    @inline(__always) private func premultipliedLuma(_ pixel: UInt32) -> Double {
        kr * Double(pixel >> 16 & 0xFF) + kg * Double(pixel >> 8 & 0xFF) + kb * Double(pixel & 0xFF)
    }

    @inline(__always) private func clamp(_ value: Double) -> Int {
        min(max(Int((value + 0.5).rounded(.down)), 0), maxValue)
    }
}
