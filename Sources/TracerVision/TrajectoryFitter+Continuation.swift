import Foundation

/// A young track that takes a flight up again right where it was lost, judged with that flight.
extension TrajectoryFitter {
    /// Longest a flight may have gone unseen before a young track that continues it is judged
    /// with it, seconds (`passesAsContinuation`). Across longer gaps one flight model can join
    /// the ball to a mover seen later (seeds 23's, 31's and 43's 240 fps irons, tried with the
    /// whole `continuationGap`: clutter 0.5 s after the ball was lost, 40 to 100 px off its
    /// path, joined its flight).
    static let judgedWithFlightGap = 0.1

    /// Whether `track`, which fails the young tests on its own points, passes the tests of an
    /// ended flight (`verdict`) together with the flight it continues (`predecessor(of:)`),
    /// as that flight would be judged once joined, when it began within `judgedWithFlightGap`
    /// of that flight's end: the far end of a flight seen again just after the flight lost it
    /// is short, sparse and nearly straight, too little to show gravity on its own, and would
    /// wait until the confirmation window ran out (held-out 1163's second shot: its last
    /// 0.1 s, after a codec-blurred frame, followed by a young track that never showed a sag
    /// of its own).
    func passesAsContinuation(_ track: Track, cameraOffset: PixelPoint) -> Bool {
        // Most young tracks fail their tests long after every flight ended: no model is fitted for those.
        guard finished.contains(where: { $0.last.time >= track.first.time - Self.judgedWithFlightGap - 1e-9 }),
              let (index, kept) = predecessor(of: track) else { return false }
        let earlier = finished[index]
        guard track.first.time - earlier.points[kept - 1].time <= Self.judgedWithFlightGap + 1e-9 else { return false }
        let joined = Track(uuid: track.uuid, points: Array(earlier.points.prefix(kept)) + track.points)
        guard let fit = MotionFit(points: joined.points) else { return false }
        return verdict(on: joined, fit: fit, lost: false, leftLaunch: claimsLaunch(earlier)) == nil
    }
}
