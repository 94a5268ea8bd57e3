import Foundation

extension Track {
    /// `predicted`, for a confirmed flight whose recent points span a gap, unless it lies back
    /// against both last steps while they are clear moves: then the last steps carried on,
    /// slowing as they slowed. A ball turns back only through a standstill (at its apex its
    /// steps shrink first), but a quadratic through a ball that slowed across a gap, as one
    /// flying away does, turns back at once (seed 433's second two_shots ball: predicted 7 px
    /// back down from its last point, it went to a new track).
    func carryingOn(_ predicted: PixelPoint, at time: Double, noise: Double) -> PixelPoint {
        guard state == .confirmed, count >= 3 else { return predicted }
        let p0 = points[count - 3], p1 = points[count - 2], p2 = last
        let interval = p2.time - p1.time, earlier = p1.time - p0.time
        guard interval > 0, earlier > 0 else { return predicted }
        let stepX = p2.position.x - p1.position.x, stepY = p2.position.y - p1.position.y
        let earlierX = p1.position.x - p0.position.x, earlierY = p1.position.y - p0.position.y
        let backX = predicted.x - p2.position.x, backY = predicted.y - p2.position.y
        // Both last steps clear moves, and the prediction back against each, farther than the last
        // (before the gap test, which reads the whole tail: most predictions stop here).
        guard min(hypot(stepX, stepY), hypot(earlierX, earlierY)) > max(Self.clearStep, noise),
              backX * stepX + backY * stepY < 0, backX * earlierX + backY * earlierY < 0,
              hypot(backX, backY) > hypot(stepX, stepY),
              tailCrossesGap
        else { return predicted }
        // Speed decays by `decay` a second (never grows), read from the last two steps.
        let speed = hypot(stepX, stepY) / interval
        let speedBefore = hypot(earlierX, earlierY) / earlier
        let decay = speedBefore > speed ? log(speedBefore / speed) / (0.5 * (interval + earlier)) : 0
        let ahead = time - p2.time
        let travel = decay > 1e-9 ? (1 - exp(-decay * ahead)) / decay : ahead
        return PixelPoint(x: p2.position.x + stepX / interval * travel, y: p2.position.y + stepY / interval * travel)
    }

    /// For a confirmed flight whose last point is a blob below the detection threshold (as
    /// likely noise as the ball) and whose model, `predicted` for the next frame, turns the ball
    /// back against its last three steps by more than `noise`: the model of its recent points
    /// without that last one, when it follows them (nil otherwise). The perspective model bends
    /// to a last point taken a few pixels off where the fading ball was not seen, and then
    /// sends the ball back the way it came (seed 227's hevc10 at frame 79: 2 px
    /// back down from its last point, the ball 4 px on, lost to a new track).
    func flightBeforeTurnBack(to predicted: PixelPoint, noise: Double) -> FlightModel? {
        guard state == .confirmed, count >= 4, last.polarity == nil else { return nil }
        let p0 = points[count - 4], p3 = last
        let meanX = p3.position.x - p0.position.x, meanY = p3.position.y - p0.position.y
        let backX = predicted.x - p3.position.x, backY = predicted.y - p3.position.y
        guard backX * meanX + backY * meanY < 0, hypot(backX, backY) > max(1, noise),
              let before = FlightModel(points: Array(tail.dropLast())), before.followsEvery(atLeast: 8)
        else { return nil }
        return before
    }

    /// Shortest last step, pixels, that a prediction may not turn back against.
    static let clearStep = 2.0

    /// Whether `tail` spans a gap of two missed frames or more (its shortest step taken for a frame).
    private var tailCrossesGap: Bool {
        let steps = zip(tail, tail.dropFirst()).map { $1.time - $0.time }
        guard let frame = steps.min(), frame > 0 else { return false }
        return steps.contains { $0 > 2.5 * frame }
    }
}
