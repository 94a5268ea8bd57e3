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
        guard flight.courseBeforeOffLastPoint() != nil, claimsLaunch(flight) else { return }
        let taken = flight.last.position
        flight.lastPointFromAnotherMover = movers.contains { mover in
            mover.track !== flight
                && hypot(taken.x - mover.reach.center.x, taken.y - mover.reach.center.y) <= mover.reach.gate
        }
    }
}
