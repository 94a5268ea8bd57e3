import Foundation
import Testing
@testable import TracerVision

/// The look back from a newly confirmed flight stops at the launch of the ball it follows,
/// not at another spot that emptied in between (`TrajectoryFitter.extendBackwards`).
@Suite struct LookBackLaunchTests {
    static let fps = LaunchTakeoverTests.fps

    /// A fitter that saw the ball leave its spot at `LaunchScene.launch` and, when `other`
    /// is given, a second spot far away empty that many frames later, with the ball's points
    /// (at rest until the launch) in its recent frames.
    static func fitter(otherLaunchAfter other: Int?) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / fps
        fitter.launches = [LaunchTakeoverTests.launch]
        if let other {
            fitter.launches.append(LaunchPoint(time: LaunchScene.launch + Double(other) / fps,
                                               position: NormalizedPoint(x: 40.0 / 320, y: 60.0 / 240), radius: 2.5 / 320))
        }
        let atRest = LaunchTakeoverTests.points(frames: -6...0) { _ in (150, 200) }
        let flying = LaunchTakeoverTests.points(frames: 1...20, at: LaunchTakeoverTests.ball)
        fitter.history = (atRest + flying).map { (time: $0.time, points: [$0]) }
        return fitter
    }

    /// The first frame (after the launch) of the flight first tracked eight frames after it,
    /// once it has looked back.
    static func firstFrameFound(otherLaunchAfter other: Int?) throws -> Int {
        let fitter = try fitter(otherLaunchAfter: other)
        let track = Track(points: LaunchTakeoverTests.points(frames: 8...20, at: LaunchTakeoverTests.ball))
        fitter.extendBackwards(track)
        return track.first.candidateID
    }

    @Test func theLookBackReachesTheFlightsFirstFrame() throws {
        #expect(try Self.firstFrameFound(otherLaunchAfter: nil) <= 2)
    }

    @Test func anotherSpotEmptyingMeanwhileDoesNotStopIt() throws {
        // Another ball's spot (or clutter that looked like a ball at rest) empties five frames
        // after impact, far from this flight: the look back still goes on past it.
        #expect(try Self.firstFrameFound(otherLaunchAfter: 5) <= 2)
    }

    @Test func theBallAtRestBeforeItsLaunchIsNotTakenIn() throws {
        #expect(try Self.firstFrameFound(otherLaunchAfter: 5) >= 1)
    }
}
