import Foundation
import Testing
@testable import TracerVision

/// The last look back of a young track lost just short of `trajectoryLength`
/// (`TrajectoryFitter.completesByLookingBack`): it finds the ball's first flight frames, which
/// other young tracks had taken, unless a confirmed flight shares its time.
@Suite struct LastLookTests {
    /// A fitter that saw the ball leave its spot, with the ball's points of flight frames 1 to
    /// 16 in its recent frames, and the young track that followed it from frame `first` to 16.
    static func lostTrack(from first: Int) throws -> (TrajectoryFitter, Track) {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = Track(points: LaunchTakeoverTests.points(frames: first...16, at: LaunchTakeoverTests.ball))
        return (fitter, track)
    }

    @Test func aTrackLostTwoPointsShortFindsTheBallsFirstFrames() throws {
        let (fitter, track) = try Self.lostTrack(from: 9)
        #expect(track.count == fitter.request.trajectoryLength - 2)
        #expect(fitter.completesByLookingBack(track))
        #expect(track.count >= fitter.request.trajectoryLength)
        #expect(track.first.candidateID <= 2)
    }

    @Test func itLooksBackOnlyOnce() throws {
        // The first look finds nothing (no recent frames kept); the ball's frames arriving
        // later do not earn the track a second look.
        let (fitter, track) = try Self.lostTrack(from: 9)
        let recent = fitter.history
        fitter.history = []
        #expect(!fitter.completesByLookingBack(track))
        fitter.history = recent
        #expect(!fitter.completesByLookingBack(track))
        #expect(track.count == fitter.request.trajectoryLength - 2)
    }

    @Test func aTrackThreePointsShortIsLeftAsItWas() throws {
        let (fitter, track) = try Self.lostTrack(from: 10)
        #expect(!fitter.completesByLookingBack(track))
        #expect(track.count == fitter.request.trajectoryLength - 3)
    }

    @Test func besideAConfirmedFlightItIsNotJudged() throws {
        // The club's arc beside the ball in seed 37's portrait: judged as a flight, it took the
        // launch from the ball's flight, confirmed frames before.
        let (fitter, track) = try Self.lostTrack(from: 9)
        let flight = Track(points: LaunchTakeoverTests.points(frames: 4...30) { t in
            let b = LaunchTakeoverTests.ball(t)
            return (b.x + 40, b.y)
        })
        flight.state = .confirmed
        fitter.finished = [flight]
        #expect(!fitter.completesByLookingBack(track))
    }
}
