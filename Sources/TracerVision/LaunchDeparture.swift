import Foundation

/// When a flight left its rest spot, judged from the flight's first positions.
///
/// The flight must begin within 0.35 s of the launch the spot saw, and its first
/// positions, run backwards on a quadratic, must pass near the spot (within a quarter
/// of the way to the first position, and at least a few ball radii). The moment they
/// pass closest is the departure. The spot alone tends to say too early: the club can
/// hide the ball a frame or two before impact.
enum LaunchDeparture {
    /// Positions in any units equal along both axes; the spot in the same units.
    static func departure(times: [Double], xs: [Double], ys: [Double], spot: (x: Double, y: Double),
                          spotRadius: Double, launchTime: Double, frameInterval: Double) -> Double? {
        let n = min(6, times.count)
        guard n >= 3 else { return nil }
        let t = Array(times.prefix(n)), x = Array(xs.prefix(n)), y = Array(ys.prefix(n))
        let first = t[0]
        let gap = first - launchTime
        guard gap > 0, gap <= 0.35 else { return nil }
        let degree = n >= 5 ? 2 : 1
        guard let fx = Polynomial.fit(t, x, degree: degree, origin: first),
              let fy = Polynomial.fit(t, y, degree: degree, origin: first) else { return nil }
        let lower = min(launchTime - 3 * frameInterval, first), upper = first
        func distance(_ time: Double) -> Double { hypot(fx(time) - spot.x, fy(time) - spot.y) }
        var best = (time: upper, distance: distance(upper))
        let steps = 200
        for k in 0...steps {
            let time = lower + (upper - lower) * Double(k) / Double(steps)
            let d = distance(time)
            if d < best.distance { best = (time, d) }
        }
        let travelled = hypot(x[0] - spot.x, y[0] - spot.y)
        let allowed = max(4 * spotRadius, 0.25 * travelled)
        return best.distance <= allowed ? best.time : nil
    }
}
