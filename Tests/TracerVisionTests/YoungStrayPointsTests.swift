import Foundation
import Testing
@testable import TracerVision

/// A young track that took up clutter as it began (another seed's points, the club) is
/// judged without it (`BackwardStep.strayFirstPoints`) when its fit fails with it.
@Suite struct YoungStrayPointsTests {
    /// The ball from frame 3 on: a 3-wood seen from behind, rising and slowing in the picture.
    static func ball(_ t: Double) -> PixelPoint {
        let depth = 1 + 4 * t
        return PixelPoint(x: 230 + 20 * t / depth, y: 700 - 400 * t / depth)
    }

    static func point(_ frame: Int, _ p: PixelPoint) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.5,
                   candidateID: frame, isFaint: false, length: 3, angle: 0, polarity: .brighter)
    }

    /// Runs a fitter holding `track` over frame 15, where `next` (the ball by default) is the only candidate.
    static func run(_ track: Track, next: PixelPoint = ball(15.0 / 60)) throws -> [TrackEvent] {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))
        fitter.tracks = [track]
        let t = 15.0 / 60, p = next
        let candidate = BallCandidate(time: t, position: p, codedPosition: p, radius: 1.5, length: 3, angle: 0,
                                      polarity: .brighter, contrast: 40, area: 6, score: 1, isFaint: false,
                                      surroundingMotion: 0)
        return fitter.update(with: DetectionResult(time: t, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                   cameraShift: PixelPoint(x: 0, y: 0), threshold: 4),
                             cameraOffset: PixelPoint(x: 0, y: 0)).events
    }

    @Test func aFlightAfterThreeClutterPointsIsConfirmedWithoutThem() throws {
        // Seed 53's portrait 3-wood: the ball's track began on two blobs by the golfer and
        // one 70 px left of the ball, and stayed "jittery" until its time ran out.
        let clutter = [Self.point(0, PixelPoint(x: 150, y: 540)), Self.point(1, PixelPoint(x: 154, y: 530)),
                       Self.point(2, PixelPoint(x: 158, y: 520))]
        let flight = (3..<15).map { Self.point($0, Self.ball(Double($0) / 60)) }
        let track = Track(points: clutter + flight)
        let events = try Self.run(track)
        #expect(events.contains { $0.kind == .confirmed && $0.uuid == track.uuid })
        #expect(track.first.time == 3.0 / 60)
    }

    @Test func clutterAllAlongIsNotConfirmed() throws {
        // Points scattered about a slow drift: no clean flight after any first three.
        let scattered = (0..<15).map { frame in
            Self.point(frame, PixelPoint(x: 150 + 2 * Double(frame) + (frame % 2 == 0 ? 6 : -6),
                                    y: 540 - 3 * Double(frame) + (frame % 3 == 0 ? 7 : -4)))
        }
        let track = Track(points: scattered)
        let events = try Self.run(track, next: PixelPoint(x: 180, y: 495))
        #expect(track.count == 16, "the drift should take the point offered")
        #expect(!events.contains { $0.kind == .confirmed })
    }
}
