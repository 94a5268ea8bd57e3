import Foundation

/// When a flight left its rest spot, judged from the flight's first positions.
///
/// The flight must begin within 0.35 s of the launch the spot saw, and its first
/// positions, run backwards, must pass near the spot (within a quarter of the way to
/// the first position, and at least a few ball radii) no earlier than a frame before that
/// launch. The moment they pass closest is the departure. The spot alone tends to say too
/// early: the club can hide the ball a frame or two before impact.
///
/// Run backwards on the perspective model of a flight (`FlightModel`) when the first
/// eight positions fit one (a stray one aside): a ball hit away from the camera is far
/// faster in the picture just after impact than a quadratic through its first positions
/// says, and the quadratic, reaching the spot too slowly, puts the departure a frame or
/// two early.
/// Otherwise on a quadratic through the first six.
enum LaunchDeparture {
    /// A departure and the flight run back to it.
    struct RunBack {
        /// When the flight passed closest to the spot.
        var time: Double
        /// Where the run-back flight is at a time between `time` and its first position
        /// (nil where its model means nothing).
        var position: (Double) -> (x: Double, y: Double)?
        /// Whether it passes over the spot itself (within its radius), not only within the
        /// few radii or the quarter of the way out that a departure is allowed.
        var close: Bool
    }

    /// Positions in any units equal along both axes; the spot in the same units.
    static func departure(times: [Double], xs: [Double], ys: [Double], spot: (x: Double, y: Double),
                          spotRadius: Double, launchTime: Double, frameInterval: Double) -> Double? {
        runBack(times: times, xs: xs, ys: ys, spot: spot, spotRadius: spotRadius, launchTime: launchTime,
                frameInterval: frameInterval)?.time
    }

    /// Counts of first positions the perspective model is fitted to, longest first.
    static let modelledCounts = [16, 12, 8]
    /// Positions of eight or more (past the first three) the model may leave out.
    static let strayPositionsAllowed = 1
    /// Pixels of robust scale under which the model counts as following the first positions.
    /// A streak's centre just after impact is measured to a pixel or so, and the quadratic
    /// used instead runs the ball back far too slowly: drive 751's first eight positions fit
    /// within 1.08 px, and the quadratic dated its departure 1.29 frames early, 38 px off
    /// the ball at the first frame after impact.
    static let largestModelSigma = 1.5

    /// The perspective model of the most first positions (of `modelledCounts`, or all of them
    /// when fewer than the least of those) that it follows closely: a few frames just after
    /// impact hardly say how fast the ball recedes, and a model of them alone can have it
    /// coming closer (running back, it then creeps up to the spot too late). Of eight or more,
    /// one stray position past the first three is let be: the model gives it no say, and a
    /// speck taken for a ball too faint to show whole is often a pixel or two off.
    private static func flightModel(times: [Double], xs: [Double], ys: [Double]) -> FlightModel? {
        let available = modelledCounts.filter { $0 <= times.count }
        for m in available.isEmpty ? [times.count] : available {
            if let model = FlightModel(times: Array(times.prefix(m)), xs: Array(xs.prefix(m)), ys: Array(ys.prefix(m))),
               model.sigma < Self.largestModelSigma, model.inliers.prefix(3).allSatisfy({ $0 }),
               model.inliers.filter({ !$0 }).count <= (m >= 8 ? Self.strayPositionsAllowed : 0) {
                return model
            }
        }
        return nil
    }

    /// Least depth (`FlightModel.depth`) at which a run-back model still means something: as
    /// the depth nears zero, so does the model's denominator.
    static let meaningfulDepth = 0.2

    /// Where `model` puts the ball at a time, where it means something (nil elsewhere).
    static func positions(of model: FlightModel) -> (Double) -> (x: Double, y: Double)? {
        { time in
            guard model.depth(at: time) > meaningfulDepth else { return nil }
            let p = model.position(at: time)
            return (p.x, p.y)
        }
    }

    /// The departure (see `departure`) with the run-back flight that found it.
    static func runBack(times: [Double], xs: [Double], ys: [Double], spot: (x: Double, y: Double),
                        spotRadius: Double, launchTime: Double, frameInterval: Double) -> RunBack? {
        let n = min(6, times.count)
        guard n >= 3 else { return nil }
        let t = Array(times.prefix(n)), x = Array(xs.prefix(n)), y = Array(ys.prefix(n))
        let first = t[0]
        let gap = first - launchTime
        guard gap > 0, gap <= 0.35 else { return nil }
        let position: (Double) -> (x: Double, y: Double)?
        if let model = flightModel(times: times, xs: xs, ys: ys) {
            position = positions(of: model)
        } else {
            let degree = n >= 5 ? 2 : 1
            guard let fx = Polynomial.fit(t, x, degree: degree, origin: first),
                  let fy = Polynomial.fit(t, y, degree: degree, origin: first) else { return nil }
            position = { time in (fx(time), fy(time)) }
        }
        // The watch saw the ball at its spot until half a frame before the launch it dates: a
        // flight that runs back to the spot earlier than a frame before that left some other
        // time (clutter, or the club's follow-through seen a frame too soon).
        let lower = min(launchTime - frameInterval, first), upper = first
        func distance(_ time: Double) -> Double? {
            position(time).map { hypot($0.x - spot.x, $0.y - spot.y) }
        }
        guard let atFirst = distance(upper) else { return nil }
        var best = (time: upper, distance: atFirst)
        let steps = 200
        for k in 0...steps {
            let time = lower + (upper - lower) * Double(k) / Double(steps)
            if let d = distance(time), d < best.distance { best = (time, d) }
        }
        let travelled = hypot(x[0] - spot.x, y[0] - spot.y)
        let allowed = max(4 * spotRadius, 0.25 * travelled)
        guard best.distance <= allowed else { return nil }
        return RunBack(time: best.time, position: position, close: best.distance <= spotRadius)
    }
}
