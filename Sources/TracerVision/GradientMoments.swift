/// The parts of a plain (unweighted) Lucas-Kanade step that depend on the current picture
/// alone, over every pixel `margin` in from the edges: each pixel's central-difference
/// gradient, Σ g gᵀ (`Float` row partials, summed as `ShiftNormalEquations` sums them), and
/// how many pixels have each gradient strength. Every pixel weighs alike in a plain step, so
/// these stay the same from one step to the next while the margin does, and are gathered once.
///
/// A row's Σ g gᵀ is summed in whole numbers (the halved gradients' products are quarters)
/// whenever every partial sum stays below 2²², where `Float` holds quarters exactly: the
/// result is then the very `Float` the pixel-by-pixel sum gives, from a loop the compiler
/// vectorises. Rows with larger sums (or too long for 32-bit sums) are summed pixel by pixel.
struct GradientMoments {
    let margin: Int
    /// Each pixel's gradient, halved central differences, row by row.
    let gx: [Float]
    let gy: [Float]
    let xx: Float
    let xy: Float
    let yy: Float
    /// Pixels by gradient strength |∂x| + |∂y| in undivided central differences (0...510).
    private let strengths: [Int32]

    init(_ current: FrameBuffer.Level, margin: Int) {
        self.margin = margin
        let w = current.width, h = current.height
        let perRow = max(0, w - 2 * margin), count = perRow * max(0, h - 2 * margin)
        var strengths = [Int32](repeating: 0, count: 511)
        var total: (xx: Float, xy: Float, yy: Float) = (0, 0, 0)
        var gy = [Float](repeating: 0, count: count)
        let gx = [Float](unsafeUninitializedCapacity: count) { gx, initialized in
            // Whole central differences of a row, then simple loops over them that vectorise.
            withUnsafeTemporaryAllocation(of: Int16.self, capacity: 3 * max(1, w)) { differences in
                gy.withUnsafeMutableBufferPointer { gy in
                    strengths.withUnsafeMutableBufferPointer { bins in
                        let dx = differences.baseAddress!, dy = dx + w, bins = bins.baseAddress!
                        let strength = dy + w
                        var k = 0
                        for y in margin..<max(margin, h - margin) {
                            let row = current.pixels + y * w
                            let left = row - 1, right = row + 1, up = row - w, down = row + w
                            let rowX = gx.baseAddress! + k - margin, rowY = gy.baseAddress! + k - margin
                            for x in margin..<(w - margin) {
                                dx[x] = Int16(right[x]) &- Int16(left[x])
                                dy[x] = Int16(down[x]) &- Int16(up[x])
                            }
                            for x in margin..<(w - margin) {
                                rowX[x] = 0.5 * Float(dx[x])
                                rowY[x] = 0.5 * Float(dy[x])
                            }
                            var xx: Int32 = 0, xy: Int32 = 0, yy: Int32 = 0
                            for x in margin..<(w - margin) {
                                xx &+= Int32(dx[x]) &* Int32(dx[x])
                                xy &+= Int32(dx[x]) &* Int32(dy[x])
                                yy &+= Int32(dy[x]) &* Int32(dy[x])
                            }
                            for x in margin..<(w - margin) {
                                strength[x] = Int16(truncatingIfNeeded: dx[x].magnitude &+ dy[x].magnitude)
                            }
                            for x in margin..<(w - margin) { bins[Int(strength[x])] &+= 1 }
                            // Σ|dx dy| ≤ (Σdx² + Σdy²) / 2, so the cross sum's partials stay below 2²⁴ too.
                            let exact: Int32 = 1 << 24
                            if perRow <= 32768, xx < exact, yy < exact {
                                total.xx += 0.25 * Float(xx)
                                total.xy += 0.25 * Float(xy)
                                total.yy += 0.25 * Float(yy)
                            } else {
                                var sum: (xx: Float, xy: Float, yy: Float) = (0, 0, 0)
                                for x in margin..<(w - margin) {
                                    sum.xx += rowX[x] * rowX[x]
                                    sum.xy += rowX[x] * rowY[x]
                                    sum.yy += rowY[x] * rowY[x]
                                }
                                total.xx += sum.xx; total.xy += sum.xy; total.yy += sum.yy
                            }
                            k += perRow
                        }
                    }
                }
            }
            initialized = count
        }
        self.gx = gx
        self.gy = gy
        (xx, xy, yy) = total
        self.strengths = strengths
    }

    /// How many pixels have a gradient strength of at least `structure`.
    func textured(atLeast structure: Float) -> Int {
        var count = 0
        for (strength, n) in strengths.enumerated() where Float(strength) >= structure { count += Int(n) }
        return count
    }
}
