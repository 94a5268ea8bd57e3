import Foundation

/// Whether a track leaves a rest spot too slowly for a struck ball: a bird hovering in the
/// sky, taken for a ball at rest, drifting off.
///
/// A club sends even a chip off at several metres a second; in the picture that is hundreds
/// of ball radii a second, however the shot is seen (the slowest first steps in the project's
/// sets are 400 radii a second, a chip seen side on). The test takes the first `window`
/// points after the launch and asks for `minimumSpeed` radii a second of the spot's ball along
/// them (seed 449's chip: a bird gliding at 25 radii a second from where it had hung still
/// was drawn as a shot).
enum SlowDeparture {
    /// First points judged.
    static let window = 4
    /// Slowest departure a ball may make, in radii of the ball at rest a second.
    static let minimumSpeed = 60.0

    /// Whether `points` (in time order, the first after the launch) move off at under
    /// `minimumSpeed` radii of `spotRadius` pixels a second.
    static func isTooSlow(_ points: ArraySlice<TrackPoint>, spotRadius: Double) -> Bool {
        let first = Array(points.prefix(window))
        guard first.count >= 2, let start = first.first, let end = first.last, end.time > start.time else { return false }
        var length = 0.0
        for (a, b) in zip(first, first.dropFirst()) {
            length += hypot(b.position.x - a.position.x, b.position.y - a.position.y)
        }
        return length / (end.time - start.time) < minimumSpeed * max(1, spotRadius)
    }
}
