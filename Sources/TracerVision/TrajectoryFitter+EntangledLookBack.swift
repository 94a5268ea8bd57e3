import Foundation

/// The look back's second source: blobs that pass every test of a ball but touch other
/// motion, or have a ring as bright as they are (`DetectionResult.entangled`). Just after
/// impact the ball flies beside the club and the golfer, and the detector turns it down for
/// the motion around it (seed 17's hevc10 drive, frames 56 and 57: the flight's first two
/// streaks after impact; seed 71's, frame 58), or for the golfer's light trousers in its ring
/// (seed 151's chip, frames 46 to 57).
extension TrajectoryFitter {
    /// How close to the run-back (in gate units, 1 = the gate's edge) a blob touching other
    /// motion must lie to be taken. Run back from slower later frames, the flight lags a ball
    /// just hit: seed 233's hevc10 drive, frame 58, lay 0.66 of the gate beyond where its run
    /// back put it, and the look back, missing it, stopped short of the launch.
    static let entangledLookBackReach = 0.75
    /// What such a blob adds to its rank against the frame's candidates (gate units): a
    /// candidate about as near stays first.
    static let entangledLookBackPenalty = 0.25
    /// Least radius of such a blob, as a share of the ball's radius at rest: just after impact
    /// the ball is still near its size at rest, while a hand or the club's tip is a speck (seed
    /// 11's hevc10 drive, over a second after its shot: a 0.7 px blob by the golfer ran a
    /// speck's track back to the emptied spot, and it was taken for a second shot).
    static let entangledRadiusShare = 0.3

    /// The blob touching other motion in the recent frame at `time` that the look back for
    /// `track` may take (`bestLookBackPoint`, with `entangledLookBackPenalty` added to its
    /// rank): confident, within `entangledLookBackReach`, at least `entangledRadiusShare` of
    /// the ball at rest. None when no ball was seen at rest before the track began.
    func entangledBall(at time: Double, for track: Track, reach: GateEllipse, velocity: (Double, Double)?,
                       owned: Set<Int>) -> (rank: Double, point: TrackPoint)? {
        guard let atRest = restRadius(before: track.first.time), let blobs = entangledHistory[time] else { return nil }
        let eligible = blobs.filter {
            !owned.contains($0.candidateID) && $0.radius >= Self.entangledRadiusShare * atRest
                && $0.score >= Self.confidentLookBackScore
        }
        return bestLookBackPoint(among: eligible, for: track, reach: reach, within: Self.entangledLookBackReach,
                                 velocity: velocity) { _ in Self.entangledLookBackPenalty }
    }

    /// The largest radius (display pixels) of the balls seen at rest that left before `time`
    /// (launches, withdrawn or not); nil when none did.
    func restRadius(before time: Double) -> Double? {
        (launches + withdrawnLaunches).filter { $0.time < time }.map(\.radius).max()
            .map { $0 * Double(geometry.displayWidth) }
    }
}
