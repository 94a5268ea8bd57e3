import Foundation

/// A mover still in sight after its track was lost, flying on along the straight line and
/// at the speed of its last points: a bird, which a track predicted under gravity lets go
/// while it flies on, not a ball. A ball is lost when it fades or goes behind something,
/// and does not show again along a straight line frame after frame.
enum FlewOnStraight {
    /// Seconds of the track's last points the straight flight is fitted to.
    static let fittedSpan = 0.3
    /// How far from the straight flight a candidate may lie, pixels (plus its radius).
    static let tolerance = 3.0
    /// Later frames the mover must be seen in, and the share of them.
    static let minimumFrames = 4
    static let minimumShare = 0.6

    /// Why `track` was no ball (nil when nothing flew on): the later frames' candidates
    /// (`laterFrames`, oldest first; those after the track's last point are read) show its
    /// mover flying on straight.
    static func verdict(on track: Track, laterFrames: [(time: Double, points: [TrackPoint])]) -> String? {
        let last = track.last.time
        let fitted = track.points.filter { $0.time >= last - fittedSpan }
        guard fitted.count >= 4, let (x, y) = Polynomial.fitPath(fitted, degree: 1, origin: last) else { return nil }
        let later = laterFrames.filter { $0.time > last + 1e-9 }
        let seen = later.filter { frame in
            let expected = PixelPoint(x: x(frame.time), y: y(frame.time))
            return frame.points.contains {
                hypot($0.position.x - expected.x, $0.position.y - expected.y) <= tolerance + $0.radius
            }
        }.count
        guard seen >= minimumFrames, Double(seen) >= minimumShare * Double(later.count) else { return nil }
        return "flies on in a straight line, seen in \(seen) of \(later.count) frames after it was lost (a bird)"
    }
}
