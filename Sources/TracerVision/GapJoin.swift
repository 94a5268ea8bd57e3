import Foundation

/// Whether a young track found after a gap continues a young track lost before it: the
/// ball passed behind a cloud or grew too faint for a few frames before either piece had
/// the points to be confirmed on its own.
///
/// Neither end can be run across the gap on its own: a ball flying away from the camera
/// slows fast in the picture, so a quadratic from the earlier piece overshoots and one from
/// the later piece falls short. Both pieces are one flight when one perspective flight
/// model (`FlightModel`) follows them together, nearly every point of each within a pixel
/// or so; two movers that merely pass near each other do not fit one such curve.
enum GapJoin {
    /// Fewest points of the earlier piece, and of the later one.
    static let minimumEarlier = 6
    static let minimumLater = 4
    /// Largest robust residual of the joint model, pixels per coordinate.
    static let maximumSigma = 1.2
    /// Fewest share of each piece's points the joint model must follow.
    static let minimumInlierShare = 0.75

    /// Whether `later` (its points after the gap) continues `earlier` (at least `fewestEarlier`
    /// points) across a gap of at most `maximumGap` seconds.
    static func joins(earlier: [TrackPoint], later: [TrackPoint], maximumGap: Double,
                      fewestEarlier: Int = minimumEarlier) -> Bool {
        guard earlier.count >= fewestEarlier, later.count >= minimumLater,
              let end = earlier.last, let start = later.first else { return false }
        let gap = start.time - end.time
        guard gap > 0, gap <= maximumGap else { return false }
        let before = Array(earlier.suffix(12)), after = Array(later.prefix(12))
        guard let model = FlightModel(points: before + after), model.sigma <= maximumSigma else { return false }
        let inBefore = model.inliers.prefix(before.count).filter { $0 }.count
        let inAfter = model.inliers.suffix(after.count).filter { $0 }.count
        return Double(inBefore) >= minimumInlierShare * Double(before.count)
            && Double(inAfter) >= minimumInlierShare * Double(after.count)
            && inAfter >= minimumLater
    }
}
