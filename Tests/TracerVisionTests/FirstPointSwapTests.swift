import Foundation
import Testing
@testable import TracerVision

/// A new flight's first point that is a weak speck beside the ball, the ball itself turned
/// down for the motion around it or a clear candidate (`TrajectoryFitter.swapFirstPointForBall`).
@Suite struct FirstPointSwapTests {
    static let ballID = 2010
    static let speckID = 2019

    /// Frames 201 to `lastFrame` of `LookBackTests.decelerating` as a track whose first point is
    /// a speck (`speckScore`, 0.6 px) `speckOffset` pixels across the flight from the ball of
    /// frame 201, which lies among the blobs touching other motion (or, `asCandidate`, among
    /// that frame's candidates); a ball of 3 px seen at rest long before. Returns the track's
    /// first candidate after the swap is judged.
    static func firstPoint(speckScore: Double = 0.5, speckOffset: Double = 3, ballScale: Double = 1,
                           lastFrame: Int = 212, asCandidate: Bool = false) throws -> Int {
        let fitter = try EntangledBlobTests.fitter(restRadius: 3)
        let points = EntangledBlobTests.ballPoints(frames: 201...lastFrame)
        var ball = points[0]
        ball.radius *= ballScale
        let speck = TrackPoint(time: ball.time, position: PixelPoint(x: ball.position.x + speckOffset, y: ball.position.y),
                               cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.6, candidateID: speckID, isFaint: false,
                               score: speckScore, length: 2, angle: 0)
        if asCandidate {
            fitter.history = [(ball.time, [speck, ball])]
        } else {
            fitter.entangledHistory[ball.time] = [ball]
        }
        let track = Track(points: [speck] + points.dropFirst())
        fitter.swapFirstPointForBall(of: track, owned: [])
        #expect(track.count == points.count)
        return track.first.candidateID
    }

    @Test func aWeakSpeckBesideTheBallGivesWayToIt() throws {
        // Held-out seed 977's hevc10 drive, frame 61: a speck (score 0.51) 4.9 px off the ball.
        #expect(try Self.firstPoint() == Self.ballID)
    }

    @Test func aClearCandidateBesideTheSpeckGivesWayToo() throws {
        // `SampleVideos/`' drive, frame 62: the ball's clear blob began a track of its own while
        // a young track took a speck (score 0.47) 5 px off it.
        #expect(try Self.firstPoint(asCandidate: true) == Self.ballID)
    }

    @Test func aYoungFlightOfTenPointsIsJudged() throws {
        #expect(BackwardStep.modelledPoints == 10)
        #expect(try Self.firstPoint(lastFrame: 210) == Self.ballID)
        #expect(try Self.firstPoint(lastFrame: 209) == Self.speckID)
    }

    @Test func aConfidentFirstPointStays() throws {
        #expect(try Self.firstPoint(speckScore: 0.9) == Self.speckID)
    }

    @Test func aSpeckNearerTheRunBackThanTheBlobStays() throws {
        // Run back from frame 202 on, the flight lies about half a pixel from the ball of
        // frame 201: a speck on it is as likely the ball, the blob beside the club something else.
        #expect(try Self.firstPoint(speckOffset: 0.2) == Self.speckID)
    }

    @Test func aBlobFartherFromTheNextPointsSizeThanTheSpeckStays() throws {
        // A 4.5 px blob (the club's head) against the next point's 1.5 px: no likelier the
        // ball than the 0.6 px speck.
        #expect(try Self.firstPoint(ballScale: 4.5 / 1.12) == Self.speckID)
        #expect(try Self.firstPoint(ballScale: 2.5 / 1.12) == Self.ballID)
    }
}
