import Foundation
import Testing
@testable import TracerVision

@Suite struct DebugProbe {
    @Test func probe() throws {
        let big = Throw(start: 0, x0: 60, y0: 180, vx: 200, vy: -300, g: 600, r: 16, contrast: 60, duration: 0.9)
        let found = runSession(request: try TrajectoryRequest(objectMaximumNormalizedRadius: 0.02), geometry: TrackingTests.geometry, balls: [big], frames: 60, perFrame: { s, d in
            guard let d, d.time < 0.4 else { return }
            print(String(format: "t=%.3f", d.time), big.position(at: d.time)!)
            for c in d.candidates { print(String(format: "   cand (%.2f,%.2f) r=%.2f len=%.1f ang=%.2f score=%.2f area=%d faint=%d", c.candidate.position.x, c.candidate.position.y, c.candidate.radius, c.candidate.length, c.candidate.angle, c.candidate.score, c.candidate.area, c.candidate.isFaint ? 1 : 0), c.decision) }
            for r in d.rejectedBlobs { print("   rejected", r) }
            for e in d.trackEvents { print("   event", e) }
        })
        for o in found { print(o.start, o.end, o.detectionCount, o.motion.samples.first!, o.motion.samples.last!) }
    }
}
