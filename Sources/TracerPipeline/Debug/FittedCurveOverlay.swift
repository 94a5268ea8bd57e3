import Foundation
import TracerRender
import TracerVision

/// The fitted motion of each confirmed trajectory, sampled over its time range:
/// still growing ones bright, ended ones faint.
struct FittedCurveOverlay: Overlay {
    var observations: [TrajectoryObservation]
    var active: Set<UUID>
    /// Draws only what had happened by this time.
    var time: Double

    func draw(on canvas: Canvas) {
        for observation in observations where observation.start <= time {
            let motion = observation.motion
            let end = min(time, motion.end)
            var points: [SIMD2<Double>] = []
            let steps = 60
            for i in 0...steps {
                let t = motion.start + (end - motion.start) * Double(i) / Double(steps)
                if let s = motion.sample(at: t) { points.append(canvas.point(x: s.x, y: s.y)) }
            }
            let isActive = active.contains(observation.uuid)
            canvas.stroke(points, color: isActive ? DebugPalette.activeCurve : DebugPalette.endedCurve,
                          width: isActive ? 2 : 1.5, dash: isActive ? [] : [6, 4])
            if let last = points.last {
                let text = observation.uuid.shortID + String(format: " conf %.2f", observation.confidence)
                canvas.label(text, at: last + SIMD2(6, 14), size: 11,
                             color: isActive ? DebugPalette.activeCurve : DebugPalette.endedCurve)
            }
        }
    }
}
