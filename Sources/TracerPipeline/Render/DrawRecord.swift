import Foundation
import TracerVision

/// What the tracer looked like on every frame written while the path was still
/// growing (a few bytes a frame), so the final path can be checked against it: the
/// video shows the stored path only if the final path draws the same on each.
/// Frames drawn from the final path itself are only timed: they need no check.
struct DrawRecord {
    private(set) var times: [Double] = []
    /// Nil for a frame drawn from the final path.
    private var outcomes: [TracerStage.Outcome?] = []

    var count: Int { times.count }
    /// The last frame drawn from a path still growing, if the last frame was.
    var last: (time: Double, outcome: TracerStage.Outcome)? {
        guard let time = times.last, let outcome = outcomes.last ?? nil else { return nil }
        return (time, outcome)
    }

    /// Records a frame drawn from a path still growing.
    mutating func append(time: Double, outcome: TracerStage.Outcome) {
        times.append(time)
        outcomes.append(outcome)
    }

    /// Records a frame drawn from the final path.
    mutating func appendFinal(time: Double) {
        times.append(time)
        outcomes.append(nil)
    }

    /// The frames on which `path` draws something else than was drawn, in time
    /// order (frames that could not be drawn on are skipped: nothing is drawn on
    /// them whatever the path).
    func differences(from path: TracerPath, stage: TracerStage) throws(TracerError) -> [Double] {
        var different: [Double] = []
        for (time, outcome) in zip(times, outcomes) {
            guard let outcome, outcome != .skipped else { continue }
            if try stage.outcome(of: path, at: time) != outcome { different.append(time) }
        }
        return different
    }
}
