import Foundation
import Testing
@testable import TracerVision

/// Every flight that claims a launch must run back by its rest spot (`TrajectoryFitter.runsBack`),
/// even a launch no flight holds yet; the club beside the ball may give it a stray first
/// point or two.
@Suite struct LaunchClaimRunBackTests {
    static func freeLaunch() throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        fitter.launches = [LaunchTakeoverTests.launch]
        return fitter
    }

    @Test func aSlowMoverFarFromTheSpotCannotClaimAFreeLaunch() throws {
        let fitter = try Self.freeLaunch()
        // A bird 100 px from the spot, first seen eight frames after impact, drifting right.
        let bird = Track(points: LaunchTakeoverTests.points(frames: 8...26) { t in
            let u = t - LaunchScene.launch
            return (230 + 90 * u, 140 - 30 * u + 40 * u * u)
        })
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: bird, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) != nil)
        #expect(fitter.launchClaims.isEmpty)
    }

    @Test func somethingWanderingAboutTheSpotCannotClaimIt() throws {
        let fitter = try Self.freeLaunch()
        // The top of a new ball showing past the club waggling over it (a generated clip,
        // seed 43): from 10 px above the spot a little left and up, then down towards it,
        // bending like a flight under gravity, but no farther from the spot at its end.
        let edge = Track(points: LaunchTakeoverTests.points(frames: 1...9) { t in
            let u = t - LaunchScene.launch
            return (148 - 20 * u, 190 - 20 * u + 400 * u * u)
        })
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: edge, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) != nil)
        #expect(fitter.launchClaims.isEmpty)
    }

    @Test func theBallClaimsIt() throws {
        let fitter = try Self.freeLaunch()
        let ball = Track(points: LaunchTakeoverTests.points(frames: 1...20, at: LaunchTakeoverTests.ball))
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: ball, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) == nil)
        #expect(fitter.launchClaims[LaunchScene.launch]?.track === ball)
    }

    @Test func theBallClaimsItThoughTheClubGaveItsFirstTwoPoints() throws {
        let fitter = try Self.freeLaunch()
        // The club head sweeping through low and left of the ball's path for two frames.
        let club = LaunchTakeoverTests.points(frames: 1...2) { t in
            let p = LaunchTakeoverTests.ball(t)
            return (p.x - 14, p.y + 9)
        }
        let ball = Track(points: club + LaunchTakeoverTests.points(frames: 3...20, at: LaunchTakeoverTests.ball))
        var events: [TrackEvent] = []
        #expect(fitter.launchVerdict(on: ball, cameraOffset: PixelPoint(x: 0, y: 0), events: &events) == nil)
    }
}
