/// Estimates the global (camera) translation between two frames by matching the
/// derivatives of their row and column projection profiles, to sub-pixel precision.
enum GlobalMotionEstimator {
    /// Shift of `current`'s content relative to `previous`, coded pixels.
    static func shift(from previous: FrameBuffer, to current: FrameBuffer, maximum: Int) -> PixelPoint {
        let dx = profileShift(previous.columnSums, current.columnSums, count: previous.width, maximum: maximum)
        let dy = profileShift(previous.rowSums, current.rowSums, count: previous.height, maximum: maximum)
        return PixelPoint(x: dx, y: dy)
    }

    /// The lag `d` minimising the mean squared difference of `g_cur[i]` and `g_prev[i - d]`.
    static func profileShift(_ previous: UnsafePointer<UInt32>, _ current: UnsafePointer<UInt32>,
                             count: Int, maximum: Int) -> Double {
        guard count > 4 * maximum + 8 else { return 0 }
        let gp = derivative(previous, count: count)
        let gc = derivative(current, count: count)
        var energy: Float = 0
        for v in gc { energy += v * v }
        guard energy > 0 else { return 0 }
        var costs = [Float](repeating: 0, count: 2 * maximum + 1)
        for lag in -maximum...maximum {
            let lo = max(maximum, lag + maximum), hi = min(count - maximum, count - maximum + lag)
            var sum: Float = 0
            for i in lo..<hi {
                let d = gc[i] - gp[i - lag]
                sum += d * d
            }
            costs[lag + maximum] = sum / Float(max(1, hi - lo)) * (1 + 0.002 * Float(abs(lag)))
        }
        var best = maximum
        for i in costs.indices where costs[i] < costs[best] { best = i }
        var offset: Double = 0
        if best > 0 && best < costs.count - 1 {
            let a = Double(costs[best - 1]), b = Double(costs[best]), c = Double(costs[best + 1])
            let denominator = a - 2 * b + c
            if denominator > 0 { offset = max(-0.5, min(0.5, 0.5 * (a - c) / denominator)) }
        }
        return Double(best - maximum) + offset
    }

    private static func derivative(_ p: UnsafePointer<UInt32>, count: Int) -> [Float] {
        var g = [Float](repeating: 0, count: count)
        for i in 1..<(count - 1) { g[i] = Float(Int64(p[i + 1]) - Int64(p[i - 1])) }
        return g
    }
}
