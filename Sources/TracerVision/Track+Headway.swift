import Foundation

extension Track {
    /// The least a point must move on from the last one, along the last two steps, as a
    /// fraction of one of those steps, to be where the ball went.
    static let leastHeadway = 0.25

    /// Whether `point` fails to move on from the last point along the last two steps by
    /// `leastHeadway` of a step (less half a pixel for the blob centre's noise), while those
    /// steps are a clear move: a ball slowing as it flies away still moves on every frame, a
    /// speck it has just passed, or beside it, does not.
    func makesNoHeadway(_ point: TrackPoint) -> Bool {
        guard count >= 3 else { return false }
        let from = points[count - 3].position, to = last.position
        let dx = to.x - from.x, dy = to.y - from.y, length = hypot(dx, dy)
        guard length > Self.clearStep else { return false }
        let along = ((point.position.x - to.x) * dx + (point.position.y - to.y) * dy) / length
        return along < Self.leastHeadway * length / 2 - 0.5
    }
}
