import Foundation
import Testing
@testable import TracerVision

/// A flight whose first sample is the ball still on its spot, in the frame before the launch,
/// leaves that launch (`TracerPathBuilder.startsOnSpot`): no earlier flight is then drawn as the
/// ball leaving the spot unseen (seed 1031's iron: a speck by the club's head, gone from the spot
/// 25 frames before impact, was).
@Suite struct BallOnSpotFirstTests {
    static let fps = 60.0
    static let launch = UnseenDepartureTests.lateLaunch

    /// The drive leaving `launch`, seen from its first frame on, after one sample of the ball
    /// still at rest on the spot half a frame before the launch, `offSpot` pixels to the right.
    static func flightFromRest(offSpot: Double = 0) -> TrajectoryObservation {
        let drive = PathTests.drive(firstSeenAfter: 1, fps: fps, leaving: launch.time)
        let rest = TrajectorySample(t: launch.time - 0.5 / fps, x: launch.position.x + offSpot / 320,
                                    y: launch.position.y, r: 2.5 / 320)
        let samples = [rest] + drive.motion.samples
        let motion = TrajectoryMotion(samples: samples, tailX: Polynomial(coefficients: [0], origin: 0),
                                      tailY: Polynomial(coefficients: [0], origin: 0),
                                      tailR: Polynomial(coefficients: [0], origin: 0), frameInterval: 1 / fps)
        return TrajectoryObservation(
            uuid: UUID(), detectedPoints: [], projectedPoints: [], equationCoefficients: .zero, movingAverageRadius: 0,
            timeRange: samples[0].t...samples[samples.count - 1].t, confidence: 1, motion: motion,
            detectionCount: samples.count)
    }

    /// What the speck looked like: a flight that left the spot a second before the launch.
    static let speck = PathTests.drive(firstSeenAfter: 1, fps: fps)

    @Test func aFlightBeginningWithTheBallAtRestLeavesTheLaunch() throws {
        let ball = Self.flightFromRest()
        let size = (width: 320, height: 240)
        #expect(LaunchSegment.points(from: Self.launch, ball, size: size) == nil,
                "no launch segment runs back to a flight that begins on the spot")
        #expect(TracerPathBuilder.startsOnSpot(Self.launch, ball, size: size))
        let path = try UnseenDepartureTests.build([Self.speck, ball])
        #expect(path.trajectories.map(\.uuid) == [ball.uuid])
    }

    @Test func aFirstSampleOffTheSpotIsNoBallAtRest() throws {
        let ball = Self.flightFromRest(offSpot: 8)
        #expect(!TracerPathBuilder.startsOnSpot(Self.launch, ball, size: (width: 320, height: 240)))
        let path = try UnseenDepartureTests.build([Self.speck, ball])
        #expect(path.trajectories.map(\.uuid) == [Self.speck.uuid, ball.uuid])
    }
}
