import Foundation
import Testing
@testable import TracerVision

/// A withdrawn launch whose spot launched again before a flight began, that later launch held
/// by another flight, cannot be taken back by it (`TrajectoryFitter.claimableLaunch`): one
/// spot, one ball, and the ball still lay there after the withdrawn launch. Seed
/// 919's hevc10: the club's backswing hid the ball 21 frames before impact and that launch was
/// withdrawn; the ball's flight held the launch at impact, and the follow-through, leaving the
/// spot after it, took the withdrawn one back and was drawn as a second shot.
@Suite struct ReplacedLaunchTests {
    /// A launch withdrawn 0.3 s before the ball's, at `position` (the ball's spot by default).
    static func backswing(at position: NormalizedPoint = LaunchTakeoverTests.launch.position) -> LaunchPoint {
        LaunchPoint(time: LaunchTakeoverTests.launch.time - 0.3, position: position, radius: LaunchTakeoverTests.launch.radius)
    }

    /// The launch verdict on a mover leaving the spot along the ball's way from frame 12 on,
    /// after the ball's flight (from frame 9) took the standing launch, with `withdrawn` as
    /// the launches withdrawn before it.
    static func verdictOnAFollower(withdrawn: [LaunchPoint], standingElsewhere: Bool = false) throws -> String? {
        let (fitter, _) = try LaunchTakeoverTests.fitterHeldByTheBall()
        fitter.withdrawnLaunches = withdrawn
        if standingElsewhere {
            // The standing launch moved to another spot: the withdrawn one was not replaced.
            let held = fitter.launchClaims.removeValue(forKey: LaunchTakeoverTests.launch.time)
            let elsewhere = LaunchPoint(time: LaunchTakeoverTests.launch.time, position: NormalizedPoint(x: 20 / 320, y: 230 / 240),
                                        radius: LaunchTakeoverTests.launch.radius)
            fitter.launches = [elsewhere]
            fitter.launchClaims[elsewhere.time] = held
        }
        let follower = Track(points: LaunchTakeoverTests.points(frames: 12...24, at: LaunchTakeoverTests.ball))
        return LaunchTakeoverTests.claim(follower, in: fitter).refusal
    }

    @Test func aWithdrawnLaunchReplacedAtItsSpotIsNotTakenBack() throws {
        #expect(try Self.verdictOnAFollower(withdrawn: [Self.backswing()]) != nil)
    }

    @Test func aWithdrawnLaunchNotReplacedIsStillTakenBack() throws {
        #expect(try Self.verdictOnAFollower(withdrawn: [Self.backswing()], standingElsewhere: true) == nil)
    }

    /// The launch verdict on a mover that left the spot 0.25 s before the ball did (after the
    /// withdrawn launch) and is first seen a frame before the ball's launch, when the ball's
    /// flight holding that launch passed the spot `close`ly or not.
    static func verdictOnAnEarlierMover(holderClose: Bool) throws -> String? {
        let holder = Track(points: LaunchTakeoverTests.points(frames: 9...24, at: LaunchTakeoverTests.ball))
        let (fitter, _) = try LaunchTakeoverTests.fitterHeld(by: holder, close: holderClose)
        fitter.withdrawnLaunches = [Self.backswing()]
        let mover = Track(points: LaunchTakeoverTests.points(frames: -1...12) { t in LaunchTakeoverTests.ball(t + 0.25) })
        return LaunchTakeoverTests.claim(mover, in: fitter).refusal
    }

    @Test func aWithdrawnLaunchReplacedByOneTheBallLeftCloseIsNotTakenBackByAnEarlierTrack() throws {
        // Held-out 1429's two_shots: a track of codec specks and a bird, its first point half a
        // frame before the ball's launch, took back the launch withdrawn when the club hid the
        // ball nine frames earlier, and was drawn as a shot.
        #expect(try Self.verdictOnAnEarlierMover(holderClose: true) != nil)
        // A holder that passed the spot only loosely does not show the ball lay there till then.
        #expect(try Self.verdictOnAnEarlierMover(holderClose: false) == nil)
    }
}
