import Foundation
import Testing
@testable import TracerVision

/// The look back past a launch the watch dated late (`TrajectoryFitter.lookBackPastLaunch`):
/// the club swung through can cover the spot for frames after impact, so the spot is seen
/// empty late, and the ball's first frames lie before that launch.
@Suite struct LateLaunchLookBackTests {
    /// The first frame (after the real launch) of the flight first tracked eight frames after
    /// it, once it has looked back, with the only launch known dated `late` frames late.
    static func firstFrameFound(launchDatedLate late: Int) throws -> Int {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        fitter.launches = [LaunchPoint(time: LaunchScene.launch + Double(late) / LookBackTests.fps,
                                       position: LaunchTakeoverTests.launch.position,
                                       radius: LaunchTakeoverTests.launch.radius)]
        let track = Track(points: LaunchTakeoverTests.points(frames: 8...20, at: LaunchTakeoverTests.ball))
        fitter.extendBackwards(track)
        return track.first.candidateID
    }

    @Test func aLaunchDatedFourFramesLateStillLetsTheLookBackReachTheFirstFrames() throws {
        #expect(try Self.firstFrameFound(launchDatedLate: 4) <= 2)
    }

    @Test func theLookBackStillEndsBeforeALaunchDatedFarLater() throws {
        // Seven frames late: the search stops four frames before that launch, at frame 3.
        #expect(try Self.firstFrameFound(launchDatedLate: 7) >= 4)
    }
}
