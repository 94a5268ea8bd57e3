import Foundation

/// A weak first point that keeps the look back from the ball in the frame before it.
extension TrajectoryFitter {
    /// The firm blob (`Track.firmBlobScore`) in the look back's gate (`reach`) that continues
    /// `track`'s points backwards once its weak first point (under `firmFirstPointScore`) is
    /// left out, but not with it, when the look back would otherwise take nothing or a weak
    /// speck (`taking`): nil when there is none. A speck a few pixels off the ball, taken where
    /// the ball itself went undetected, bends the run back, and the ball in the frame before
    /// then breaks from the track (held-out 1187's hevc10 drive, frame 60: a speck of score 0.72
    /// 5 px behind the ball; at 59 the look back took a speck of score 0.39 in place of the
    /// ball's 13 px streak, lost the ball's first four frames, and the path ran 64 px behind it).
    /// The caller drops the first point and takes the blob.
    func firmBallPastWeakFirstPoint(among points: [TrackPoint], for track: Track, reach: GateEllipse,
                                    taking best: TrackPoint?, owned: Set<Int>) -> TrackPoint? {
        guard track.first.score < Self.firmFirstPointScore, track.canDropFirst,
              track.count > BackwardStep.modelledPoints,
              (best?.score ?? 0) < Self.confidentLookBackScore else { return nil }
        return reach.nearest(among: points, within: 1) {
            !owned.contains($0.candidateID) && !$0.isFaint && $0.score >= Track.firmBlobScore
                && !track.continuesBackwards($0) && track.continuesBackwardsInsteadOfFirst($0)
        }
    }
}
