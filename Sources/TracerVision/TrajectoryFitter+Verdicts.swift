import Foundation

/// The ball tests a track is judged on: a young track before it is confirmed, a confirmed
/// one when it ends (and the pieces of it salvaged then).
extension TrajectoryFitter {
    /// Why `track` (with its motion `fit`) is not yet a young ball's flight: not under gravity,
    /// too sparse, or flickering in contrast sign; nil when it is.
    func youngVerdict(on track: Track, fit: MotionFit) -> String? {
        fit.gravityVerdict(maximumRadius: maximumRadius) ?? track.sparseness(frameInterval: frameInterval, minimum: 0.75)
            ?? PolarityFlicker.verdict(track.points.map(\.polarity))
    }

    /// Why a track that ended is not a ball's flight (nil when it is): the tests `end` applies.
    func verdict(on track: Track, fit: MotionFit, lost: Bool) -> String? {
        fit.gravityVerdict(maximumRadius: maximumRadius) ?? pointVerdict(on: track, lost: lost)
    }

    /// The tests of `verdict` that read the track's points alone, not its fitted motion.
    func pointVerdict(on track: Track, lost: Bool) -> String? {
        track.sparseness(frameInterval: frameInterval, minimum: 0.6)
            ?? PolarityFlicker.verdict(track.points.map(\.polarity))
            ?? StillSurroundings.verdict(track.points.map(\.surroundingMotion))
            ?? LostAtOnce.verdict(track, lost: lost)
    }
}
