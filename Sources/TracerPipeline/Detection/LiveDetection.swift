import Foundation
import TracerMedia
import TracerVision

/// Detection fed each frame as it is decoded; what `render` draws from while it
/// goes through the clip once.
///
/// `add` takes frames in presentation order. `settledUntil` is the time before
/// which the path found so far will not change: a frame earlier than that (by a
/// couple of frame intervals: the curve up to t bends with the next point or two)
/// is drawn from `provisional()` and encoded. `render` reads `settledUntil` after
/// every frame added, so it should be cheap. `finish()` ends the clip and gives
/// the final path. `render` checks every frame drawn against the final path and
/// draws the clip again when one differs, so a detection that changes what it
/// called settled costs time, never correctness.
protocol LiveDetection: AnyObject {
    /// Analyses one decoded frame.
    func add(_ frame: borrowing VideoFrame) throws(TracerError)
    /// Seconds of presentation time; `-infinity` while nothing is settled.
    var settledUntil: Double { get }
    /// The path found so far, and how far it is settled.
    func provisional() -> ProvisionalPath
    /// Ends the clip and returns the final path.
    func finish() throws(TracerError) -> TracerPath
}

/// A path still being detected, and the time before which it is not expected to change.
struct ProvisionalPath {
    var path: TracerPath
    /// Seconds of presentation time; `-infinity` when nothing is settled yet.
    var settledUntil: Double
}
