import Foundation

/// A young flight's first point after it went unseen for a few frames (behind a cloud, too
/// faint): its gate grew with each frame unseen, and it took the blob nearest a prediction run
/// on from before the gap, which can be a speck well off the ball while the ball's own blob
/// lies on the flight (held-out 1579's drive: a speck 27 px off at frame 74, after six frames
/// behind a cloud, with the ball's blob 0.9 px from where the flight went).
extension TrajectoryFitter {
    /// Fewest frames unseen before a point for it to be judged here.
    static let coastBeforeJudgedPoint = 3
    /// Fewest pixels off the flight of the points around it for a point to give way.
    static let pointAfterCoastOffset = 4.0
    /// How many points on each side of a judged point the flight around it is fitted to, at
    /// most and at least.
    static let pointsAroundJudged = 6
    static let fewestPointsAroundJudged = 3

    /// Puts in place of each point of `track` (young, being confirmed) that follows
    /// `coastBeforeJudgedPoint` or more frames unseen, and lies more than
    /// `pointAfterCoastOffset` pixels and four times the noise off the flight model of the
    /// points around it (which must follow every one of them), the candidate of its frame
    /// that no confirmed flight holds nearest that model, within its radius and two pixels.
    /// Returns how many it replaced.
    @discardableResult
    func replacePointsAfterCoast(of track: Track) -> Int {
        guard track.finalSamples.isEmpty, track.count > 2 * Self.fewestPointsAroundJudged else { return 0 }
        let interval = typicalInterval
        let held = Self.candidates(heldBy: tracks)
        var replaced = 0
        for i in 1..<track.count {
            let point = track.points[i]
            guard point.time - track.points[i - 1].time > (Double(Self.coastBeforeJudgedPoint) + 0.5) * interval
            else { continue }
            let before = track.points[max(0, i - Self.pointsAroundJudged)..<i]
            let after = track.points[(i + 1)...].prefix(Self.pointsAroundJudged)
            guard before.count >= Self.fewestPointsAroundJudged, after.count >= Self.fewestPointsAroundJudged,
                  let model = FlightModel(points: Array(before + after)),
                  !model.inliers.contains(false), model.depth(at: point.time) > 0.05 else { continue }
            let expected = model.position(at: point.time)
            func off(_ p: TrackPoint) -> Double { hypot(p.position.x - expected.x, p.position.y - expected.y) }
            guard off(point) > max(Self.pointAfterCoastOffset, 4 * model.sigma) + point.radius,
                  let ball = historyPoints(at: point.time)?
                    .filter({ !held.contains($0.candidateID) && off($0) <= $0.radius + 2 })
                    .min(by: { off($0) < off($1) })
            else { continue }
            track.replacePoint(at: i, with: ball)
            replaced += 1
        }
        return replaced
    }
}
