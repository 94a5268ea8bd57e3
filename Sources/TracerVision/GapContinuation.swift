import Foundation

/// How a young track found after a gap continues an earlier young track: which of the
/// earlier one's points stand and how many of the later one's first points are left out.
///
/// A continuation begins after the piece it continues ends. A young track found after a
/// cloud often began on clutter before it took the ball up, and the earlier piece, coasting
/// on a prediction that overshoots a ball slowing in the picture, may take clutter of its own
/// meanwhile (seed 113's drive: the ball's track through frames 62–69 coasted past the cloud
/// and took a blob at frame 76; the track that took the ball up at frame 73 had begun on a
/// mover crossing from the left at frame 67). Up to `maximumLeadingStrays` of the later
/// track's first points are left out, the fewest that let one flight model (`GapJoin`) follow
/// both pieces with the later piece beginning on it, each of them off that flight; of the
/// earlier track, the points before the later piece begins stand, less up to two faint blobs
/// at their end that the flight leaves out (`faintEndOff`). Each piece must have travelled
/// `GapJoin.minimumTravel`.
struct GapContinuation {
    /// How many of the earlier track's first points stand.
    var earlierKept: Int
    /// How many of the later track's first points are left out.
    var leadingStrays: Int

    /// Most first points of a continuing track that may be left out as another mover's.
    static let maximumLeadingStrays = 3
    /// Fewest pixels between a point left out and every point of the flight kept.
    static let strayDistance = 10.0

    /// How `later` continues `earlier` across a gap of at most `maximumGap` seconds, crossed at
    /// no more than `maximumSpeed` pixels / s; nil when it does not.
    /// With `leavingOut`, only a continuation that leaves points of either track out is looked
    /// for, past a gap of a frame or more in both, with no point the two tracks share after it.
    static func find(earlier: [TrackPoint], later: [TrackPoint], frameInterval: Double, maximumSpeed: Double,
                     maximumGap: Double, leavingOut: Bool = false) -> GapContinuation? {
        let mostStrays = min(maximumLeadingStrays, later.count - GapJoin.minimumLater)
        guard mostStrays >= 0 else { return nil }
        for strays in 0...mostStrays {
            // The cheap tests first, on indices (this runs for every young track a frame).
            let start = later[strays], newest = later[later.count - 1]
            guard hypot(newest.position.x - start.position.x, newest.position.y - start.position.y)
                >= GapJoin.minimumTravel else { continue }
            let kept = earlier.prefix { $0.time < start.time - 0.5 * frameInterval }.count
            guard kept >= GapJoin.minimumEarlier, !leavingOut || strays > 0 || kept < earlier.count else { continue }
            let end = earlier[kept - 1], beforeEnd = earlier[kept - 2]
            let gap = start.time - end.time
            // Across the gap the ball goes about as fast as it went into it (slower, flying away).
            let across = hypot(start.position.x - end.position.x, start.position.y - end.position.y)
            let speedIn = hypot(end.position.x - beforeEnd.position.x, end.position.y - beforeEnd.position.y)
                / max(1e-6, end.time - beforeEnd.time)
            guard gap <= maximumGap, across <= maximumSpeed * gap, across <= 2 * speedIn * gap + GapJoin.minimumTravel
            else { continue }
            let rest = later[strays...], strayPoints = later[..<strays]
            if leavingOut {
                // Past a gap of a frame or more, after which the earlier track's own points (if any)
                // came after a gap of their own too (it coasted past the ball and took something
                // else), and not the same flight tracked twice after it.
                guard gap > 1.5 * frameInterval,
                      kept == earlier.count || earlier[kept].time - end.time > 1.5 * frameInterval,
                      !earlier[kept...].contains(where: { p in rest.contains { $0.candidateID == p.candidateID } })
                else { continue }
            }
            // A stray lies well away from every point of the flight either side of the gap (before
            // the model; the model then says it is off the flight itself).
            guard strayPoints.allSatisfy({ stray in
                !earlier[..<kept].contains { Self.distance($0, stray) <= strayDistance }
                    && !rest.contains { Self.distance($0, stray) <= strayDistance }
            }) else { continue }
            let before = Array(earlier[..<kept])
            let lastPiece = GapJoin.lastPiece(of: before).count
            guard let model = GapJoin.jointModel(earlier: before, later: Array(rest), maximumGap: maximumGap),
                  model.inliers[lastPiece],
                  strayPoints.allSatisfy({ isOff($0, model) })
            else { continue }
            let offEnd = faintEndOff(before, inliers: model.inliers.prefix(lastPiece))
            return GapContinuation(earlierKept: kept - offEnd, leadingStrays: strays)
        }
        return nil
    }

    /// Most last points of the earlier piece left out as faint blobs off the joint flight.
    static let maximumFaintEnd = 2

    /// How many last points of `before` (up to `maximumFaintEnd`, leaving more than
    /// `GapJoin.minimumLater`) are faint blobs the joint flight model leaves out (`inliers`, of
    /// its last piece; the model gave them no say, so the join stands without them): as the
    /// ball faded going into the gap, the track took a speck beside where it went (seed 257's
    /// hevc10 drive, frame 60: a 0.4-score speck 9 px off the ball), and left in, the path is
    /// drawn through it and across the gap from it.
    static func faintEndOff(_ before: [TrackPoint], inliers: ArraySlice<Bool>) -> Int {
        var off = 0
        while off < maximumFaintEnd, off < inliers.count, before.count - off > GapJoin.minimumLater,
              !inliers[inliers.endIndex - 1 - off], before[before.count - 1 - off].isFaint {
            off += 1
        }
        return off
    }

    private static func distance(_ a: TrackPoint, _ b: TrackPoint) -> Double {
        hypot(a.position.x - b.position.x, a.position.y - b.position.y)
    }

    /// Whether `point` lies off the joint flight `model`: farther from it than a candidate in
    /// the gap may lie and still be the ball's (`GapJoin.fillReach`).
    private static func isOff(_ point: TrackPoint, _ model: FlightModel) -> Bool {
        let expected = model.position(at: point.time)
        return hypot(point.position.x - expected.x, point.position.y - expected.y)
            > GapJoin.fillReach + 2 * model.sigma + point.radius
    }
}
