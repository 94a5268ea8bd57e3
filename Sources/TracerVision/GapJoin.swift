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
    /// The joint model is fitted to each piece's twelve points nearest the gap, or to all
    /// its points within this many seconds of the gap when those are more: at 240 fps twelve
    /// points span 50 ms, two nearly straight strokes a flight model can join to anything
    /// near (seed 353's iron: a club coming down 0.4 s after the ball was lost).
    static let pieceSpan = 0.2
    static let pieceCount = 12
    /// Largest robust residual of the joint model, pixels per coordinate.
    static let maximumSigma = 1.2
    /// Fewest pixels a young piece must travel from its first point to its last to be joined
    /// as a flight's: a blob wandering about one place fits the far end of a flight flying away
    /// from the camera, which hardly moves in the picture.
    static let minimumTravel = 8.0
    /// Longest gap, seconds, across which a later piece that hardly moves (under `minimumTravel`)
    /// may continue a flight: it gives the joint model a place, not a motion, and a flight
    /// flying away from the camera, run on long enough, nears any place ahead of it (seed 421's
    /// practice swing: the club's follow-through joined to a blob wandering about one spot 27
    /// frames later; the far ends of drives seen again 7 and 12 frames after a cloud, barely
    /// moving, in seeds 41 and 97).
    static let stillPieceGap = 0.3
    /// Fewest share of each piece's points the joint model must follow.
    static let minimumInlierShare = 0.75

    /// Whether `later` (its points after the gap) continues `earlier` (at least `fewestEarlier`
    /// points) across a gap of at most `maximumGap` seconds.
    static func joins(earlier: [TrackPoint], later: [TrackPoint], maximumGap: Double,
                      fewestEarlier: Int = minimumEarlier) -> Bool {
        jointModel(earlier: earlier, later: later, maximumGap: maximumGap, fewestEarlier: fewestEarlier) != nil
    }

    /// The one flight model that follows `earlier` and `later` across their gap (`joins`), fitted
    /// to `lastPiece(of: earlier)` followed by `firstPiece(of: later)`; nil when they are not one flight.
    static func jointModel(earlier: [TrackPoint], later: [TrackPoint], maximumGap: Double,
                           fewestEarlier: Int = minimumEarlier) -> FlightModel? {
        guard earlier.count >= fewestEarlier, later.count >= minimumLater,
              let end = earlier.last, let start = later.first else { return nil }
        let gap = start.time - end.time
        guard gap > 0, gap <= maximumGap else { return nil }
        let before = lastPiece(of: earlier), after = firstPiece(of: later)
        guard let model = FlightModel(points: before + after), model.sigma <= maximumSigma else { return nil }
        let inBefore = model.inliers.prefix(before.count).filter { $0 }.count
        let inAfter = model.inliers.suffix(after.count).filter { $0 }.count
        guard Double(inBefore) >= minimumInlierShare * Double(before.count)
            && Double(inAfter) >= minimumInlierShare * Double(after.count)
            && inAfter >= minimumLater else { return nil }
        return model
    }

    /// Farthest a candidate inside the gap may lie from the joint model, pixels, beyond the
    /// model's own residual scale (twice it) and the candidate's radius.
    static let fillReach = 1.5

    /// The candidates of `frames` between the end of `earlier` and the start of `later` that
    /// the joint model of the two follows, the nearest in each frame, in time order: the ball
    /// was often seen in the gap, its candidates taken by young tracks of clutter that each
    /// held it for a frame or two, and drawing the flight straight across them would cut the
    /// corner of its curve (seed 233's first shot: seven frames, 11 px off).
    static func gapPoints(earlier: [TrackPoint], later: [TrackPoint],
                          frames: [(time: Double, points: [TrackPoint])]) -> [TrackPoint] {
        guard let end = earlier.last, let start = later.first else { return [] }
        let before = lastPiece(of: earlier), after = firstPiece(of: later)
        guard let model = FlightModel(points: before + after), model.sigma <= maximumSigma else { return [] }
        var found: [TrackPoint] = []
        for frame in frames where frame.time > end.time + 1e-9 && frame.time < start.time - 1e-9 {
            let expected = model.position(at: frame.time)
            let nearest = frame.points.map { p in
                (point: p, off: hypot(p.position.x - expected.x, p.position.y - expected.y))
            }.min { $0.off < $1.off }
            if let nearest, nearest.off <= fillReach + 2 * model.sigma + nearest.point.radius {
                found.append(nearest.point)
            }
        }
        return found
    }

    /// The points of `earlier` the joint model is fitted to: those within `pieceSpan` of its
    /// end (twelve at 60 fps), or its last `pieceCount` when more.
    static func lastPiece(of earlier: [TrackPoint]) -> [TrackPoint] {
        guard let end = earlier.last else { return [] }
        let recent = earlier.filter { $0.time > end.time - pieceSpan + 1e-9 }
        return recent.count > pieceCount ? recent : Array(earlier.suffix(pieceCount))
    }

    /// The points of `later` the joint model is fitted to, as `lastPiece` from its start.
    static func firstPiece(of later: [TrackPoint]) -> [TrackPoint] {
        guard let start = later.first else { return [] }
        let early = later.filter { $0.time < start.time + pieceSpan - 1e-9 }
        return early.count > pieceCount ? early : Array(later.prefix(pieceCount))
    }
}
