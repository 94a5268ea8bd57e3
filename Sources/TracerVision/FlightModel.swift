import Foundation

/// A ball's image motion over a short span as the perspective projection of a 3-D
/// flight: with `u = t - origin`,
///
///     x(u) = (a0 + a1 u + a2 u²) / (1 + c u),   y(u) = (b0 + b1 u + b2 u²) / (1 + c u)
///
/// The shared denominator is the depth (relative to its value at `origin`): `c > 0` is a
/// ball flying away from the camera, which slows in the picture as it shrinks (a
/// down-the-line shot); `c ≈ 0` is a ball flying across the view, where x is nearly
/// linear and y a parabola. Polynomials in t fit only the second kind; this fits both.
///
/// Fitted by linearised least squares (`x (1 + c u) = a0 + a1 u + a2 u²`, and the same
/// for y, sharing c), reweighted by the depth factor so the residuals are in pixels, and
/// by Tukey's biweight so a stray point has no say.
struct FlightModel {
    var origin: Double
    var a: (Double, Double, Double)
    var b: (Double, Double, Double)
    var c: Double
    /// Robust residual scale, pixels (per coordinate).
    var sigma: Double
    /// Whether each point fits.
    var inliers: [Bool]

    /// The ball's distance from the camera at `t`, relative to its distance at `origin`.
    func depth(at t: Double) -> Double { 1 + c * (t - origin) }

    func position(at t: Double) -> PixelPoint {
        let u = t - origin
        let depth = depth(at: t)
        return PixelPoint(x: (a.0 + a.1 * u + a.2 * u * u) / depth, y: (b.0 + b.1 * u + b.2 * u * u) / depth)
    }

    /// Whether the ball comes a fifth or more closer to the camera between `from` and `to`
    /// (a frame apart, or across a gap): no golf ball does, but a model whose depth nears its
    /// pole just past its points does, its prediction running off the curve they trace (seed
    /// 433's chip, seen face-on: one point 2.5 px off bent the model of its last twelve to a
    /// depth of 0.16 at the last and 0.08 a frame on, 13 px below the ball, where a quadratic
    /// as close to the points put it within 3).
    func plungesTowardsCamera(from: Double, to: Double) -> Bool {
        depth(at: to) < 0.8 * depth(at: from)
    }

    /// Whether it was fitted to `minimum` points or more and follows every one of them to
    /// within a pixel.
    func followsEvery(atLeast minimum: Int) -> Bool {
        inliers.count >= minimum && sigma < 1 && !inliers.contains(false)
    }

    /// Velocity at `t`, pixels / s.
    func velocity(at t: Double) -> (x: Double, y: Double) {
        let u = t - origin
        let depth = depth(at: t)
        let p = position(at: t)
        return ((a.1 + 2 * a.2 * u - c * p.x) / depth, (b.1 + 2 * b.2 * u - c * p.y) / depth)
    }

    /// Fits `points` (at least six), time origin at the first. A `straight` model has no u²
    /// terms: a ball flying on in a straight line at a steady speed, in 3-D.
    init?(points: [TrackPoint], straight: Bool = false) {
        self.init(times: points.map(\.time), xs: points.map(\.position.x), ys: points.map(\.position.y), straight: straight)
    }

