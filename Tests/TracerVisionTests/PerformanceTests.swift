import Foundation
import Testing
@testable import TracerVision

/// Times the detector on 1080p frames. Meaningful in release
/// (`swift test -c release --filter PerformanceTests`); prints the cost per frame.
/// CPU seconds this thread has used: unlike wall time, not inflated by other processes.
private func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

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
        let started = threadCPUTime()
        do {
            for i in 0..<count {
                SyntheticScene.withPlane(frames[i % 4], width: 1920, height: 1080) { detector.ingest($0, time: Double(i) / 60) }
                candidates += detector.detectPending()?.candidates.count ?? 0
            }
        }
        let perFrame = threadCPUTime() - started
        print(String(format: "detector: %.3f ms per 1080p frame, thread CPU time (%d candidates)", perFrame / Double(count) * 1000, candidates))
        #expect(candidates > 0)
    }

    @Test(.enabled(if: optimised, "timing means nothing in a debug build"))
    func sessionCostPer1080pFrameWithClutter() throws {
        let geometry = FrameGeometry(codedWidth: 1920, codedHeight: 1080)
        let scene = SyntheticScene(width: 1920, height: 1080, noiseSigma: 2.5)
        var rng = SeededRandom(seed: 3)
        let count = 40
        let frames = (0..<count).map { i -> [UInt8] in
            let t = Double(i) / 60
            var discs = [Disc(x: 300 + 900 * t, y: 900 - 1400 * t + 1500 * t * t, r: 3, contrast: 50)]
            for _ in 0..<30 {
                discs.append(Disc(x: Double.random(in: 0..<1920, using: &rng), y: Double.random(in: 0..<1080, using: &rng),
                                  r: Double.random(in: 1...4, using: &rng), contrast: Double.random(in: -50...50, using: &rng)))
            }
            return scene.render(index: i, discs: discs)
        }
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: geometry)
        var found: [TrajectoryObservation] = []
        let started = threadCPUTime()
        do {
            for i in 0..<count {
                SyntheticScene.withPlane(frames[i], width: 1920, height: 1080) { _ = session.process(luma: $0, time: Double(i) / 60) }
            }
            found = session.finish()
        }
        let seconds = threadCPUTime() - started
        print(String(format: "session: %.3f ms per 1080p frame (thread CPU), 30 clutter blobs, %d trajectories", seconds / Double(count) * 1000, found.count))
        #expect(found.count == 1)
    }
}
