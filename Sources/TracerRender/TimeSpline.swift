import TracerVision

/// A smooth curve through one trajectory's points, parametrised by time, in display pixels.
///
/// Each coordinate is a cubic Hermite spline in t whose tangents come from the
/// parabola through each point and its neighbours (non-uniform Catmull-Rom), so
/// a ball flight (x linear, y quadratic in t) is reproduced exactly.
struct TimeSpline {
    struct Knot {
        var t: Double
        var position: SIMD2<Double>
        var velocity: SIMD2<Double>
        var extrapolated: Bool
    }

    /// Knots in strictly increasing time; fewer than two means nothing to draw.
    let knots: [Knot]

    init(points: [TracerPath.Point], width: Double, height: Double) {
        var clean: [TracerPath.Point] = []
        for point in points.sorted(by: { $0.t < $1.t })
        where point.t.isFinite && point.x.isFinite && point.y.isFinite && point.t > (clean.last?.t ?? -.infinity) {
            clean.append(point)
        }
        let scale = SIMD2(width, height)
        let positions = clean.map { SIMD2($0.x, $0.y) * scale }
        let times = clean.map(\.t)
        knots = clean.indices.map { i in
            Knot(t: times[i], position: positions[i],
                 velocity: Self.velocity(at: i, times: times, positions: positions),
                 extrapolated: clean[i].isExtrapolated)
        }
    }

    private static func velocity(at i: Int, times: [Double], positions: [SIMD2<Double>]) -> SIMD2<Double> {
        let n = times.count
        guard n >= 2 else { return .zero }
        guard n >= 3 else { return (positions[1] - positions[0]) / (times[1] - times[0]) }
        // Derivative of the parabola through three neighbouring knots, at knot i.
        let j = min(max(i, 1), n - 2)
        let (t0, t1, t2) = (times[j - 1], times[j], times[j + 1])
        let (p0, p1, p2) = (positions[j - 1], positions[j], positions[j + 1])
        let d01 = (p1 - p0) / (t1 - t0)
        let d12 = (p2 - p1) / (t2 - t1)
        let curvature = (d12 - d01) / (t2 - t0)
        return d01 + curvature * (2 * times[i] - t0 - t1)
    }

    var start: Double { knots.first?.t ?? .infinity }
    var end: Double { knots.last?.t ?? -.infinity }

    /// Position on segment `i` (from knot i to i + 1) at local parameter `u` in 0...1.
    func position(segment i: Int, u: Double) -> SIMD2<Double> {
        let a = knots[i], b = knots[i + 1]
        let h = b.t - a.t
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return h00 * a.position + (h10 * h) * a.velocity + h01 * b.position + (h11 * h) * b.velocity
    }

    /// An upper bound on segment `i`'s length: its Bézier control polygon.
    func lengthBound(segment i: Int) -> Double {
        let a = knots[i], b = knots[i + 1]
        let h = b.t - a.t
        let c1 = a.position + a.velocity * (h / 3)
        let c2 = b.position - b.velocity * (h / 3)
        func distance(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Double {
            let d = q - p
            return (d * d).sum().squareRoot()
        }
        return distance(a.position, c1) + distance(c1, c2) + distance(c2, b.position)
    }
}
