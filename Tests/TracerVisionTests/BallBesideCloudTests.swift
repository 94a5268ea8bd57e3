import Foundation
import Testing
@testable import TracerVision

/// A white ball crossing the edge of a white cloud: on its own the blob looks like the tip of
/// something larger (much of its surroundings is as bright as it is), but inside the gate of a
/// flight that expects its ball there, it is the ball. A young flight's gate finds it too, as a
/// clear blob, when it stands well above the threshold. Outside any gate it is kept for the
/// look back of a flight found later.
@Suite struct BallBesideCloudTests {
    static let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)

    /// The ball at frame `i`: moving right just under the cloud's lower edge.
    static func ball(_ i: Int, contrast: Double = 180) -> Disc {
        Disc(x: 120 + 6 * Double(i), y: 154, r: 2, contrast: contrast)
    }
    /// The cloud: large, still, and as white as the ball (both clip at 255).
    static func cloud(contrast: Double = 180) -> Disc { Disc(x: 160, y: 110, r: 40, contrast: contrast) }

    /// The candidates of frame 5 and the threshold outside gates, found with `gates`, ball and
    /// cloud of `contrast`.
    static func detection(gates: [SearchGate], contrast: Double = 180) throws -> DetectionResult {
        let detector = BallCandidateDetector(geometry: geometry, request: try TrajectoryRequest())
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 1)
        var result: DetectionResult?
        for i in 0..<8 {
            let discs = [cloud(contrast: contrast), ball(i, contrast: contrast)]
            SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: 320, height: 240) {
                detector.ingest($0, time: Double(i) / 60)
            }
            while let r = detector.detectPending(gates: gates) {
                if abs(r.time - 5.0 / 60) < 1e-9 { result = r }
            }
        }
        return try #require(result)
    }

    /// The candidates of frame 5, found with `gates`.
    static func candidates(gates: [SearchGate]) throws -> (found: [BallCandidate], rejected: [RejectedBlob]) {
        let r = try detection(gates: gates)
        return (r.candidates, r.rejected)
    }

    static let youngFlightsGate = SearchGate(center: PixelPoint(x: ball(5).x + 1, y: ball(5).y), radius: 10,
                                             purpose: .youngFlight)

    static func nearBall(_ p: PixelPoint) -> Bool { hypot(p.x - ball(5).x, p.y - ball(5).y) < 2 }

    @Test func outsideAnyGateTheBallIsTakenForPartOfTheCloud() throws {
        let (found, rejected) = try Self.candidates(gates: [])
        #expect(!found.contains { Self.nearBall($0.position) })
        #expect(rejected.contains { Self.nearBall($0.position) && $0.reason == .partOfLargerObject })
    }

    @Test func outsideAnyGateTheBallIsKeptForTheLookBack() throws {
        // Not a candidate, but a flight found later may take it looking back (`entangled`).
        let result = try Self.detection(gates: [])
        #expect(!result.candidates.contains { Self.nearBall($0.position) })
        #expect(result.entangled.contains { Self.nearBall($0.position) })
    }

    @Test func insideAFlightsGateTheBallIsFound() throws {
        let gate = SearchGate(center: PixelPoint(x: Self.ball(5).x + 1, y: Self.ball(5).y), radius: 10)
        let (found, _) = try Self.candidates(gates: [gate])
        #expect(found.contains { Self.nearBall($0.position) })
    }

    @Test func insideALaunchGateItIsNot() throws {
        // A launch gate seeds new tracks: no flight expects its ball there yet.
        let gate = SearchGate(center: PixelPoint(x: Self.ball(5).x + 1, y: Self.ball(5).y), radius: 10,
                              purpose: .launch(spot: nil))
        let (found, _) = try Self.candidates(gates: [gate])
        #expect(!found.contains { Self.nearBall($0.position) })
    }

    @Test func insideAYoungFlightsGateTheBallIsFoundAsAClearBlob() throws {
        let (found, _) = try Self.candidates(gates: [Self.youngFlightsGate])
        let ball = try #require(found.first { Self.nearBall($0.position) })
        #expect(!ball.isFaint)
    }

    @Test func aYoungFlightsGateTakesNoBlobShortOfTwiceTheThreshold() throws {
        // A ball of 10 levels, above the threshold (6 here) but under twice it: a flight's gate
        // finds it, faint; a young flight's gate lets it be.
        let flight = try Self.detection(gates: [SearchGate(center: Self.youngFlightsGate.center, radius: 10)], contrast: 10)
        #expect(flight.candidates.contains { Self.nearBall($0.position) && $0.isFaint })
        #expect(10 < BallCandidateDetector.youngFlightPeakFactor * Double(flight.threshold))
        let young = try Self.detection(gates: [Self.youngFlightsGate], contrast: 10)
        #expect(!young.candidates.contains { Self.nearBall($0.position) })
    }
}
