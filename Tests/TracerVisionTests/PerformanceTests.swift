import Foundation
import Testing
@testable import TracerVision

/// Times the detector on 1080p frames. Meaningful in release
/// (`swift test -c release --filter PerformanceTests`); prints the cost per frame.
@Suite struct PerformanceTests {
    #if DEBUG
    static let optimised = false
    #else
    static let optimised = true
    #endif

    @Test(.enabled(if: optimised, "timing means nothing in a debug build"))
    func detectorCostPer1080pFrame() throws {
        let geometry = FrameGeometry(codedWidth: 1920, codedHeight: 1080)
        let scene = SyntheticScene(width: 1920, height: 1080, noiseSigma: 2)
        let frames = (0..<4).map { i in
            scene.render(index: i, discs: [Disc(x: 400 + 20 * Double(i), y: 600 - 15 * Double(i), r: 3, contrast: 50)])
        }
        let detector = BallCandidateDetector(geometry: geometry, request: try TrajectoryRequest())
        let count = 24
        var candidates = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<count {
                SyntheticScene.withPlane(frames[i % 4], width: 1920, height: 1080) { detector.ingest($0, time: Double(i) / 60) }
                candidates += detector.detectPending()?.candidates.count ?? 0
            }
        }
        let perFrame = Double(elapsed.components.attoseconds) * 1e-18 + Double(elapsed.components.seconds)
        print(String(format: "detector: %.3f ms per 1080p frame (%d candidates)", perFrame / Double(count) * 1000, candidates))
        #expect(candidates > 0)
    }
}
