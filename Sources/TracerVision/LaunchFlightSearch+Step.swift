import Foundation

/// One frame's step of a flight `LaunchFlightSearch` follows.
extension LaunchFlightSearch {
    /// `hypothesis` moved on by `frame`: the candidate that continues it best, if any, unless
    /// the ball has gone unseen longer than `longestGap` (`longestModelledGap` once it has a
    /// flight model; it then ends).
    static func advance(_ hypothesis: inout Hypothesis, through frame: (time: Double, points: [TrackPoint])) {
        guard !hypothesis.ended else { return }
        let points = hypothesis.points
        let gap = hypothesis.model == nil ? longestGap : longestModelledGap
        if frame.time - points[points.count - 1].time > gap {
            hypothesis.ended = true
            return
        }
        if points.count < 6 {
            guard let pick = slowingStep(of: points, among: frame.points, at: frame.time) else { return }
            hypothesis.points.append(pick)
            if hypothesis.points.count == 6 { hypothesis.model = FlightModel(points: hypothesis.points) }
            return
        }
        guard let current = hypothesis.model,
              let pick = nearestToPrediction(of: points, model: current, among: frame.points, at: frame.time)
        else { return }
        // Clutter in the gate while the ball is unseen would bend the flight: a point the
        // flight model with it does not follow is left out.
        guard let next = FlightModel(points: points + [pick]), next.inliers[points.count] else { return }
        hypothesis.points.append(pick)
        hypothesis.model = next
    }

    /// The candidate a ball only just off its spot moved to: on along its last step and close
    /// to the line, slowing as a ball flying off does in the picture, each frame's step a
    /// steady fraction of the one before (its last two steps say which; from two points, anything
    /// down to a third).
    private static func slowingStep(of points: [TrackPoint], among candidates: [TrackPoint], at time: Double) -> TrackPoint? {
        let n = points.count
        let last = points[n - 1], previous = points[n - 2]
        // Steps are counted in units of the seed pair's spacing (one frame, or two when the
        // seed skipped one).
        let spacing = points[1].time - points[0].time
        func steps(over interval: Double) -> Double { max(1, (interval / spacing).rounded()) }
        func perFrame(_ a: TrackPoint, _ b: TrackPoint) -> (x: Double, y: Double) {
            let count = steps(over: b.time - a.time)
            return ((b.position.x - a.position.x) / count, (b.position.y - a.position.y) / count)
        }
        let step = perFrame(previous, last)
        let speed = hypot(step.x, step.y)
        guard speed > 0 else { return nil }
        let unit = (x: step.x / speed, y: step.y / speed)
        let frames = steps(over: time - last.time)
        var low: Double, high: Double
        if n >= 3 {
            let before = perFrame(points[n - 3], previous)
            let ratio = min(1.05, max(0.4, speed / max(1e-6, hypot(before.x, before.y))))
            var reach = 0.0, factor = 1.0
            for _ in 0..<Int(frames) { factor *= ratio; reach += speed * factor }
            low = 0.75 * reach - 1
            high = 1.25 * reach + 2
        } else {
            low = 0.3 * speed * frames
            high = 1.1 * speed * frames + 2
        }
        var pick: (across: Double, point: TrackPoint)?
        for p in candidates where p.isClear {
            let dx = p.position.x - last.position.x, dy = p.position.y - last.position.y
            let along = dx * unit.x + dy * unit.y, across = abs(dx * unit.y - dy * unit.x)
            guard along >= low, along <= high, across <= 2 + 0.1 * high else { continue }
            if across < (pick?.across ?? .infinity) { pick = (across, p) }
        }
        return pick?.point
    }

    /// The candidate nearest where `model` (the perspective flight model of `points`) puts the
    /// ball, inside a gate widening with the fit's spread and the time the ball has gone unseen.
    private static func nearestToPrediction(of points: [TrackPoint], model: FlightModel, among candidates: [TrackPoint],
                                            at time: Double) -> TrackPoint? {
        let last = points[points.count - 1], previous = points[points.count - 2]
        let unseen = time - last.time
        let speed = distance(last.position, previous.position) / max(1e-6, last.time - previous.time)
        guard model.depth(at: time) > LaunchDeparture.meaningfulDepth else { return nil }
        let widening = 0.04 * speed * unseen
        if let pick = nearest(predictedBy: model, at: time, widening: widening, among: candidates) { return pick }
        // Fitted to a few fast first frames, the model's u² terms can turn the ball back inside
        // a cloud it is crossing (seed 717's drive: 43 px off after nine unseen frames); where
        // it does, a ball flying on straight and steady in 3-D is the better guess.
        let heading = model.velocity(at: time)
        guard unseen > 1.5 * (last.time - previous.time),
              heading.x * (last.position.x - previous.position.x) + heading.y * (last.position.y - previous.position.y) < 0,
              let straight = FlightModel(points: points, straight: true),
              straight.depth(at: time) > LaunchDeparture.meaningfulDepth else { return nil }
        return nearest(predictedBy: straight, at: time, widening: widening, among: candidates)
    }

    /// The candidate nearest where `model` puts the ball at `time`, within 2 px, twice the
    /// fit's spread and `widening`.
    private static func nearest(predictedBy model: FlightModel, at time: Double, widening: Double,
                                among candidates: [TrackPoint]) -> TrackPoint? {
        let predicted = model.position(at: time), gate = 2 + 2 * model.sigma + widening
        var pick: (distance: Double, point: TrackPoint)?
        for p in candidates where p.score >= 0.5 {
            let d = distance(p.position, predicted)
            if d <= gate, d < (pick?.distance ?? .infinity) { pick = (d, p) }
        }
        return pick?.point
    }
}
