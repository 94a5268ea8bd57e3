import Foundation
import Testing
@testable import TracerVision

/// `TrajectoryFitter.absorbFlights(overlappedBy:)`: a flight found again after a short loss,
/// whose look back took up an ended flight's points, continues that flight (one shot, one
/// trajectory, the earlier uuid and launch) instead of standing beside it as a copy.
@Suite struct AbsorbFlightTests {
    static func ball(_ frames: ClosedRange<Int>) -> [TrackPoint] {
        LaunchTakeoverTests.points(frames: frames, at: LaunchTakeoverTests.ball)
    }

    static func fitter(holding old: Track) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        fitter.launches = [LaunchTakeoverTests.launch]
        old.state = .confirmed
        old.end()
        fitter.finished = [old]
        fitter.launchClaims[LaunchScene.launch] = (old, old.first.time, true)
        return fitter
    }

    @Test func aFlightThatLookedBackIntoAnEndedOneContinuesIt() throws {
        let old = Track(points: Self.ball(1...15))
        let fitter = try Self.fitter(holding: old)
        let later = Track(points: Self.ball(9...30))
        #expect(fitter.absorbFlights(overlappedBy: later) == 1)
        #expect(fitter.finished.isEmpty)
        #expect(later.points.map(\.candidateID) == Array(1...30))
        #expect(later.uuid == old.uuid)
        #expect(fitter.launchClaims[LaunchScene.launch]?.track === later)
    }

    @Test func aFlightThatLeftALaunchTakesNoneOfTheEndedOnesPointsFromBeforeIt() throws {
        // Held-out 1327's 240 fps iron: a track on the ball at rest through the downswing was
        // confirmed and ended before impact; the flight that looked back to the spot shared its
        // last points, and taken in whole, its frames at rest turned the flight down.
        let old = Track(points: Self.ball(-12...3))
        let fitter = try Self.fitter(holding: old)
        let later = Track(points: Self.ball(1...30))
        let launch = LaunchTakeoverTests.launch
        #expect(fitter.absorbFlights(overlappedBy: later, leftFrom: launch) == 1)
        // The watch may date a launch up to four frames late: those frames stay.
        #expect(later.points.map(\.candidateID) == Array(-3...30))
        #expect(later.uuid == old.uuid)
    }

    @Test func aFlightSharingNoPointsLeavesItAlone() throws {
        let old = Track(points: Self.ball(1...15))
        let fitter = try Self.fitter(holding: old)
        let later = Track(points: Self.ball(20...30))
        #expect(fitter.absorbFlights(overlappedBy: later) == 0)
        #expect(fitter.finished.count == 1)
        #expect(later.first.candidateID == 20)
        #expect(fitter.launchClaims[LaunchScene.launch]?.track === old)
    }

    @Test func aMoverCrossingAnEndedFlightAtOneBlobLeavesItAlone() throws {
        // Seed 59's chip: a bird flying level crossed the chip as it came down and shared a
        // blob with it there; taking the chip in would have swapped its last 17 frames for the
        // bird's (p95 0.7 -> 113 px).
        let old = Track(points: Self.ball(1...15))
        let fitter = try Self.fitter(holding: old)
        var bird = LaunchTakeoverTests.points(frames: 9...30) { t in (40 + 300 * t, 60) }
        for i in bird.indices { bird[i].candidateID += 100 }
        bird[1] = old.points[9]
        let later = Track(points: bird)
        #expect(fitter.absorbFlights(overlappedBy: later) == 0)
        #expect(fitter.finished.count == 1)
        #expect(later.first.candidateID == 109)
        #expect(fitter.launchClaims[LaunchScene.launch]?.track === old)
    }
}
