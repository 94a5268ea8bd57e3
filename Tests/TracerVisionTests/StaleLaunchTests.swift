import Foundation
import Testing
@testable import TracerVision

/// A launch the spot's watch dated too early (it lost the ball at rest when the shake
/// estimate slipped): a flight starting later than the launch window still claims it when
/// its first points run back by the spot (`TrajectoryFitter.earliestDeparture`), and the
/// stored path still begins at the spot, when the ball left it.
@Suite struct StaleLaunchTests {
    /// The watch lost the ball this long before it was hit, seconds.
    static let lostEarly = 0.55
    static let staleLaunch = LaunchPoint(time: LaunchScene.launch - lostEarly,
                                         position: LaunchTakeoverTests.launch.position,
                                         radius: LaunchTakeoverTests.launch.radius)

    static func fitter(launch: LaunchPoint) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        fitter.launches = [launch]
        return fitter
    }

    @Test func theBallLeavingTheSpotLaterClaimsAStaleLaunch() throws {
        let fitter = try Self.fitter(launch: Self.staleLaunch)
        let ball = Track(points: LaunchTakeoverTests.points(frames: 2...20, at: LaunchTakeoverTests.ball))
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: ball, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) == nil)
        #expect(fitter.launchClaims[Self.staleLaunch.time]?.track === ball)
    }

    @Test func aMoverFarFromTheSpotCannotClaimAStaleLaunch() throws {
        let fitter = try Self.fitter(launch: Self.staleLaunch)
        let bird = Track(points: LaunchTakeoverTests.points(frames: 2...20) { t in
            let u = t - LaunchScene.launch
            return (230 + 90 * u, 140 - 30 * u + 40 * u * u)
        })
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: bird, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) != nil)
    }

    @Test func aLaunchLongBeforeTheFlightStaysUnclaimed() throws {
        let ancient = LaunchPoint(time: LaunchScene.launch - TrajectoryFitter.staleLaunchReach - 0.2,
                                  position: Self.staleLaunch.position, radius: Self.staleLaunch.radius)
        let fitter = try Self.fitter(launch: ancient)
        let ball = Track(points: LaunchTakeoverTests.points(frames: 2...20, at: LaunchTakeoverTests.ball))
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: ball, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) != nil)
    }

    @Test func thePathStartsAtTheSpotWhenTheBallLeftIt() throws {
        // A ball hit at 0.7 s from (40, 200); its spot's watch lost it 0.55 s before.
        let throwAt = Throw(start: 0.7, x0: 40, y0: 200, vx: 300, vy: -350, g: 600, r: 2.5, contrast: 60, duration: 0.6)
        let request = try TrajectoryRequest(trajectoryLength: 8)
        let observation = try #require(runSession(request: request, geometry: TrackingTests.geometry,
                                                  balls: [throwAt], frames: 84).first)
        let stale = LaunchPoint(time: throwAt.start - Self.lostEarly, position: NormalizedPoint(x: 40 / 320, y: 200 / 240),
                                radius: 2.5 / 320)
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1.4)
        let path = TracerPathBuilder.build(observations: [observation], source: source, request: request, launches: [stale])
        let first = try #require(path.trajectories.first?.points.first)
        #expect(abs(first.x * 320 - 40) < 1e-9 && abs(first.y * 240 - 200) < 1e-9)
        #expect(abs(first.t - throwAt.start) < 0.5 / 60, "the path starts \((first.t - throwAt.start) * 60) frames from the impact")
    }
}
