import Foundation

/// Where a track's ball was before its first point, for looking back from a newly
/// confirmed flight into the frames before it.
enum BackwardStep {
    /// How many first points the run back is taken from when they fit one flight.
    static let modelledPoints = 10

    /// Where the track's first points put the ball at `time` (before them): the perspective
    /// flight model of the first ten when it follows them (one stray point allowed), else
    /// the first four's steps run back.
    static func position(of points: [TrackPoint], at time: Double) -> PixelPoint? {
        if let model = model(of: points), model.inliers.filter({ !$0 }).count <= 1,
           1 + model.c * (time - model.origin) > 0.25 {
            return model.position(at: time)
        }
        return stepsRunBack(of: points, at: time)
    }

    /// Whether the first point is clutter the track took up as it began: the flight model
    /// of the nine points after it follows them all and misses it by more than its noise
    /// and the ball's radius allow.
    static func isStrayFirstPoint(of points: [TrackPoint]) -> Bool {
        guard points.count >= 8, let first = points.first,
              let model = model(of: Array(points.dropFirst())), !model.inliers.contains(false) else { return false }
        let predicted = model.position(at: first.time)
        let miss = hypot(first.position.x - predicted.x, first.position.y - predicted.y)
        return miss > max(2 + first.radius, 8 * model.sigma)
    }

    private static func model(of points: [TrackPoint]) -> FlightModel? {
        guard let model = FlightModel(points: Array(points.prefix(modelledPoints))), model.sigma < 1 else { return nil }
        return model
    }

    /// The velocity over the first four points' first step, turned and scaled per unit time
    /// as it turned and scaled from their last step to their first.
    static func stepsRunBack(of points: [TrackPoint], at time: Double) -> PixelPoint? {
        guard points.count >= 4 else { return nil }
        let p = Array(points.prefix(4))
        func velocity(_ a: TrackPoint, _ b: TrackPoint) -> (x: Double, y: Double, dt: Double)? {
            let dt = b.time - a.time
            guard dt > 0 else { return nil }
            return ((b.position.x - a.position.x) / dt, (b.position.y - a.position.y) / dt, dt)
        }
        guard let early = velocity(p[0], p[1]), let late = velocity(p[2], p[3]) else { return nil }
        let speedEarly = hypot(early.x, early.y), speedLate = hypot(late.x, late.y)
        guard speedEarly > 1e-6, speedLate > 1e-6 else { return nil }
        // Per second between the two steps' midpoints: growth (log ratio) and turn (radians).
        let span = 0.5 * (p[2].time + p[3].time) - 0.5 * (p[0].time + p[1].time)
        guard span > 0 else { return nil }
        let growth = max(-3, min(3, log(speedEarly / speedLate))) / span
        var turn = atan2(early.y, early.x) - atan2(late.y, late.x)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        turn /= span
        // Integrate the backwards motion from the first step's midpoint to `time`.
        let back = 0.5 * (p[0].time + p[1].time) - time
        guard back > 0 else { return nil }
        let angle = atan2(early.y, early.x)
        var x = 0.5 * (p[0].position.x + p[1].position.x), y = 0.5 * (p[0].position.y + p[1].position.y)
        let slices = 8
        for k in 0..<slices {
            let s = back * (Double(k) + 0.5) / Double(slices)
            let speed = speedEarly * exp(growth * s)
            let heading = angle + turn * s
            x -= speed * cos(heading) * back / Double(slices)
            y -= speed * sin(heading) * back / Double(slices)
        }
        return PixelPoint(x: x, y: y)
    }
}
