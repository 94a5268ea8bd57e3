import Foundation

extension Track {
    /// How far back against the flight's last two steps, pixels, a point may lie behind the
    /// last one and still be where the ball went (the blob's centre is noisy by that much).
    static let backwardAllowance = 1.0

    /// Whether `point` lies back behind the last point, against the direction of the last two
    /// steps, by more than `backwardAllowance`, while those steps are a clear move.
    func liesBehind(_ point: TrackPoint) -> Bool {
        guard count >= 3 else { return false }
        let from = points[count - 3].position, to = last.position
        let dx = to.x - from.x, dy = to.y - from.y, length = hypot(dx, dy)
        guard length > Self.clearStep else { return false }
        let along = ((point.position.x - to.x) * dx + (point.position.y - to.y) * dy) / length
        return along < -Self.backwardAllowance
    }
}
