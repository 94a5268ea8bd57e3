extension CameraMotion {
    /// Gauss-Newton steps from `start` at one level: one per cutoff, each either nil (plain
    /// least squares over every pixel) or a multiple of the biweight's usual cutoff (a robust
    /// step over every `stride`-th pixel of every `stride`-th row). Nil when the picture has
    /// too little structure to locate anything.
    static func refine(_ previous: FrameBuffer.Level, _ current: FrameBuffer.Level,
                       start: (x: Double, y: Double), cutoffs: [Double?], stride: Int = 1)
        -> (x: Double, y: Double, errorX: Double, errorY: Double)? {
        let w = current.width, h = current.height
        var d = start
        var result: (x: Double, y: Double, errorX: Double, errorY: Double)?
        // Every sampled pixel's residual, written in place (no appends: this runs on every frame).
        let densest = cutoffs.contains(nil) ? 1 : stride
        var residuals = [Float](repeating: 0, count: ((w + densest - 1) / densest) * ((h + densest - 1) / densest))
        var magnitudes = AbsoluteMedian()
        var moments: GradientMoments?
        for widening in cutoffs {
            let margin = Int(max(abs(d.x), abs(d.y)).rounded(.up)) + 2
            guard w > 2 * margin + 4, h > 2 * margin + 4 else { return result }
            let sums: StepSums?
            if let widening {
                sums = robustSums(previous, current, shift: d, margin: margin, stride: stride, widening: widening,
                                  residuals: &residuals, magnitudes: &magnitudes)
            } else {
                if moments?.margin != margin { moments = GradientMoments(current, margin: margin) }
                sums = plainSums(previous, current, shift: d, moments: moments!, residuals: &residuals,
                                 magnitudes: &magnitudes)
            }
            guard let sums else { return result }
            // The background must carry the estimate: a ball or a golfer alone on a featureless
            // sky would otherwise pose as a camera shift.
            guard sums.textured >= max(32, sums.sampled / 20) else { return nil }
            // A shift change δ changes the residual by ∇·δ: the step solves (Σ g gᵀ) δ = -Σ g r.
            guard let step = sums.equations.solve() else { return result }
            let stepX = step.x, stepY = step.y
            let errorX = sums.scale * step.errorX, errorY = sums.scale * step.errorY
            guard errorX < 0.5, errorY < 0.5 else { return result }
            d = (d.x + max(-1, min(1, stepX)), d.y + max(-1, min(1, stepY)))
            result = (d.x, d.y, errorX, errorY)
            if abs(stepX) < 0.01 && abs(stepY) < 0.01 { break }
        }
        return result
    }

    /// What one step gathered: its normal equations, the residuals' robust scale, how many
    /// pixels it sampled and how many of them have structure beyond noise.
    private struct StepSums {
        var equations: ShiftNormalEquations
        var scale: Double
        var sampled: Int
        var textured: Int
    }

    /// The residuals' robust scale: 1.4826 × their median magnitude, plus half a grey level.
    private static func scale(_ residuals: [Float], count: Int, magnitudes: inout AbsoluteMedian) -> Double {
        magnitudes.reset()
        residuals.withUnsafeBufferPointer { magnitudes.add(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        return 1.4826 * (magnitudes.median ?? 0) + 0.5
    }

    /// Gradients that noise alone does not make (the residual scale is about twice the noise a
    /// central difference carries); compared doubled, as whole grey levels.
    private static func structure(scale: Double) -> Float { Float(2 * max(1.5, 1.5 * scale)) }

    /// `current(x) - previous(x - d)`, previous sampled bilinearly, for every sampled pixel in
    /// order; how many there were.
    @inline(__always)
    private static func writeResiduals(_ previous: FrameBuffer.Level, _ current: FrameBuffer.Level,
                                       shift d: (x: Double, y: Double), margin: Int, stride: Int,
                                       into residuals: inout [Float]) -> Int {
        let w = current.width, h = current.height
        let fx = d.x.rounded(.down), fy = d.y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let ax = Float(d.x - fx), ay = Float(d.y - fy)
        let w00 = (1 - ax) * (1 - ay), w10 = ax * (1 - ay), w01 = (1 - ax) * ay, w11 = ax * ay
        var sampled = 0
        residuals.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            var y = margin
            while y < h - margin {
                let row = current.pixels + y * w
                // previous(x - d): between pixels (x - ix - 1, y - iy - 1) and (x - ix, y - iy).
                let row0 = previous.pixels + (y - iy - 1) * w - ix - 1, row1 = row0 + w
                if stride == 1 {
                    // Every pixel of the row: a loop the compiler vectorises.
                    let rowOut = out + sampled - margin, next0 = row0 + 1, next1 = row1 + 1
                    for x in margin..<(w - margin) {
                        let warped = w11 * Float(row0[x]) + w01 * Float(next0[x]) + w10 * Float(row1[x])
                            + w00 * Float(next1[x])
                        rowOut[x] = Float(row[x]) - warped
                    }
                    sampled += w - 2 * margin
                    y += 1
                    continue
                }
                var x = margin
                while x < w - margin {
                    let warped = w11 * Float(row0[x]) + w01 * Float(row0[x + 1]) + w10 * Float(row1[x])
                        + w00 * Float(row1[x + 1])
                    out[sampled] = Float(row[x]) - warped
                    sampled += 1
                    x += stride
                }
                y += stride
            }
        }
        return sampled
    }

    /// A plain least-squares step: every pixel weighs alike, so the gradient sums come from
    /// `moments` and only Σ g r is gathered. Nil for too few pixels.
    private static func plainSums(_ previous: FrameBuffer.Level, _ current: FrameBuffer.Level,
                                  shift d: (x: Double, y: Double), moments: GradientMoments,
                                  residuals: inout [Float], magnitudes: inout AbsoluteMedian) -> StepSums? {
        let w = current.width, h = current.height, margin = moments.margin
        let sampled = writeResiduals(previous, current, shift: d, margin: margin, stride: 1, into: &residuals)
        guard sampled >= 64 else { return nil }
        let scale = scale(residuals, count: sampled, magnitudes: &magnitudes)
        var bx: Float = 0, by: Float = 0
        residuals.withUnsafeBufferPointer { stored in
            moments.gx.withUnsafeBufferPointer { gx in
                moments.gy.withUnsafeBufferPointer { gy in
                    let r = stored.baseAddress!, gx = gx.baseAddress!, gy = gy.baseAddress!
                    let perRow = w - 2 * margin
                    var k = 0
                    for _ in margin..<(h - margin) {
                        var rowX: Float = 0, rowY: Float = 0
                        for i in k..<(k + perRow) {
                            rowX += gx[i] * r[i]
                            rowY += gy[i] * r[i]
                        }
                        bx += rowX
                        by += rowY
                        k += perRow
                    }
                }
            }
        }
        let equations = ShiftNormalEquations(xx: moments.xx, xy: moments.xy, yy: moments.yy, bx: bx, by: by)
        return StepSums(equations: equations, scale: scale, sampled: sampled,
                        textured: moments.textured(atLeast: structure(scale: scale)))
    }

    /// A robust step: Tukey's biweight at `widening` × its usual cutoff for the residuals'
    /// scale. Nil for too few pixels.
    private static func robustSums(_ previous: FrameBuffer.Level, _ current: FrameBuffer.Level,
                                   shift d: (x: Double, y: Double), margin: Int, stride: Int, widening: Double,
                                   residuals: inout [Float], magnitudes: inout AbsoluteMedian) -> StepSums? {
        let w = current.width, h = current.height
        let sampled = writeResiduals(previous, current, shift: d, margin: margin, stride: stride, into: &residuals)
        guard sampled >= 64 else { return nil }
        let scale = scale(residuals, count: sampled, magnitudes: &magnitudes)
        let cutoff = Float(4.685 * scale * widening)
        let structure = structure(scale: scale)
        let inverseCutoff = 1 / cutoff
        var equations = ShiftNormalEquations()
        var k = 0, textured = 0
        residuals.withUnsafeBufferPointer { buffer in
            let stored = buffer.baseAddress!
            var y = margin
            while y < h - margin {
                let row = current.pixels + y * w
                var x = margin
                while x < w - margin {
                    let r = stored[k]
                    k += 1
                    let z = r * inverseCutoff
                    if abs(z) < 1 {
                        let gx2 = Float(Int(row[x + 1]) - Int(row[x - 1]))
                        let gy2 = Float(Int(row[x + w]) - Int(row[x - w]))
                        if abs(gx2) + abs(gy2) >= structure { textured += 1 }
                        equations.add(weight: (1 - z * z) * (1 - z * z), gx: 0.5 * gx2, gy: 0.5 * gy2, residual: r)
                    }
                    x += stride
                }
                equations.endRow()
                y += stride
            }
        }
        return StepSums(equations: equations, scale: scale, sampled: sampled, textured: textured)
    }
}
