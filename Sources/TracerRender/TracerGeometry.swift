import TracerVision

/// What a path looks like at one time: densely sampled polylines in display pixels.
struct TracerGeometry: Equatable {
    /// A stretch of one trajectory drawn in one manner.
    struct Run: Equatable {
        var points: [SIMD2<Double>]
        var extrapolated: Bool
    }

    /// The drawn part of one trajectory.
    struct Trail: Equatable {
        var runs: [Run]
        /// The ball's position when it is in flight at the time, else `nil`.
        var head: SIMD2<Double>?
        /// Where the tail fade starts (transparent) and ends (opaque), if it fades.
        var fade: (from: SIMD2<Double>, to: SIMD2<Double>)?

        /// Exact equality of every coordinate: equal trails are drawn identically.
        static func == (a: Trail, b: Trail) -> Bool {
            a.runs == b.runs && a.head == b.head && a.fade?.from == b.fade?.from && a.fade?.to == b.fade?.to
        }
    }

    /// Target spacing of samples along the curve, pixels.
    static let sampleSpacing = 2.0

    let trails: [Trail]

    init(splines: [TimeSpline], time: Double, fadeTail: Double) {
        trails = splines.compactMap { Self.trail(of: $0, at: time, fadeTail: fadeTail) }
    }

    var isEmpty: Bool { trails.isEmpty }

    /// The box holding every sample, or `nil` when nothing is drawn.
    var bounds: (min: SIMD2<Double>, max: SIMD2<Double>)? {
        var low = SIMD2(Double.infinity, .infinity), high = -low
        for trail in trails {
            for run in trail.runs {
                for p in run.points {
                    low = pointwiseMin(low, p)
                    high = pointwiseMax(high, p)
                }
            }
        }
        return low.x <= high.x ? (low, high) : nil
    }

    private static func trail(of spline: TimeSpline, at time: Double, fadeTail: Double) -> Trail? {
        let knots = spline.knots
        guard knots.count >= 2, time >= spline.start else { return nil }
        let end = min(time, spline.end)
        var runs: [Run] = []
        for i in 0..<(knots.count - 1) where knots[i].t < end || i == 0 {
            let h = knots[i + 1].t - knots[i].t
            let steps = min(max(Int((spline.lengthBound(segment: i) / sampleSpacing).rounded(.up)), 1), 2048)
            let extrapolated = knots[i + 1].extrapolated
            if runs.last?.extrapolated != extrapolated {
                let joint = runs.last?.points.last ?? knots[i].position
                runs.append(Run(points: [joint], extrapolated: extrapolated))
            }
            // A fixed sample grid per segment, so the drawn part never shifts as it grows.
            for k in 1...steps {
                let t = knots[i].t + h * Double(k) / Double(steps)
                if t >= end {
                    runs[runs.count - 1].points.append(spline.position(segment: i, u: (end - knots[i].t) / h))
                    break
                }
                runs[runs.count - 1].points.append(spline.position(segment: i, u: Double(k) / Double(steps)))
            }
        }
        let inFlight = time <= spline.end
        return Trail(runs: runs, head: inFlight ? runs.last?.points.last : nil,
                     fade: fadeTail > 0 ? fadeSpan(runs: runs, fraction: fadeTail) : nil)
    }

    private static func fadeSpan(runs: [Run], fraction: Double) -> (SIMD2<Double>, SIMD2<Double>)? {
        let points = runs.flatMap(\.points)
        var lengths = [0.0]
        for (p, q) in zip(points, points.dropFirst()) {
            let d = q - p
            lengths.append(lengths[lengths.count - 1] + (d * d).sum().squareRoot())
        }
        let target = lengths[lengths.count - 1] * fraction
        guard target > 1, let index = lengths.firstIndex(where: { $0 >= target }) else { return nil }
        return (points[0], points[index])
    }
}
