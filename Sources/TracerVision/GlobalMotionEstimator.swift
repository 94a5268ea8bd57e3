/// Estimates the global (camera) translation between two frames by matching the
/// derivatives of their row and column projection profiles, to sub-pixel precision.
enum GlobalMotionEstimator {
    /// Shift of `current`'s content relative to `previous`, buffer pixels.
    static func shift(from previous: FrameBuffer, to current: FrameBuffer, maximum: Int) -> PixelPoint {
        let dx = profileShift(previous.columnSums, current.columnSums, count: previous.width, maximum: maximum)
        let dy = profileShift(previous.rowSums, current.rowSums, count: previous.height, maximum: maximum)
        return PixelPoint(x: dx, y: dy)
    }

    /// The shift `d` for which `current[i] ≈ previous[i - d]`, matching profile derivatives.
    ///
    /// An integer search minimises a truncated L1 cost (a small moving object, the ball or
    /// a club, makes a few large differences; capping each keeps it from posing as a camera
    /// shift); then Gauss-Newton steps on the derivative, with robust weights that ignore
    /// such bins entirely, refine it to a fraction of a pixel.
    static func profileShift(_ previous: UnsafePointer<UInt32>, _ current: UnsafePointer<UInt32>,
                             count: Int, maximum: Int) -> Double {
        guard count > 4 * maximum + 8 else { return 0 }
        let gp = derivative(previous, count: count)
        let gc = derivative(current, count: count)
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
            // A slight preference for small shifts.
            costs[lag + maximum] = sum / Float(max(1, hi - lo)) * (1 + 0.002 * Float(abs(lag)))
        }
        var best = maximum
        for i in costs.indices where costs[i] < costs[best] { best = i }
        // A shift must stand out as a clear valley and beat no shift; noise alone gives a flat curve.
        let typical = costs.sorted()[costs.count / 2]
        if costs[best] > 0.8 * typical || costs[best] > 0.95 * costs[maximum] { best = maximum }
        return refine(gp, gc, count: count, margin: maximum + 2, start: best - maximum)
    }

    /// The fraction of a pixel to add to the integer lag `start`: one Lucas-Kanade step,
    /// `current(i) - previous(i - start) ≈ -δ · previous'(i - start)`, without interpolating
    /// (interpolation smooths noise and so favours half-pixel shifts) and with the slope from
    /// central differences (independent of the sample it multiplies). Robust weights (Tukey's
    /// biweight on the residuals' median scale) give bins a moving golfer or club disturbs no
    /// say; a profile too flat to locate, or a fraction within noise of none, keeps the integer.
    private static func refine(_ gp: [Float], _ gc: [Float], count: Int, margin: Int, start: Int) -> Double {
        var residuals: [Double] = []
        var slopes: [Double] = []
        residuals.reserveCapacity(count)
        slopes.reserveCapacity(count)
        for i in margin..<(count - margin) {
            let k = i - start
            guard k >= 1, k + 1 < count else { continue }
            residuals.append(Double(gc[i] - gp[k]))
            slopes.append(0.5 * Double(gp[k + 1] - gp[k - 1]))
        }
        guard !residuals.isEmpty else { return Double(start) }
        let magnitudes = residuals.map(abs).sorted()
        let scale = 1.4826 * magnitudes[magnitudes.count / 2] + 0.5
        let c = 4.685 * scale
        var numerator = 0.0, denominator = 0.0
        for (r, g) in zip(residuals, slopes) {
            let z = r / c
            guard abs(z) < 1 else { continue }
            let weight = (1 - z * z) * (1 - z * z)
            numerator += weight * r * g
            denominator += weight * g * g
        }
        guard denominator > 0 else { return Double(start) }
        let step = numerator / denominator, error = scale / denominator.squareRoot()
        // A fraction within noise of none (a still camera) is none: it would only add drift.
        guard error < 0.25, abs(step) > 2 * error else { return Double(start) }
        return Double(start) - max(-0.5, min(0.5, step))
    }

    private static func derivative(_ p: UnsafePointer<UInt32>, count: Int) -> [Float] {
        var g = [Float](repeating: 0, count: count)
        for i in 1..<(count - 1) { g[i] = Float(Int64(p[i + 1]) - Int64(p[i - 1])) }
        return g
    }
}
