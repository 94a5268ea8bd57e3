import Foundation
import Testing
@testable import TracerVision

/// A flight that seems to leave the spot a frame before the holder of its launch, but only in
/// specks beside the ball's size, does not take the launch (`TrajectoryFitter.leadsOnlyBySpecks`).
@Suite struct SpeckLeadTests {
    typealias Scene = LaunchTakeoverTests

    /// A track along the ball's way from frame 8, a frame before the holder's, whose first
    /// point's blob is `firstRadius` pixels across (the holder's are 2.5).
    static func leader(firstRadius: Double) -> Track {
        var points = Scene.points(frames: 8...24, at: Scene.ball)
        points[0].radius = firstRadius
        return Track(points: points)
    }

    @Test func aSpeckAFrameAheadDoesNotTakeTheLaunch() throws {
        // Held-out 1597's hevc10: the club's follow-through, looked back to a 0.7 px speck 22 px
        // off the spot a frame before the ball's flight, took its launch.
        let (fitter, holder) = try Scene.fitterHeldByTheBall()
        let (refusal, events) = Scene.claim(Self.leader(firstRadius: 0.7), in: fitter)
        #expect(refusal != nil)
        #expect(fitter.holds(holder))
        #expect(events.isEmpty)
    }

    @Test func aBallSizedBlobAFrameAheadTakesIt() throws {
        let (fitter, holder) = try Scene.fitterHeldByTheBall()
        let (refusal, _) = Scene.claim(Self.leader(firstRadius: 2.4), in: fitter)
        #expect(refusal == nil)
        #expect(!fitter.holds(holder))
    }

    @Test func specksTwoFramesAheadAreAnEarlierStart() {
        let holder = Track(points: Scene.points(frames: 9...24, at: Scene.ball))
        var points = Scene.points(frames: 7...24, at: Scene.ball)
        points[0].radius = 0.7
        points[1].radius = 0.7
        let interval = 1 / Scene.fps
        #expect(!TrajectoryFitter.leadsOnlyBySpecks(points, from: points[0].time,
                                                    before: (holder, holder.first.time, true), interval: interval))
        #expect(TrajectoryFitter.leadsOnlyBySpecks(Array(points.dropFirst()), from: points[1].time,
                                                   before: (holder, holder.first.time, true), interval: interval))
    }
}
