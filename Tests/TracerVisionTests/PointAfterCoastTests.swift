import Foundation
import Testing
@testable import TracerVision

/// A young flight's first point after frames unseen that lies off the flight of the points
/// around it gives way to the ball's blob of that frame (`TrajectoryFitter.replacePointsAfterCoast`).
@Suite struct PointAfterCoastTests {
    static let speckID = 1300
    static let ballID = 1301

    /// The ball's points at `frames` (as `LaunchTakeoverTests.points`), with frame 13's a speck
    /// 20 px off the ball.
    static func track(frames: [Int]) -> Track {
        let points = frames.flatMap { LaunchTakeoverTests.points(frames: $0...$0, at: LaunchTakeoverTests.ball) }
        return Track(points: points.map { p in
            guard p.candidateID == 13 else { return p }
            var speck = p
            speck.position.x += 12
            speck.position.y -= 16
            speck.radius = 0.6
            speck.candidateID = speckID
            return speck
        })
    }

    /// `track`'s candidate ids after `replacePointsAfterCoast`, frame 13's candidates being the
    /// speck and, when `ballSeen`, the ball's blob.
    static func replaced(in track: Track, ballSeen: Bool) throws -> [Int] {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / LaunchTakeoverTests.fps
        fitter.tracks = [track]
        let speck = try #require(track.points.first { $0.candidateID == speckID })
        var ball = LaunchTakeoverTests.points(frames: 13...13, at: LaunchTakeoverTests.ball)[0]
        ball.candidateID = ballID
        fitter.history = [(time: speck.time, points: [speck] + (ballSeen ? [ball] : []))]
        fitter.replacePointsAfterCoast(of: track)
        return track.points.map(\.candidateID)
    }

    @Test func aSpeckTakenAfterSixFramesUnseenGivesWayToTheBall() throws {
        let ids = try Self.replaced(in: Self.track(frames: [1, 2, 3, 4, 5, 6, 13, 14, 15, 16]), ballSeen: true)
        #expect(ids == [1, 2, 3, 4, 5, 6, Self.ballID, 14, 15, 16])
    }

    @Test func withNoBallInItsFrameTheSpeckStays() throws {
        let ids = try Self.replaced(in: Self.track(frames: [1, 2, 3, 4, 5, 6, 13, 14, 15, 16]), ballSeen: false)
        #expect(ids == [1, 2, 3, 4, 5, 6, Self.speckID, 14, 15, 16])
    }

    @Test func aPointAfterTwoFramesUnseenIsNotJudged() throws {
        let ids = try Self.replaced(in: Self.track(frames: [5, 6, 7, 8, 9, 10, 13, 14, 15, 16]), ballSeen: true)
        #expect(ids == [5, 6, 7, 8, 9, 10, Self.speckID, 14, 15, 16])
    }
}
