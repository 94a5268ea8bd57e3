import Foundation

/// Whether a flight comes to a stop in the air: its detections over its last `window` seconds
/// lie within `stillSpan` pixels of each other. A ball in flight never stops, while a club head
/// slowing into the golfer's finish does (seed 721's practice swing: under a pixel over its
/// last 0.1 s, after 21 detections along a falling arc). A ball far away can move nearly as
/// little: seed 47's drive seen from behind spans 1.7 px over 0.1 s near the end of its path,
/// seed 59's 1.8 px, the 30 fps portraits' about 3 px. So only a flight with no launch seen
/// is judged so (`TracerPathBuilder.exclusion`), on its last 0.1 s alone; judging every 0.1 s
/// of it with a span of 5 px was tried in stop 64 and left (it would drop such drives).
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
