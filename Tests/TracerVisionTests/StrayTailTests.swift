import Foundation
import Testing
@testable import TracerVision

/// A young flight lost behind a cloud just short of `trajectoryLength` that took clutter past
/// the gap (`TrajectoryFitter.dropStrayTail`): the clutter is dropped, so that the flight is
/// judged as lost at the gap, by its last look back.
@Suite struct StrayTailTests {
    /// The ball's points of flight frames `ball`, then clutter, far below it, at `clutter`.
    static func track(ball: ClosedRange<Int>, clutter: [Int]) -> Track {
        let flown = LaunchTakeoverTests.points(frames: ball, at: LaunchTakeoverTests.ball)
        let stray = clutter.flatMap { frame in
            LaunchTakeoverTests.points(frames: frame...frame) { _ in (120 + Double(frame), 230) }
        }
        return Track(points: flown + stray)
    }

    @Test func clutterPastAGapIsDroppedAndTheLastLookCompletesTheFlight() throws {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Self.track(ball: 3...10, clutter: [15, 18])
        #expect(fitter.dropStrayTail(of: track) == 2)
        #expect(track.last.candidateID == 10)
        #expect(fitter.completesByLookingBack(track))
        #expect(track.count >= fitter.request.trajectoryLength)
        #expect(track.first.candidateID <= 2)
    }

    @Test func aTrackLongEnoughBeforeTheGapKeepsItsPoints() throws {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Self.track(ball: 1...10, clutter: [15])
        #expect(fitter.dropStrayTail(of: track) == nil)
        #expect(track.count == 11)
    }

    @Test func aTrackTooShortBeforeTheGapKeepsItsPoints() throws {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Self.track(ball: 4...10, clutter: [15])
        #expect(fitter.dropStrayTail(of: track) == nil)
    }

    @Test func moreThanAFewPointsPastTheGapAreKept() throws {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Self.track(ball: 3...10, clutter: [15, 16, 17, 18])
        #expect(fitter.dropStrayTail(of: track) == nil)
        #expect(track.count == 12)
    }

    @Test func aShortGapIsNoGap() throws {
        // Two frames unseen: the ball hidden for a moment, not lost.
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Self.track(ball: 3...10, clutter: [13])
        #expect(fitter.dropStrayTail(of: track) == nil)
    }

    @Test func aTrackBegunLongAfterTheLaunchKeepsItsPoints() throws {
        // Begun 0.3 s after the ball left: not the ball just hit.
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Track(points: LaunchTakeoverTests.points(frames: 18...25) { t in
            let b = LaunchTakeoverTests.ball(t)
            return (b.x - 60, b.y)
        } + LaunchTakeoverTests.points(frames: 30...30) { _ in (100, 230) })
        #expect(fitter.dropStrayTail(of: track) == nil)
    }
}
