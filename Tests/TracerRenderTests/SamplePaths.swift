import Foundation
import TracerVision

/// Synthetic paths for the tests.
enum SamplePaths {
    /// A ball flight from lower left to upper right: x linear, y quadratic in t,
    /// points every 1/30 s from `start` for `duration` seconds; the last
    /// `extrapolated` points are marked extrapolated.
    static func flight(start: Double = 1, duration: Double = 1, extrapolated: Int = 0,
                       from x0: Double = 0.15, toX x1: Double = 0.8) -> TracerPath.Trajectory {
        let count = Int((duration * 30).rounded()) + 1
        let points = (0..<count).map { i -> TracerPath.Point in
            let s = Double(i) / Double(count - 1)
            return TracerPath.Point(t: start + s * duration, x: x0 + (x1 - x0) * s, y: 0.85 - 1.4 * s + 0.9 * s * s,
                                    r: 0.004, kind: i >= count - extrapolated ? .extrapolated : .detected)
        }
        return TracerPath.Trajectory(uuid: UUID(), confidence: 0.9, start: start, end: start + duration,
                                     equationCoefficients: [0, 0, 0], movingAverageRadius: 0.004, points: points)
    }

    static func path(_ trajectories: [TracerPath.Trajectory], width: Int = 320, height: Int = 180,
                     rotation: Int = 0) -> TracerPath {
        TracerPath(source: .init(file: "synthetic.mp4", width: width, height: height, rotation: rotation,
                                 frameRate: 30, duration: 4),
                   request: .init(regionOfInterest: [0, 0, 1, 1], trajectoryLength: 10,
                                  objectMinimumNormalizedRadius: 0, objectMaximumNormalizedRadius: 1,
                                  frameAnalysisSpacing: 0),
                   trajectories: trajectories)
    }

    /// The analytic position of `flight()` at time `t` in pixels of a `width`×`height` display.
    static func flightPosition(at t: Double, start: Double = 1, duration: Double = 1, width: Double, height: Double,
                               from x0: Double = 0.15, toX x1: Double = 0.8) -> SIMD2<Double> {
        let s = (t - start) / duration
        return SIMD2((x0 + (x1 - x0) * s) * width, (0.85 - 1.4 * s + 0.9 * s * s) * height)
    }
}
