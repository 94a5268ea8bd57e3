import Foundation

/// Where a young flight's ball is after it has been missed for a few frames (behind a
/// cloud, too faint), and how far from there it may be found.
///
/// A quadratic in time through the last points is fine from one frame to the next, but run
/// on across a gap it goes astray: a ball flying away from the camera slows fast in the
/// picture, and the quadratic soon turns it round. The perspective flight model
/// (`FlightModel`) follows such a flight, so it is run across the gap instead, and the
/// gate grows with how far the model says the ball went rather than with the misses alone:
/// a mover elsewhere in the picture (a bird, the edge of a cloud) is then out of reach.
enum CoastPrediction {
    /// Fewest points to run a flight model across a gap.
    static let minimumPoints = 6
    /// Largest residual of the model (pixels per coordinate) for its prediction to be trusted.
    static let maximumSigma = 1.5
    /// Share of the predicted travel across the gap allowed as error.
    static let travelShare = 0.3
    /// Most the ball's mean speed across the gap may exceed the model's speed at the last
    /// point by, once a confirmed flight has been followed for `settledSpan`: by then the ball
    /// keeps its pace in the picture or slows, and a model bent by a stray point that sends
    /// it off faster runs far off course in a few frames. (Just after impact a model may
    /// rightly have the ball speed up: perspective, at 240 fps.)
    static let largestSpeedUp = 1.5
    /// Seconds a confirmed flight is followed for before `largestSpeedUp` holds.
    static let settledSpan = 0.4

    /// Whether `model`, of a track's last twelve points (at least `minimumPoints`), follows
    /// them closely enough to coast on.
    static func follows(_ model: FlightModel) -> Bool {
        model.sigma <= maximumSigma
    }

    /// The position at `time` on `model` (of points ending with `last`) and the gate; nil once
    /// the model's depth has run out or it brings the ball a fifth or more closer to the camera
    /// across the gap (`FlightModel.plungesTowardsCamera`: a model of a few noisy points near
    /// its pole, which runs the ball back the way it came; `CoastPlungeTests`), or when it has
    /// the ball speed up past `largestSpeedUp` and `confirmedFor` (seconds a confirmed flight
    /// has been followed, from its first point; 0 when not confirmed) is `settledSpan` or more.
    /// The track then predicts from its recent motion instead.
    static func predict(_ model: FlightModel, after last: TrackPoint, at time: Double, radius: Double,
                        confirmedFor: Double) -> (center: PixelPoint, gate: Double)? {
        guard model.depth(at: time) > 0.05, !model.plungesTowardsCamera(from: last.time, to: time) else { return nil }
        let from = model.position(at: last.time)
        let to = model.position(at: time)
        let travel = hypot(to.x - from.x, to.y - from.y)
        let velocity = model.velocity(at: last.time)
        let speed = hypot(velocity.x, velocity.y)
        if confirmedFor >= settledSpan, time > last.time {
            guard travel / (time - last.time) <= largestSpeedUp * speed else { return nil }
        }
        // A model that turns the ball round across the gap (near the apex) is least sure when:
        // the gate grows as far as the ball would have gone on at its last speed.
        let later = model.velocity(at: time)
        let turnsRound = later.x * velocity.x + later.y * velocity.y < 0
        let reach = turnsRound ? max(travel, speed * max(0, time - last.time)) : travel
        return (to, gate(radius: radius, sigma: model.sigma, travel: reach))
    }

    /// How far from where a coast puts the ball it may be found: with the ball's radius, the
    /// spread of the points it was read from (pixels per coordinate) and its travel since.
    static func gate(radius: Double, sigma: Double, travel: Double) -> Double {
        3 + radius + 3 * sigma + travelShare * travel
    }
}
