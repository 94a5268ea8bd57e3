import Foundation
import Testing
@testable import TracerVision

/// A faint blob close to where a launched flight is predicted is taken whatever its shape:
/// near noise, its long axis is the noise's as much as the ball's (seed 713's drive near its
/// apex, four pixels in a row across its motion, was left for a speck beside it, and the
/// flight followed the speck away). Other tracks still need a blob's streak to lie along
/// their motion.
@Suite struct FaintPointTests {
    static let frame = 16

    /// Frame `frame`'s candidates: the ball as a faint blob lying across its motion, and a
    /// speck three pixels off that fits any motion.
    static func candidates() -> [TrackPoint] {
        let t = LaunchScene.launch + Double(frame) / LaunchTakeoverTests.fps
        let ball = LaunchTakeoverTests.ball(t)
        // The ball moves up and right at about 64° above the horizontal: the blob lies at 26° below it.
        let faint = TrackPoint(time: t, position: PixelPoint(x: ball.x + 0.4, y: ball.y), cameraOffset: PixelPoint(x: 0, y: 0),
                               radius: 1, candidateID: 100, isFaint: true, length: 4, angle: 0.45)
        let speck = TrackPoint(time: t, position: PixelPoint(x: ball.x + 2.5, y: ball.y + 2), cameraOffset: PixelPoint(x: 0, y: 0),
                               radius: 1, candidateID: 101, isFaint: false, length: 1, angle: 0)
        return [faint, speck]
    }

    /// The candidate the ball's confirmed track takes, with or without the launch claimed.
    static func taken(launched: Bool) throws -> Int? {
        try takenByConfirmedFlight(of: LaunchTakeoverTests.ball, frame: frame, launched: launched) { _ in candidates() }
    }

    /// The candidate taken in `frame` by a confirmed track of `ball`'s frames before it (with
    /// its launch claimed when `launched`), from the candidates `candidates` gives that track.
    static func takenByConfirmedFlight(of ball: @escaping (Double) -> (x: Double, y: Double), frame: Int,
                                       launched: Bool, candidates: (Track) -> [TrackPoint]) throws -> Int? {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        let track = Track(points: LaunchTakeoverTests.points(frames: 1...(frame - 1), at: ball))
        track.state = .confirmed
        fitter.tracks = [track]
        if launched { fitter.launchClaims[LaunchScene.launch] = (track, track.first.time, true) }
        let points = candidates(track)
        var assignment = TrajectoryFitter.Assignment(count: points.count)
        fitter.extendLongTracks(with: points, at: points[0].time, step: 40, into: &assignment)
        return assignment.claimed.firstIndex(of: true).map { points[$0].candidateID }
    }

    @Test func aLaunchedFlightTakesTheFaintBallAcrossItsMotion() throws {
        #expect(try Self.taken(launched: true) == 100)
    }

    @Test func aFlightFromNoLaunchStillNeedsItsStreakAlongItsMotion() throws {
        #expect(try Self.taken(launched: false) == 101)
    }
}
