import Foundation

/// The contrast sign a flight keeps: that of nine in ten of its signed points, when it has
/// eight or more. A ball crossing a cloud may turn darker than it for a frame or two; a track
/// that flips more often than that holds no one sign.
enum SteadySign {
    /// Fewest signed points for a sign to be told.
    static let fewestSigned = 8

    /// The sign nine in ten of `points`' signed points share; nil when fewer than
    /// `fewestSigned` are signed or neither sign holds so many.
    static func of(_ points: some Sequence<TrackPoint>) -> Polarity? {
        let signs = points.compactMap(\.polarity)
        guard signs.count >= fewestSigned else { return nil }
        let brighter = signs.filter { $0 == .brighter }.count
        if 10 * brighter >= 9 * signs.count { return .brighter }
        if 10 * (signs.count - brighter) >= 9 * signs.count { return .darker }
        return nil
    }
}
