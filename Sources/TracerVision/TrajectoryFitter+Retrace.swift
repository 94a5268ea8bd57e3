import Foundation

/// Ended flights watched for a while for the mover coming back along its path
/// (`RetracedPath`): a practice swing's club head is often lost at the top of the
/// backswing, where it hangs for a few frames, and comes down the same line only after its
/// track has ended.
extension TrajectoryFitter {
    /// Seconds after its last point that an ended flight is watched. Its trajectory is not
    /// settled before then anyway (`settledTime` holds back flights that ended within
    /// `continuationGap + confirmationWindow`), and `history` still holds the frames since.
    static let retraceWatch = 0.6

    /// Drops each recently ended flight that the newest frame's candidates complete a way
    /// back along (an event for each). A flight that left a launch is a ball seen leaving its
    /// rest spot, whatever crosses its path later (a bird along a chip's long arc).
    func dropRetracedFlights(at time: Double, events: inout [TrackEvent]) {
        guard let interval = frameInterval, let newest = history.last, newest.time == time,
              !newest.points.isEmpty else { return }
        finished.removeAll { track in
            guard time - track.last.time <= Self.retraceWatch, time > track.last.time, !claimsLaunch(track),
                  let path = RetracedPath.Path(track),
                  // Only a candidate on the path in this frame can complete a new way back.
                  path.touches(newest.points),
                  let reason = RetracedPath.verdict(on: track, path: path, laterFrames: history, frameInterval: interval)
            else { return false }
            events.append(TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count, reason: reason))
            return true
        }
    }

    /// Whether `track` holds a launch.
    func claimsLaunch(_ track: Track) -> Bool {
        launchClaims.values.contains { $0.track === track }
    }
}
