import Foundation
import Testing
@testable import TracerVision

/// A young track that takes a lost flight up again a frame later is judged with that flight
/// (`TrajectoryFitter.passesAsContinuation`): too short and straight to show gravity on its
/// own, it passes together with the flight. One that begins long after is not.
@Suite struct ContinuationJudgedWithFlightTests {
    typealias Scene = OverlappedContinuationTests

    /// Six points of the ball from `frame`, the flight's far end, a tenth of a second.
    static func farEnd(from frame: Int) -> Track {
        Track(points: (frame..<(frame + 6)).map { Scene.point($0, Scene.flight($0)) })
    }

    static func judged(startingAt frame: Int) throws -> (alone: String?, withFlight: Bool) {
        let fitter = try TrajectoryFitter.at60fps(Scene.geometry)
        fitter.finished = [Scene.lostFlight(specks: 0)]
        let track = farEnd(from: frame)
        let fit = try #require(MotionFit(points: track.points))
        return (fitter.youngVerdict(on: track, fit: fit, cameraOffset: PixelPoint(x: 0, y: 0)),
                fitter.passesAsContinuation(track, cameraOffset: PixelPoint(x: 0, y: 0)))
    }

    @Test func aFarEndTakenUpAFrameAfterTheFlightPassesWithIt() throws {
        let judged = try Self.judged(startingAt: 21)
        #expect(judged.alone != nil)
        #expect(judged.withFlight)
    }

    @Test func oneTakenUpLongAfterIsJudgedAlone() throws {
        let frame = 20 + Int((TrajectoryFitter.judgedWithFlightGap * 60).rounded()) + 3
        #expect(try !Self.judged(startingAt: frame).withFlight)
    }
}
