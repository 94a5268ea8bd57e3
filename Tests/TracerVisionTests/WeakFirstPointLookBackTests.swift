import Foundation
import Testing
@testable import TracerVision

/// The look back past a flight's weak first point (`TrajectoryFitter.firmBallPastWeakFirstPoint`):
/// a speck a little behind the ball, taken where the ball itself went undetected, bends the
/// run back, and the ball in the frame before then breaks from the track. Held-out 1187's
/// hevc10 drive lost its first four frames so, and its path ran 64 px behind the ball.
@Suite struct WeakFirstPointLookBackTests {
    static let fps = LookBackTests.fps

    static func time(_ frame: Int) -> Double { LaunchScene.launch + Double(frame) / fps }

    /// A point `behind` pixels back along the ball's way from where it is at `frame`.
    static func point(_ frame: Int, behind: Double = 0, score: Double = 1, id: Int? = nil) -> TrackPoint {
        let t = time(frame)
        let here = LaunchTakeoverTests.ball(t), before = LaunchTakeoverTests.ball(t - 0.2 / fps)
        let (dx, dy) = (here.x - before.x, here.y - before.y)
        let length = hypot(dx, dy)
        return TrackPoint(time: t, position: PixelPoint(x: here.x - behind * dx / length, y: here.y - behind * dy / length),
                          cameraOffset: PixelPoint(x: 0, y: 0), radius: 2.5, candidateID: id ?? frame, isFaint: false,
                          score: score, length: 5, angle: 0)
    }

    /// The ball from frame 9 on, its frame 8 a point half a step behind it of score `firstScore`.
    static func track(firstScore: Double) -> Track {
        Track(points: [point(8, behind: 2.5, score: firstScore, id: 800)]
            + LaunchTakeoverTests.points(frames: 9...20, at: LaunchTakeoverTests.ball))
    }

    /// What the look back takes in place of `best` in frame 7, whose blobs are the ball and `best`.
    static func taken(firstScore: Double, best: TrackPoint) throws -> TrackPoint? {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        let track = track(firstScore: firstScore)
        let ball = point(7)
        let reach = GateEllipse(centre: best.position, from: track.first.position, across: 8, along: 16)
        return fitter.firmBallPastWeakFirstPoint(among: [ball, best], for: track, reach: reach, taking: best, owned: [])
    }

    /// A blob in frame 7 of `score`, where the run back through the weak point puts the ball.
    static func speck(score: Double) throws -> TrackPoint {
        let predicted = try #require(BackwardStep.position(of: track(firstScore: 0.72).points, at: time(7)))
        return TrackPoint(time: time(7), position: predicted, cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.6,
                          candidateID: 700, isFaint: false, score: score, length: 1.2, angle: 0)
    }

    @Test func theBallBreaksFromTheTrackOnlyThroughItsWeakFirstPoint() {
        let track = Self.track(firstScore: 0.72)
        #expect(!track.continuesBackwards(Self.point(7)))
        #expect(track.continuesBackwardsInsteadOfFirst(Self.point(7)))
    }

    @Test func theBallIsTakenInPlaceOfAWeakSpeck() throws {
        let taken = try Self.taken(firstScore: 0.72, best: Self.speck(score: 0.39))
        #expect(taken?.candidateID == 7)
    }

    @Test func aFirmFirstPointStaysAndSoDoesTheLookBacksChoice() throws {
        #expect(try Self.taken(firstScore: 0.95, best: Self.speck(score: 0.39)) == nil)
    }

    @Test func aConfidentBlobTheLookBackTookStays() throws {
        #expect(try Self.taken(firstScore: 0.72, best: Self.speck(score: 0.6)) == nil)
    }
}
