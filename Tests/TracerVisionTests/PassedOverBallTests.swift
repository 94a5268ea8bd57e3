import Foundation
import Testing
@testable import TracerVision

/// A launched flight that took a speck over the ball's blob beside it, and from the speck
/// misses the ball in the next frame, takes the ball back in the speck's place
/// (`TrajectoryFitter.takeBackPassedOverBall`).
@Suite struct PassedOverBallTests {
    static let fps = LaunchTakeoverTests.fps

    static func time(_ frame: Int) -> Double { LaunchScene.launch + Double(frame) / fps }

    /// A point `dy` pixels below the ball at `frame`.
    static func point(_ frame: Int, dy: Double = 0, radius: Double = 2.5, score: Double = 1, id: Int) -> TrackPoint {
        let at = LaunchTakeoverTests.ball(time(frame))
        return TrackPoint(time: time(frame), position: PixelPoint(x: at.x, y: at.y + dy),
                          cameraOffset: PixelPoint(x: 0, y: 0), radius: radius, candidateID: id, isFaint: false,
                          score: score, length: 2 * radius, angle: 0)
    }

    /// The flight's points after frames 16 and 17, when it left a launch (`launched`) and its
    /// point at frame 15 was a blob merged with a bird's `merged` pixels below the ball. At 16 a
    /// speck lies `speckBelow` pixels below the ball beside the ball's own blob; at 17 the ball
    /// is alone.
    static func flight(launched: Bool, merged: Double, speckBelow: Double) throws -> [TrackPoint] {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / fps
        var points = LaunchTakeoverTests.points(frames: 1...14, at: LaunchTakeoverTests.ball)
        points.append(point(15, dy: merged, radius: 4, id: 15))
        let track = Track(points: points)
        track.state = .confirmed
        fitter.tracks = [track]
        if launched { fitter.launchClaims[LaunchScene.launch] = (track, track.first.time, true) }
        for frame in [16, 17] {
            let candidates = frame == 16
                ? [point(16, radius: 1.4, score: 0.99, id: 160), point(16, dy: speckBelow, radius: 0.6, score: 0.77, id: 161)]
                : [point(17, id: 170)]
            var assignment = TrajectoryFitter.Assignment(count: candidates.count)
            fitter.extendLongTracks(with: candidates, at: time(frame), step: 40, into: &assignment)
        }
        return track.points
    }

    @Test func theBallPassedOverForASpeckIsTakenBack() throws {
        // From the speck, 4 px below the ball, the flight's next prediction misses the ball;
        // from the ball's blob it finds it.
        let ids = try Self.flight(launched: true, merged: 1.5, speckBelow: 4).suffix(3).map(\.candidateID)
        #expect(ids == [15, 160, 170])
    }

    @Test func aSpeckFromWhichTheFlightFindsTheBallStays() throws {
        // 3 px below the ball, the speck still leads the flight to the ball in the next frame.
        let ids = try Self.flight(launched: true, merged: 1.5, speckBelow: 3).suffix(3).map(\.candidateID)
        #expect(ids == [15, 161, 170])
    }

    @Test func aFlightThatLeftNoLaunchTakesNothingBack() throws {
        let ids = try Self.flight(launched: false, merged: 1.5, speckBelow: 4).suffix(3).map(\.candidateID)
        #expect(ids == [14, 15, 161])
    }

    @Test func aBlobFarFromTheSpeckIsNotTheBallBesideIt() throws {
        // Held-out 1619's second two_shots ball: a flight of the club's follow-through took a
        // speck 14 px from a blob of the club (radius 3), both in its wide gate.
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        let track = Track(points: LaunchTakeoverTests.points(frames: 1...15, at: LaunchTakeoverTests.ball)
            + [Self.point(16, dy: 4, radius: 0.6, score: 0.9, id: 161)])
        func passedOver(_ blob: TrackPoint) -> Int? {
            fitter.passedOverBall(by: track, pairs: [(cost: 0.5, track: track, candidate: 0)], points: [blob],
                                  claimed: [false])?.candidateID
        }
        #expect(passedOver(Self.point(16, radius: 3, id: 160)) == 160)
        #expect(passedOver(Self.point(16, dy: -10, radius: 3, id: 160)) == nil)
    }
}
