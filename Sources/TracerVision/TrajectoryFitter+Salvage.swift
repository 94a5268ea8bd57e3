import Foundation

/// What stands of a confirmed flight judged clutter when it ends. A ball lost behind a cloud
/// leaves its track coasting, and the track may take clutter on the far side of the gap;
/// the club beside the ball at impact may have given a flight its first points before a
/// short gap. All its points together then fail the ball tests, though those between the
/// gaps were the ball.
extension TrajectoryFitter {
    /// The longest run of `track`'s points between gaps of three frames or more (or its ends)
    /// that passes the ball tests on its own, as a track of its own; nil if none does. A run
    /// is no shorter than `trajectoryLength`.
    func salvagedPiece(of track: Track) -> Track? {
        let interval = frameInterval ?? track.nominalInterval
        let points = track.points
        let cuts = [0] + (1..<points.count).filter { points[$0].time - points[$0 - 1].time >= 3 * interval - 1e-9 }
            + [points.count]
        var runs: [Range<Int>] = []
        for (i, start) in cuts.enumerated() {
            for end in cuts[(i + 1)...] where end - start >= request.trajectoryLength && end - start < points.count {
                runs.append(start..<end)
            }
        }
        // Longest first; of equal length, the earlier.
        for run in runs.sorted(by: { ($0.count, -$0.lowerBound) > ($1.count, -$1.lowerBound) }) {
            let piece = track.piece(run)
            // The tests without a fit first: a piece they turn down needs none.
            guard pointVerdict(on: piece, lost: false) == nil,
                  let fit = MotionFit(points: piece.points, smoothing: piece.smoothing),
                  fit.gravityVerdict(maximumRadius: maximumRadius) == nil else { continue }
            return piece
        }
        return nil
    }

    /// Why a track that ended is not a ball's flight (nil when it is): the tests `end` applies.
    func verdict(on track: Track, fit: MotionFit, lost: Bool) -> String? {
        fit.gravityVerdict(maximumRadius: maximumRadius) ?? pointVerdict(on: track, lost: lost)
    }

    /// The tests of `verdict` that read the track's points alone, not its fitted motion.
    private func pointVerdict(on track: Track, lost: Bool) -> String? {
        track.sparseness(frameInterval: frameInterval, minimum: 0.6)
            ?? PolarityFlicker.verdict(track.points.map(\.polarity))
            ?? StillSurroundings.verdict(track.points.map(\.surroundingMotion))
            ?? LostAtOnce.verdict(track, lost: lost)
    }
}
