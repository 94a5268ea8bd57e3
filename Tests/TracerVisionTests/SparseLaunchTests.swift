import Foundation
import Testing
@testable import TracerVision

/// How often a young track must be seen (`TrajectoryFitter.youngVerdict`): in three frames
/// of four for a flight from nowhere, in three of five for one that leaves a launch (a
/// drive seen from behind crosses a cloud and shrinks below a pixel soon after impact).
@Suite struct SparseLaunchTests {
    /// The ball's flight from the launch, seen in two frames of every three (the third
    /// lost in a B-frame's blur) from the first frame after impact.
    static func sparseBall(shiftedBy shift: Double = 0) -> Track {
        let seen = (1...22).filter { $0 % 3 != 0 }
        let points = seen.flatMap { frame in
            LaunchTakeoverTests.points(frames: frame...frame) { t in
                let p = LaunchTakeoverTests.ball(t)
                return (p.x + shift, p.y)
            }
        }
        return Track(points: points)
    }

    static func fitter(launches: [LaunchPoint]) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        fitter.launches = launches
        return fitter
    }

    static func verdict(on track: Track, launches: [LaunchPoint]) throws -> String? {
        let fit = try #require(MotionFit(points: track.points, smoothing: track.smoothing))
        return try fitter(launches: launches).youngVerdict(on: track, fit: fit, cameraOffset: PixelPoint(x: 0, y: 0))
    }

    @Test func aSparseFlightLeavingALaunchPasses() throws {
        #expect(try Self.verdict(on: Self.sparseBall(), launches: [LaunchTakeoverTests.launch]) == nil)
    }

    @Test func theSameFlightWithNoLaunchIsTooSparse() throws {
        let reason = try Self.verdict(on: Self.sparseBall(), launches: [])
        #expect(reason?.hasPrefix("sparse detections") == true)
    }

    @Test func theSameFlightFarFromTheSpotIsTooSparse() throws {
        let reason = try Self.verdict(on: Self.sparseBall(shiftedBy: 80), launches: [LaunchTakeoverTests.launch])
        #expect(reason?.hasPrefix("sparse detections") == true)
    }

    @Test func aFlightLeavingALaunchSeenInOneFrameOfTwoIsStillTooSparse() throws {
        let points = stride(from: 1, through: 25, by: 2).flatMap { frame in
            LaunchTakeoverTests.points(frames: frame...frame, at: LaunchTakeoverTests.ball)
        }
        let reason = try Self.verdict(on: Track(points: points), launches: [LaunchTakeoverTests.launch])
        #expect(reason?.hasPrefix("sparse detections") == true)
    }
}
