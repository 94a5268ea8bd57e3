import Foundation

/// Whether a flight comes to a stop in the air: its detections over its last `window` seconds
/// lie within `stillSpan` pixels of each other. A ball in flight never stops (on every clip the
/// project makes, the slowest ball, a drive near its apex seen from behind, still moves 8 px
/// in 0.1 s), while a club head slowing into the golfer's finish does (seed 721's practice
/// swing: under a pixel over its last 0.1 s, after 21 detections along a falling arc).
enum StopInTheAir {
    /// Seconds of a flight's end that are judged.
    static let window = 0.1
    /// Pixels within which the detections of that end lie when the mover stopped.
    static let stillSpan = 2.0
    /// Detections that end must hold to be judged.
    static let fewestDetections = 4

    /// Why `samples` (a flight's, in time order, normalised to a frame of `size`) are no
    /// ball's; nil when they do not stop.
    static func verdict(_ samples: [TrajectorySample], size: (width: Int, height: Int)) -> String? {
        let detected = samples.filter { !$0.interpolated }
        guard let last = detected.last else { return nil }
        let end = detected.filter { last.t - $0.t <= window + 1e-6 }
        guard end.count >= fewestDetections, last.t - end[0].t >= window - 1e-6 else { return nil }
        let w = Double(size.width), h = Double(size.height)
        var span = 0.0
        for (i, a) in end.enumerated() {
            for b in end[(i + 1)...] { span = max(span, hypot((a.x - b.x) * w, (a.y - b.y) * h)) }
        }
        guard span < stillSpan else { return nil }
        return "comes to a stop in the air (\(String(format: "%.1f", span)) px over its last "
            + "\(String(format: "%.2f", last.t - end[0].t)) s: a club head at the finish, not a ball)"
    }
}
