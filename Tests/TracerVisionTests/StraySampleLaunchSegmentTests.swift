import Foundation
import Testing
@testable import TracerVision

/// A flight whose first sample is clutter off its run back still begins at its launch: the
/// launch segment replaces that sample (`LaunchSegment.points(replacingStray:)`).
@Suite struct StraySampleLaunchSegmentTests {
    static let fps = 60.0
    static let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: fps,
                                          duration: 2)
    static let launch = LaunchPoint(time: 0.5 - 0.25 / fps, position: NormalizedPoint(x: 100.0 / 320, y: 200.0 / 240),
                                    radius: 2.5 / 320)

    /// `PathTests`' drive, first seen `after` frames after it left (one by default), its first
    /// sample moved `off` pixels sideways (clutter by the golfer taken for its first frame).
    static func drive(firstSeenAfter after: Double = 1, firstSampleOff off: Double) -> TrajectoryObservation {
        let drive = PathTests.drive(firstSeenAfter: after, fps: fps)
        var samples = drive.motion.samples
        samples[0].x += off / 320
        let motion = TrajectoryMotion(samples: samples, tailX: drive.motion.tailX, tailY: drive.motion.tailY,
                                      tailR: drive.motion.tailR, frameInterval: 1 / fps)
        return TrajectoryObservation(uuid: drive.uuid, detectedPoints: [], projectedPoints: [], equationCoefficients: .zero,
                                     movingAverageRadius: 0, timeRange: drive.timeRange, confidence: 1, motion: motion,
                                     detectionCount: samples.count)
    }

    static func path(_ observation: TrajectoryObservation) throws -> TracerPath.Trajectory {
        let path = TracerPathBuilder.build(observations: [observation], source: source, request: try TrajectoryRequest(),
                                           launches: [launch])
        return try #require(path.trajectories.first)
    }

    @Test func aStrayFirstSampleIsReplacedByTheLaunchSegment() throws {
        let stray = Self.drive(firstSampleOff: 10)
        #expect(LaunchSegment.points(from: Self.launch, stray, size: (320, 240), replacingStray: false) == nil)
        let trajectory = try Self.path(stray)
        #expect(abs(trajectory.start - Self.launch.time) < 1 / Self.fps, "\(trajectory.start)")
        let first = stray.motion.samples[0]
        #expect(!trajectory.points.contains { $0.t == first.t && $0.y == first.y })
        // The segment runs on to the flight's second sample.
        #expect(trajectory.points.contains { $0.t == stray.motion.samples[1].t && $0.kind == .detected })
    }

    @Test func aFirstSampleOnTheRunBackIsKept() throws {
        let drive = Self.drive(firstSampleOff: 0)
        #expect(LaunchSegment.points(from: Self.launch, drive, size: (320, 240), replacingStray: false)?.replaced == 0)
        #expect(LaunchSegment.points(from: Self.launch, drive, size: (320, 240), replacingStray: true) == nil)
        #expect(try Self.path(drive).points.contains { $0.t == drive.motion.samples[0].t && $0.kind == .detected })
    }
}
