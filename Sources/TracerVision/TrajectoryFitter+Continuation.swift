import Foundation

/// A young track that continues a flight lost shortly before, judged with that flight.
extension TrajectoryFitter {
    /// Whether `track`, which fails the young tests on its own points, passes the tests of an
    /// ended flight (`verdict`) together with the flight it continues (`predecessor(of:)`), as
    /// that flight would be judged once joined: the far end of a flight seen again after the
    /// flight lost it is short, sparse and nearly straight, too little to show gravity on its
    /// own, and would wait until the confirmation window ran out (held-out 1163's second shot:
    /// its last 0.1 s, after a codec-blurred frame, followed by a young track that never showed
    /// a sag of its own).
    func passesAsContinuation(_ track: Track, cameraOffset: PixelPoint) -> Bool {
        guard let (index, kept) = predecessor(of: track) else { return false }
        let earlier = finished[index]
        let joined = Track(uuid: track.uuid, points: Array(earlier.points.prefix(kept)) + track.points)
        guard let fit = MotionFit(points: joined.points) else { return false }
        return verdict(on: joined, fit: fit, lost: false, leftLaunch: claimsLaunch(earlier)) == nil
    }
}
