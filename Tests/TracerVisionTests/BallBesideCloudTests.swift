import Foundation
import Testing
@testable import TracerVision

/// A white ball crossing the edge of a white cloud: on its own the blob looks like the tip of
/// something larger (much of its surroundings is as bright as it is), but inside the gate of a
/// flight that expects its ball there, it is the ball.
@Suite struct BallBesideCloudTests {
    static let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)

    /// The ball at frame `i`: moving right just under the cloud's lower edge.
    static func ball(_ i: Int) -> Disc { Disc(x: 120 + 6 * Double(i), y: 154, r: 2, contrast: 180) }
    /// The cloud: large, still, and as white as the ball (both clip at 255).
    static let cloud = Disc(x: 160, y: 110, r: 40, contrast: 180)

    /// The candidates of frame 5, found with `gates`.
    static func candidates(gates: [SearchGate]) throws -> (found: [BallCandidate], rejected: [RejectedBlob]) {
        let detector = BallCandidateDetector(geometry: geometry, request: try TrajectoryRequest())
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 1)
        var result: DetectionResult?
        for i in 0..<8 {
            SyntheticScene.withPlane(scene.render(index: i, discs: [cloud, ball(i)]), width: 320, height: 240) {
                detector.ingest($0, time: Double(i) / 60)
            }
            while let r = detector.detectPending(gates: gates) {
                if abs(r.time - 5.0 / 60) < 1e-9 { result = r }
            }
        }
        let r = try #require(result)
        return (r.candidates, r.rejected)
    }

    static func nearBall(_ p: PixelPoint) -> Bool { hypot(p.x - ball(5).x, p.y - ball(5).y) < 2 }

    @Test func outsideAnyGateTheBallIsTakenForPartOfTheCloud() throws {
        let (found, rejected) = try Self.candidates(gates: [])
        #expect(!found.contains { Self.nearBall($0.position) })
        #expect(rejected.contains { Self.nearBall($0.position) && $0.reason == .partOfLargerObject })
    }

    @Test func insideAFlightsGateTheBallIsFound() throws {
        let gate = SearchGate(center: PixelPoint(x: Self.ball(5).x + 1, y: Self.ball(5).y), radius: 10)
        let (found, _) = try Self.candidates(gates: [gate])
        #expect(found.contains { Self.nearBall($0.position) })
    }

    @Test func insideALaunchGateItIsNot() throws {
        // A launch gate seeds new tracks: no flight expects its ball there yet.
        let gate = SearchGate(center: PixelPoint(x: Self.ball(5).x + 1, y: Self.ball(5).y), radius: 10, seedsTracks: true)
        let (found, _) = try Self.candidates(gates: [gate])
        #expect(!found.contains { Self.nearBall($0.position) })
    }
}
