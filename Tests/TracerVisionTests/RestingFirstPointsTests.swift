import Foundation
import Testing
@testable import TracerVision

/// `TrajectoryFitter.dropRestingFirstPoints(of:launch:)`: of the first points a flight took on
/// its launch's spot by the launch time (the ball still at rest), only the last stays.
@Suite struct RestingFirstPointsTests {
    static func flight(_ frames: ClosedRange<Int>) -> [TrackPoint] {
        LaunchTakeoverTests.points(frames: frames, at: LaunchTakeoverTests.ball)
    }

    @Test func framesAtRestBeforeTheLastAreDropped() throws {
        let track = Track(points: Self.flight(-3...20))
        try LaunchClaimRunBackTests.freeLaunch().dropRestingFirstPoints(of: track, launch: LaunchTakeoverTests.launch)
        // Frame 0 is the launch itself, the ball still on its spot.
        #expect(track.first.candidateID == 0)
        #expect(track.count == 21)
    }

    @Test func theLastFrameAtRestStays() throws {
        let track = Track(points: Self.flight(-1...(-1)) + Self.flight(1...20))
        try LaunchClaimRunBackTests.freeLaunch().dropRestingFirstPoints(of: track, launch: LaunchTakeoverTests.launch)
        #expect(track.first.candidateID == -1)
    }

    @Test func aFlightOffTheSpotKeepsItsFirstPoints() throws {
        let track = Track(points: LaunchTakeoverTests.points(frames: -3...20) { t in (40 + 200 * t, 60 + 100 * t) })
        try LaunchClaimRunBackTests.freeLaunch().dropRestingFirstPoints(of: track, launch: LaunchTakeoverTests.launch)
        #expect(track.first.candidateID == -3)
    }
}
