import Foundation
import Testing
@testable import TracerVision

/// A flight confirmed while no launch stood, the one it left having been withdrawn (the tee
/// showing through after the club), claims it once the watch reports launches again, if no
/// flight holds it (`TrajectoryFitter.claimLaunchesLate`; seed 109's hevc10, whose ball was
/// otherwise dropped at the end as beginning before the first launch standing).
@Suite struct LateLaunchClaimTests {
    /// A launch the watch reports later, far from the ball's spot (the follow-through).
    static let later = LaunchPoint(time: LaunchScene.launch + 0.3, position: NormalizedPoint(x: 20 / 320, y: 230 / 240),
                                   radius: 2.5 / 320)

    /// A fitter whose only launch was withdrawn when the ball's flight, seen from nine frames
    /// after impact, was confirmed.
    static func fitterWithAnUnclaimedFlight() throws -> (TrajectoryFitter, Track) {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        fitter.withdrawnLaunches = [LaunchTakeoverTests.launch]
        let ball = Track(points: LaunchTakeoverTests.points(frames: 9...24, at: LaunchTakeoverTests.ball))
        let (refusal, _) = LaunchTakeoverTests.claim(ball, in: fitter)
        #expect(refusal == nil)
        ball.state = .confirmed
        fitter.finished = [ball]
        return (fitter, ball)
    }

    @Test func itTakesTheWithdrawnLaunchBackOnceLaunchesAreKnown() throws {
        let (fitter, ball) = try Self.fitterWithAnUnclaimedFlight()
        fitter.claimLaunchesLate(cameraOffset: PixelPoint(x: 0, y: 0))
        #expect(fitter.reinstatedLaunches.isEmpty, "no launch standing yet")
        fitter.launches = [Self.later]
        fitter.claimLaunchesLate(cameraOffset: PixelPoint(x: 0, y: 0))
        #expect(fitter.reinstatedLaunches.map(\.time) == [LaunchTakeoverTests.launch.time])
        #expect(fitter.launchClaims[LaunchTakeoverTests.launch.time]?.track === ball)
        #expect(fitter.unclaimed.isEmpty)
    }

    @Test func itTakesNoLaunchAFlightHolds() throws {
        let (fitter, ball) = try Self.fitterWithAnUnclaimedFlight()
        let holder = Track(points: LaunchTakeoverTests.points(frames: 12...24, at: LaunchTakeoverTests.ball))
        holder.state = .confirmed
        fitter.finished.append(holder)
        fitter.launchClaims[LaunchTakeoverTests.launch.time] = (holder, holder.first.time, true)
        fitter.launches = [Self.later]
        fitter.claimLaunchesLate(cameraOffset: PixelPoint(x: 0, y: 0))
        #expect(fitter.launchClaims[LaunchTakeoverTests.launch.time]?.track === holder)
        #expect(fitter.holds(ball) && fitter.holds(holder))
    }
}
