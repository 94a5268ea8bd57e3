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

    @Test func theStoredPathDoesNotStartALaterFlightAtARefilledSpot() throws {
        // StaleLaunchTests' ball, hit 0.55 s after its spot's watch lost it: drawn from the
        // spot, unless a new ball was seen lying there before the flight began.
        let throwAt = Throw(start: 0.7, x0: 40, y0: 200, vx: 300, vy: -350, g: 600, r: 2.5, contrast: 60, duration: 0.6)
        let request = try TrajectoryRequest(trajectoryLength: 8)
        let observation = try #require(runSession(request: request, geometry: TrackingTests.geometry,
                                                  balls: [throwAt], frames: 84).first)
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1.4)
        func points(launches: [LaunchPoint]) -> [TracerPath.Point]? {
            TracerPathBuilder.build(observations: [observation], source: source, request: request,
                                    launches: launches).trajectories.first?.points
        }
        var launch = LaunchPoint(time: throwAt.start - StaleLaunchTests.lostEarly,
                                 position: NormalizedPoint(x: 40 / 320, y: 200 / 240), radius: 2.5 / 320)
        let fromSpot = try #require(points(launches: [launch]))
        let unanchored = try #require(points(launches: []))
        #expect(fromSpot.count > unanchored.count, "the launch segment was not drawn")
        launch.refilled = throwAt.start - 0.2
        #expect(points(launches: [launch]) == unanchored)
    }
}