    /// Fits positions (at least six, in time order), time origin at the first.
    init?(times: [Double], xs: [Double], ys: [Double], straight: Bool = false) {
        guard times.count >= 6, xs.count == times.count, ys.count == times.count, let first = times.first else { return nil }
        origin = first
        let n = times.count
        var flags = [Bool](repeating: true, count: n)
        // Times from the origin, weights, residuals, their sorted copy and the solution, side by side.
        let fitted: [Double]? = withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * n + 7) { buffer in
            let u = buffer.baseAddress!, weights = u + n, residuals = weights + n, sorted = residuals + n
            let solution = sorted + n
            for i in 0..<n { u[i] = times[i] - first }
            weights.initialize(repeating: 1, count: n)
            solution.initialize(repeating: 0, count: 7)
            var scale = 0.25
            for iteration in 0..<6 {
                guard Self.solve(u: u, x: xs, y: ys, weights: weights, count: n, straight: straight, into: solution) else { return nil }
                let c = solution[6]
                for i in 0..<n {
                    let depth = 1 + c * u[i]
                    guard depth > 0.05 else { return nil }
                    let px = (solution[0] + solution[1] * u[i] + solution[2] * u[i] * u[i]) / depth
                    let py = (solution[3] + solution[4] * u[i] + solution[5] * u[i] * u[i]) / depth
                    residuals[i] = hypot(xs[i] - px, ys[i] - py) / 2.0.squareRoot()
                }
                // The median as `median(_:)` takes it: the same sort, on a copy in place.
                sorted.update(from: residuals, count: n)
                var ordered = UnsafeMutableBufferPointer(start: sorted, count: n)
                ordered.sort()
                scale = max(0.25, 1.4826 * (n % 2 == 1 ? ordered[n / 2] : 0.5 * (ordered[n / 2 - 1] + ordered[n / 2])))
                let cutoff = 4.685 * scale
                for i in 0..<n {
                    let z = residuals[i] / cutoff
                    let robust = iteration < 2 ? (z < 1.5 ? 1.0 : 0.0) : (z < 1 ? (1 - z * z) * (1 - z * z) : 0)
                    let depth = 1 + c * u[i]
                    weights[i] = robust / (depth * depth)
                    flags[i] = z < 1
                }
            }
            return (0..<7).map { solution[$0] } + [scale]
        }
        guard let solution = fitted, solution.prefix(7).allSatisfy(\.isFinite) else { return nil }
        a = (solution[0], solution[1], solution[2])
        b = (solution[3], solution[4], solution[5])
        c = solution[6]
        sigma = solution[7]
        inliers = flags
    }

    /// Weighted least squares for (a0, a1, a2, b0, b1, b2, c) from the linearised equations
    /// `a0 + a1 u + a2 u² - c u x = x` and `b0 + b1 u + b2 u² - c u y = y`, into `solution`.
    private static func solve(u: UnsafePointer<Double>, x: [Double], y: [Double], weights: UnsafePointer<Double>,
                              count n: Int, straight: Bool, into solution: UnsafeMutablePointer<Double>) -> Bool {
        let span = max(1e-6, u[n - 1])
        // The normal equations, their right-hand side and one row of the design matrix, rewritten for each equation.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 63) { buffer in
            let m = buffer.baseAddress!, rhs = m + 49, row = rhs + 7
            m.initialize(repeating: 0, count: 63)
            func add(_ value: Double, _ w: Double) {
                for r in 0..<7 where row[r] != 0 {
                    let weighted = w * row[r]
                    rhs[r] += weighted * value
                    let target = m + r * 7
                    for k in 0..<7 { target[k] += weighted * row[k] }
                }
            }
            x.withUnsafeBufferPointer { x in
                y.withUnsafeBufferPointer { y in
                    for i in 0..<n where weights[i] > 0 {
                        // Scaled time keeps the normal equations well conditioned.
                        let s = u[i] / span
                        row[0] = 1; row[1] = s; row[2] = s * s; row[3] = 0; row[4] = 0; row[5] = 0; row[6] = -s * x[i]
                        add(x[i], weights[i])
                        row[0] = 0; row[1] = 0; row[2] = 0; row[3] = 1; row[4] = s; row[5] = s * s; row[6] = -s * y[i]
                        add(y[i], weights[i])
                    }
                }
            }
            if straight {
                // a2 and b2 pinned to zero: their rows and columns become the identity's.
                for k in 0..<7 { m[2 * 7 + k] = 0; m[k * 7 + 2] = 0; m[5 * 7 + k] = 0; m[k * 7 + 5] = 0 }
                m[16] = 1; m[40] = 1; rhs[2] = 0; rhs[5] = 0
            }
            // A whisper of ridge on c: with no depth change in the data it stays near 0 instead of wandering.
            m[48] += 1e-6 * (m[0] + m[24])
            guard Polynomial.eliminate(m, rhs, 7) else { return false }
            // Undo the time scaling: coefficients of s^k are those of u^k times span^k.
            solution[0] = rhs[0] / m[0]
            solution[1] = rhs[1] / m[8] / span
            solution[2] = rhs[2] / m[16] / (span * span)
            solution[3] = rhs[3] / m[24]
            solution[4] = rhs[4] / m[32] / span
            solution[5] = rhs[5] / m[40] / (span * span)
            solution[6] = rhs[6] / m[48] / span
            return true
        }
    }
}
