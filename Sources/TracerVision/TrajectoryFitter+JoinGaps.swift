import Foundation

/// The gaps of a flight joined across them (`GapJoin`, `LaunchBridge`), filled where the ball
/// was seen after all: its candidates there went to young tracks of clutter that each held it
/// for a frame or two, and drawing the flight straight across them would cut the corner of its
/// curve (seed 233's first shot: seven frames, 11 px off).
extension TrajectoryFitter {
    /// Puts into each gap of `track` the candidates of the recent frames that no confirmed
    /// flight holds and that the model of its two sides follows (`GapJoin.gapPoints`). Called as
    /// it is confirmed, so that the points judged are those a young flight is judged on.
    /// Returns how many points it put in.
    func fillJoinGaps(of track: Track) -> Int {
        guard track.segmentStarts.count > 1 else { return 0 }
        var extra: [TrackPoint] = []
        for start in track.segmentStarts.dropFirst() {
            let earlier = Array(track.points[..<start]), later = Array(track.points[start...])
            extra += GapJoin.gapPoints(earlier: earlier, later: later,
                                       frames: unheldFrames(after: earlier[earlier.count - 1].time, before: later[0].time))
        }
        track.insertInGaps(extra)
        return extra.count
    }
}
