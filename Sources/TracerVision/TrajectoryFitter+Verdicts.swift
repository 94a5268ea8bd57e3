import Foundation

/// The ball tests a track is judged on: a young track before it is confirmed, a confirmed
/// one when it ends (and the pieces of it salvaged then).
extension TrajectoryFitter {
    /// Share of its frames a young track must be seen in (`Track.sparseness`).
    static let youngDensity = 0.75
    /// Share of its frames a flight must be seen in when it ends, or a young one that leaves a launch.
    static let flightDensity = 0.6

    /// Why `track` (with its motion `fit`) is not yet a young ball's flight: not under gravity,
    /// too sparse, flickering in contrast sign, or speeding up sideways over its opening
    /// (`openingVerdict`); nil when it is.
    ///
    /// A track that leaves a launch need only be as dense as a finished flight: the launch
    /// vouches for it, and a drive from the tee, seen from behind, may cross a cloud and
    /// shrink below a pixel (seen in every other frame) before it is seen often enough
    /// for a flight from nowhere. So need one found after such a cloud whose frames before
    /// it join it to a launch (`bridgedPoints`; not looked for when `bridging` is false).
    func youngVerdict(on track: Track, fit: MotionFit, cameraOffset: PixelPoint, bridging: Bool = true) -> String? {
        if let reason = fit.gravityVerdict(maximumRadius: maximumRadius) { return reason }
        if let sparse = track.sparseness(frameInterval: frameInterval, minimum: Self.youngDensity),
           track.sparseness(frameInterval: frameInterval, minimum: Self.flightDensity) != nil
            || (departedLaunch(of: track, cameraOffset: cameraOffset) == nil
                && !(bridging && bridgedPoints(for: track, cameraOffset: cameraOffset) != nil)) {
            return sparse
        }
        return PolarityFlicker.verdict(track.points.map(\.polarity)) ?? openingVerdict(on: track)
    }

    /// Why a young track seen for longer than `MotionFit.quadraticSpan` sped up sideways or
    /// turned back over that opening span, or nil. Past it the track's motion is fitted with
    /// cubics, which can follow a body part that speeds up and slows down again: held-out seed
    /// 1129's practice swing had a speck on the golfer's shoulder turned down for speeding up
    /// sideways nine frames running (4 px ± 0.5), then confirmed on a cubic at 0.47 s. A
    /// ball's sideways speed only falls, over its first 0.4 s as over any other.
    func openingVerdict(on track: Track) -> String? {
        guard track.duration > MotionFit.quadraticSpan else { return nil }
        let end = track.first.time + MotionFit.quadraticSpan
        let opening = Array(track.points.prefix { $0.time <= end })
        guard opening.count >= request.trajectoryLength, let fit = MotionFit(points: opening) else { return nil }
        return fit.sidewaysVerdict().map { "over its first \(fmt(MotionFit.quadraticSpan)) s: " + $0 }
    }

    /// Why a track that ended is not a ball's flight (nil when it is): the tests `end` applies,
    /// bobbing like a bird in flight among them (`VerticalWobble`).
    /// A flight that left a launch (`leftLaunch`) is not judged for being lost at once
    /// (`LostAtOnce`) nor by its surroundings (`StillSurroundings`): the launch says it left
    /// the golfer, and a drive crossing the sky beside a drifting cloud's edge may never be
    /// clear of moving pixels.
    func verdict(on track: Track, fit: MotionFit, lost: Bool, leftLaunch: Bool = false) -> String? {
        fit.gravityVerdict(maximumRadius: maximumRadius, leftLaunch: leftLaunch)
            ?? pointVerdict(on: track, lost: lost, leftLaunch: leftLaunch)
            ?? wobbleVerdict(on: track, fit: fit)
    }

    /// The `VerticalWobble` test of `verdict`, on the heights of `track`'s points that `fit` keeps.
    func wobbleVerdict(on track: Track, fit: MotionFit) -> String? {
        VerticalWobble.verdict(zip(track.points, fit.inliers).filter(\.1).map(\.0.position.y))
    }

    /// The tests of `verdict` that read the track's points alone, not its fitted motion.
    func pointVerdict(on track: Track, lost: Bool, leftLaunch: Bool = false) -> String? {
        track.sparseness(frameInterval: frameInterval, minimum: Self.flightDensity)
            ?? PolarityFlicker.verdict(track.points.map(\.polarity))
            ?? (leftLaunch ? nil : StillSurroundings.verdict(track.points.map(\.surroundingMotion)))
            ?? (leftLaunch ? nil : LostAtOnce.verdict(track, lost: lost))
    }
}
