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
        guard let (along, length) = alongLastTwoSteps(point.position) else { return false }
        return along < Self.leastHeadway * length / 2 - 0.5
    }

    /// How far `position` lies on from the last point along the last two steps, pixels, and
    /// how long those two steps are together; nil below three points or while the two steps
    /// are no clear move (`clearStep`).
    func alongLastTwoSteps(_ position: PixelPoint) -> (along: Double, length: Double)? {
        guard count >= 3 else { return nil }
        let from = points[count - 3].position, to = last.position
        let dx = to.x - from.x, dy = to.y - from.y, length = hypot(dx, dy)
        guard length > Self.clearStep else { return nil }
        return (((position.x - to.x) * dx + (position.y - to.y) * dy) / length, length)
    }
}
