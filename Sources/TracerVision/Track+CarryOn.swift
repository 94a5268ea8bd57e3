import Foundation

extension Track {
    /// `predicted`, for a confirmed flight, unless it lies back against both last steps while
    /// they are clear moves: then the last steps carried on, slowing as they slowed. A ball
    /// turns back only through a standstill (at its apex its steps shrink first), but a
    /// quadratic through a ball flying away, slowing as it recedes, turns back at once: across
    /// a gap (seed 433's second two_shots ball: predicted 7 px back down from its last point,
    /// it went to a new track), or in plain sight when the camera shakes too much for the
    /// flight model to follow the points (seed 53's hevc10: predicted 14 px back, the track
    /// took faint clutter 4 px from there and lost the ball at frame 70).
    func carryingOn(_ predicted: PixelPoint, at time: Double, noise: Double) -> PixelPoint {
        guard state == .confirmed, count >= 3 else { return predicted }
        let p0 = points[count - 3], p1 = points[count - 2], p2 = last
        let interval = p2.time - p1.time, earlier = p1.time - p0.time
        guard interval > 0, earlier > 0 else { return predicted }
        let stepX = p2.position.x - p1.position.x, stepY = p2.position.y - p1.position.y
        let earlierX = p1.position.x - p0.position.x, earlierY = p1.position.y - p0.position.y
        let backX = predicted.x - p2.position.x, backY = predicted.y - p2.position.y
        // Both last steps clear moves, and the prediction back against each, farther than the last.
        guard min(hypot(stepX, stepY), hypot(earlierX, earlierY)) > max(Self.clearStep, noise),
              backX * stepX + backY * stepY < 0, backX * earlierX + backY * earlierY < 0,
              hypot(backX, backY) > hypot(stepX, stepY)
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
}
