import Foundation

/// Whether a track speeds up as it moves away from a rest spot: what the club or the hands
/// do, never a ball.
///
/// A ball is fastest as it leaves the spot: drag, and in a shot seen from behind the
/// distance, only slow it in the picture from then on. The club's follow-through, or the
/// hands, can start from the spot too, and while the club hides the ball at impact their
/// track may leave a frame or more before the ball's does, so the earliest flight from a
/// launch is not always the ball. Theirs gathers speed as it goes. The test fits the
/// distance from the spot over the first `window` points (those within a frame or two of
/// `window` frames), as a quadratic in time, and compares the speed at their end with the
/// speed at their start.
enum SpeedUpFromSpot {
    /// First points judged.
    static let window = 8
    /// Fewest points judged.
    static let minimumPoints = 6
    /// The end speed must exceed the start speed this many times over...
    static let ratio = 1.25
    /// ...and by this many pixels a frame.
    static let margin = 2.0

    /// Whether `points` (in time order, the first after the launch) speed up away from `spot`.
    static func speedsUp(_ points: ArraySlice<TrackPoint>, from spot: PixelPoint, frameInterval: Double) -> Bool {
        guard let start = points.first?.time else { return false }
        let first = Array(points.prefix(window).prefix { $0.time <= start + Double(window + 1) * frameInterval })
        guard first.count >= minimumPoints, let end = first.last?.time, end > start,
              let fit = Polynomial.fit(first.map(\.time),
                                       first.map { hypot($0.position.x - spot.x, $0.position.y - spot.y) },
                                       degree: 2, origin: start) else { return false }
        let startSpeed = fit.derivative(at: start), endSpeed = fit.derivative(at: end)
        return endSpeed > ratio * max(0, startSpeed) + margin / frameInterval
    }
}
