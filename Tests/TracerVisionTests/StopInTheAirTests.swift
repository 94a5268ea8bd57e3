import Foundation
import Testing
@testable import TracerVision

/// A flight with no ball seen leaving a spot that comes to a stop in the air is no ball's
/// (`StopInTheAir`, applied by `TracerPathBuilder.exclusion`).
@Suite struct StopInTheAirTests {
    static let size = (width: 540, height: 960)

    /// Seed 721's practice swing, display pixels at 60 fps: the club head slowing along a
    /// falling arc into the golfer's finish, where it stays (`stopAt` frames, then still).
    static func swing(stillFrom stopAt: Int = 70) -> TrajectoryObservation {
        let samples = (53...76).map { frame -> TrajectorySample in
            let k = Double(min(frame, stopAt) - 53)
            let x = 157.6 - 1.7 * k + 0.03 * k * k, y = 494.7 - 12.8 * k + 0.36 * k * k
            return TrajectorySample(t: Double(frame) / 60, x: x / 540, y: y / 960, r: 1.2 / 540)
        }
        let motion = TrajectoryMotion(samples: samples, tailX: Polynomial(coefficients: [0], origin: 0),
                                      tailY: Polynomial(coefficients: [0], origin: 0),
                                      tailR: Polynomial(coefficients: [0], origin: 0), frameInterval: 1 / 60)
        return TrajectoryObservation(
            uuid: UUID(), detectedPoints: [], projectedPoints: [], equationCoefficients: .zero, movingAverageRadius: 0,
            timeRange: samples[0].t...samples[samples.count - 1].t, confidence: 1, motion: motion,
            detectionCount: samples.count, clearDetectionCount: samples.count)
    }

    @Test func aMoverThatStopsInTheAirIsLeftOut() throws {
        let reason = try #require(TracerPathBuilder.exclusion(of: Self.swing(), request: try TrajectoryRequest(),
                                                              launches: [], size: Self.size))
        #expect(reason.contains("stop in the air"), "\(reason)")
    }

    @Test func oneStillMovingAtItsEndIsKept() throws {
        #expect(TracerPathBuilder.exclusion(of: Self.swing(stillFrom: 90), request: try TrajectoryRequest(),
                                            launches: [], size: Self.size) == nil)
    }
}
