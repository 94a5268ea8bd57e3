import Foundation
import Testing
@testable import TracerVision

/// A launch whose spot has since held a new ball (the next shot's, teed up there) is left by
/// nothing that starts after that: seed 889's two_shots, where the club hovering over the
/// new ball, 1.4 s after the first launch, took it by a run back closer by the spot than the
/// first ball's flight, which was dropped.
@Suite struct LaunchRefillTests {
    static func launch(refilled: Double?) -> LaunchPoint {
        var launch = StaleLaunchTests.staleLaunch
        launch.refilled = refilled
        return launch
    }

    static func verdict(on track: Track, launch: LaunchPoint) throws -> String? {
        let fitter = try StaleLaunchTests.fitter(launch: launch)
        var events: [TrackEvent] = []
        return fitter.launchVerdict(on: track, cameraOffset: PixelPoint(x: 0, y: 0), events: &events)
    }

    /// The ball leaving the spot 0.55 s after the launch was dated, seen from two frames on.
    static func lateFlight() -> Track {
        Track(points: LaunchTakeoverTests.points(frames: 2...20, at: LaunchTakeoverTests.ball))
    }

    @Test func aFlightStartingAfterTheSpotHeldANewBallLeavesNoLaunch() throws {
        let refilled = Self.launch(refilled: LaunchScene.launch - 0.2)
        #expect(try Self.verdict(on: Self.lateFlight(), launch: refilled) != nil)
    }

    @Test func aFlightStartingBeforeTheRefillStillLeavesIt() throws {
        let unfilled = Self.launch(refilled: nil)
        let refilledLater = Self.launch(refilled: LaunchScene.launch + 0.2)
        #expect(try Self.verdict(on: Self.lateFlight(), launch: unfilled) == nil)
        #expect(try Self.verdict(on: Self.lateFlight(), launch: refilledLater) == nil)
    }
}
