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

    /// `fitter`'s late claims, and the events they gave.
    @discardableResult
    static func claimLate(in fitter: TrajectoryFitter) -> [TrackEvent] {
        var events: [TrackEvent] = []
        fitter.claimLaunchesLate(cameraOffset: PixelPoint(x: 0, y: 0), events: &events)
        return events
    }

    /// A mover confirmed while no launch stood, from nowhere near the spot: drifting up and
    /// right 70 px from it, from three frames after impact.
    static func unclaimedBird(in fitter: TrajectoryFitter) -> Track {
        let bird = Track(points: LaunchTakeoverTests.points(frames: 3...20) { t in
            let u = t - LaunchScene.launch
            return (200 + 60 * u, 150 - 40 * u + 30 * u * u)
        })
        #expect(LaunchTakeoverTests.claim(bird, in: fitter).refusal == nil, "no launch stands: nothing to leave")
        bird.state = .confirmed
        fitter.finished.append(bird)
        return bird
    }

    @Test func itTakesTheWithdrawnLaunchBackOnceLaunchesAreKnown() throws {
        let (fitter, ball) = try Self.fitterWithAnUnclaimedFlight()
        Self.claimLate(in: fitter)
        #expect(fitter.reinstatedLaunches.isEmpty, "no launch standing yet")
        fitter.launches = [Self.later]
        Self.claimLate(in: fitter)
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
        Self.claimLate(in: fitter)
        #expect(fitter.launchClaims[LaunchTakeoverTests.launch.time]?.track === holder)
        #expect(fitter.holds(ball) && fitter.holds(holder))
    }

    @Test func aFlightAfterTheLaunchThatLeavesNoneIsDroppedOnceLaunchesAreKnown() throws {
        let (fitter, ball) = try Self.fitterWithAnUnclaimedFlight()
        let bird = Self.unclaimedBird(in: fitter)
        #expect(Self.claimLate(in: fitter).isEmpty, "no launch standing yet")
        #expect(fitter.holds(bird))
        fitter.launches = [LaunchTakeoverTests.launch]
        let events = Self.claimLate(in: fitter)
        #expect(!fitter.holds(bird))
        #expect(events.contains { $0.uuid == bird.uuid && $0.kind == .rejected })
        #expect(fitter.holds(ball) && fitter.launchClaims[LaunchTakeoverTests.launch.time]?.track === ball)
        #expect(fitter.unclaimed.isEmpty)
    }

    @Test func aFlightBeforeTheFirstLaunchIsLeftToThePath() throws {
        // The path drops flights that start before the first launch (`TracerPathBuilder`).
        let (fitter, _) = try Self.fitterWithAnUnclaimedFlight()
        let bird = Self.unclaimedBird(in: fitter)
        fitter.launches = [LaunchPoint(time: bird.first.time + 0.05, position: Self.later.position, radius: Self.later.radius)]
        Self.claimLate(in: fitter)
        #expect(fitter.holds(bird))
    }

    @Test func whatStandsOfAnUnclaimedFlightWaitsInItsPlace() throws {
        let (fitter, _) = try Self.fitterWithAnUnclaimedFlight()
        let bird = Self.unclaimedBird(in: fitter)
        let piece = bird.piece(0..<12)
        fitter.finished.removeAll { $0 === bird }
        fitter.finished.append(piece)
        fitter.handOverLaunch(from: bird, to: piece)
        #expect(fitter.unclaimed.contains { $0 === piece })
        fitter.launches = [LaunchTakeoverTests.launch]
        Self.claimLate(in: fitter)
        #expect(!fitter.holds(piece))
    }
}
