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

    /// Whether `model`, of a track's last twelve points (at least `minimumPoints`), follows
    /// them closely enough to coast on.
    static func follows(_ model: FlightModel) -> Bool {
        model.sigma <= maximumSigma
    }

    /// The position at `time` on `model` (of points ending with `last`) and the gate; nil once
    /// the model's depth has run out.
    static func predict(_ model: FlightModel, after last: TrackPoint, at time: Double, radius: Double)
        -> (center: PixelPoint, gate: Double)? {
        guard 1 + model.c * (time - model.origin) > 0.05 else { return nil }
        let from = model.position(at: last.time)
        let to = model.position(at: time)
        let travel = hypot(to.x - from.x, to.y - from.y)
        return (to, 3 + radius + 3 * model.sigma + travelShare * travel)
    }
}
