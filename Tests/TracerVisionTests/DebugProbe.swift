import Foundation
import Testing
@testable import TracerVision

@Suite struct DebugProbe {
    @Test func probe() throws {
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [TrackingTests.ball], frames: 60)
        for o in found {
            for s in o.motion.samples {
                let p = TrackingTests.ball.position(at: s.t)
                print(String(format: "t=%.4f x=%.2f y=%.2f r=%.2f", s.t, s.x * 320, s.y * 240, s.r * 320), p.map { String(format: "err %.2f %.2f", s.x * 320 - $0.x, s.y * 240 - $0.y) } ?? "none")
            }
        }
    }
}
