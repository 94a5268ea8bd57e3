import Foundation

/// Whether a track moved off a ball's rest spot before the ball left it.
///
/// While the ball lies at rest nothing of it flies: a track with a blob away from the rest
/// spot more than a frame before the launch (the club coming through, the golfer's hands)
/// is not that ball's flight, however ball-like its path afterwards, and must not take the
/// launch from the ball's own track. Blobs on the spot before the launch are the ball still
/// at rest. The frame of slack is the launch time's own uncertainty (it lies half-way
/// between the last frame with the ball on its spot and the first without), as in
/// `TracerPathBuilder`, which drops flights that start earlier.
enum RestBeforeLaunch {
    /// How far from its spot, in ball radii plus pixels, a ball at rest may be seen.
    static let reachInRadii = 2.0
    static let reachSlack = 2.0

    /// Whether `point` lies on `spot` (display pixels, stabilised), as a ball at rest there is seen.
    static func lies(_ point: TrackPoint, on spot: PixelPoint, spotRadius: Double) -> Bool {
        hypot(point.position.x - spot.x, point.position.y - spot.y) <= reachInRadii * spotRadius + reachSlack
    }

    /// Whether any of `points` lies off `spot` (display pixels, stabilised) more than
    /// `frameInterval` before `launchTime`; `spotRadius` is the resting ball's radius, pixels.
    static func movedBefore(_ launchTime: Double, spot: PixelPoint, spotRadius: Double,
                            _ points: [TrackPoint], _ frameInterval: Double) -> Bool {
        points.contains { $0.time < launchTime - frameInterval && !lies($0, on: spot, spotRadius: spotRadius) }
    }
}
