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
        // Truncated L1: a small moving object (the ball) makes a few large differences;
        // capping each keeps it from posing as a camera shift.
        var zeroLag: [Float] = []
        zeroLag.reserveCapacity(count)
        for i in maximum..<(count - maximum) { zeroLag.append(abs(gc[i] - gp[i])) }
        zeroLag.sort()
        let cap = 2.5 * zeroLag[zeroLag.count / 2] + 1
        var costs = [Float](repeating: 0, count: 2 * maximum + 1)
        for lag in -maximum...maximum {
            let lo = max(maximum, lag + maximum), hi = min(count - maximum, count - maximum + lag)
            var sum: Float = 0
            for i in lo..<hi { sum += min(abs(gc[i] - gp[i - lag]), cap) }
            costs[lag + maximum] = sum / Float(max(1, hi - lo)) * (1 + 0.002 * Float(abs(lag)))
        }
        var best = maximum
        for i in costs.indices where costs[i] < costs[best] { best = i }
        // A shift must stand out as a clear valley and beat no shift; noise alone gives a flat curve.
        let typical = costs.sorted()[costs.count / 2]
        if costs[best] > 0.8 * typical || costs[best] > 0.95 * costs[maximum] { best = maximum }
        var offset: Double = 0
        if best > 0 && best < costs.count - 1 {
            let a = Double(costs[best - 1]), b = Double(costs[best]), c = Double(costs[best + 1])
            let denominator = a - 2 * b + c
            // Refine only where the cost has a clear valley; a flat (noise-only) curve stays put.
            if denominator > 0 && min(a, c) - b > 0.15 * b { offset = max(-0.5, min(0.5, 0.5 * (a - c) / denominator)) }
        }
        return Double(best - maximum) + offset
    }

    private static func derivative(_ p: UnsafePointer<UInt32>, count: Int) -> [Float] {
        var g = [Float](repeating: 0, count: count)
        for i in 1..<(count - 1) { g[i] = Float(Int64(p[i + 1]) - Int64(p[i - 1])) }
        return g
    }
}
