import Foundation

/// A launched flight crossing another mover: which of its points were the other's.
extension TrajectoryFitter {
    /// Fewest points of a young track for it to count as another mover the flight may cross.
    static let otherMoverMinimumPoints = 5

    /// Marks the new last point of `flight`, a flight that left a launch, as another mover's
    /// (`Track.lastPointFromAnotherMover`) when it lies off the flight's course
    /// (`Track.courseBeforeOffLastPoint`) and within the gate of a young track of
    /// `otherMoverMinimumPoints` or more (`movers`, with where each predicted its next point):
    /// the flight's next prediction then keeps to its course. A point off the course that no
    /// other mover was headed for is the ball's own noise (a blob smeared by the codec or by
    /// sensor noise), and steers the flight as before: kept to its course past every such
    /// point, 10 of 546 cached clips lost a shot or a target; past the golfer's and the club's
    /// confirmed tracks' too, the hevc10 drive of `SampleVideos/` with sensor noise was lost.
    func markTakenFromAnotherMover(_ flight: Track, movers: [(track: Track, reach: (center: PixelPoint, gate: Double))]) {
        // The cheap tests first: this runs for every confirmed flight that grows, every frame,
        // and the course is a flight model fitted afresh for each new point.
        let taken = flight.last.position
        flight.lastPointFromAnotherMover = claimsLaunch(flight)
            && movers.contains { mover in
                mover.track !== flight
                    && hypot(taken.x - mover.reach.center.x, taken.y - mover.reach.center.y) <= mover.reach.gate
            }
            && flight.courseBeforeOffLastPoint() != nil
    }

    /// Drops `flight`'s last point, marked another mover's (`Track.lastPointFromAnotherMover`),
    /// when one of this frame's `points` lies on the course before it (`Track.courseBeforeOffLastPoint`):
    /// within `offLastPointMinimum` pixels and its own radius of it, or ahead along it by up to
    /// half the way the course runs since the last point before the mover's (the course may
    /// slow the ball more than it did: held-out 1249's first two_shots ball, seen again 4.2 px
    /// ahead of it two frames after a bird took its place). The ball is back where the flight
    /// was going, so the blob was the other mover's, and without it the flight's motion and
    /// the tests of what breaks from it are read from the ball's own points.
    func dropPointFromAnotherMover(of flight: Track, ifBallOnCourseAmong points: [TrackPoint], at time: Double) {
        guard flight.lastPointFromAnotherMover, flight.canDropLast, let course = flight.courseBeforeOffLastPoint(),
              course.depth(at: time) > 0.05 else { return }
        let expected = course.position(at: time), before = flight.points[flight.count - 2].position
        let run = hypot(expected.x - before.x, expected.y - before.y)
        guard run > 0 else { return }
        let axis = (x: (expected.x - before.x) / run, y: (expected.y - before.y) / run)
        guard points.contains(where: { p in
            let reach = Track.offLastPointMinimum + p.radius
            let dx = p.position.x - expected.x, dy = p.position.y - expected.y
            let along = dx * axis.x + dy * axis.y, across = dy * axis.x - dx * axis.y
            return along > 0
                ? hypot(along / (reach + 0.5 * run), across / reach) <= 1
                : hypot(along, across) <= reach
        }) else { return }
        flight.removeLastPoints(1)
    }
}
