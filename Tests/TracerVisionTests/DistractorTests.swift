import Foundation
import Testing
@testable import TracerVision

@Suite struct DistractorTests {
    /// A practice swing: club head and hands on circular arcs around the shoulders, no ball.
    @Test func practiceSwingMakesNoTrajectory() throws {
        let center = PixelPoint(x: 160, y: 40)
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [], frames: 60,
                               extra: { i in
            let t = Double(i) / 60
            // Backswing up to 0.45 s (slow), downswing and follow-through to 0.75 s (fast).
            let angle: Double
            if t < 0.45 {
                angle = Double.pi / 2 + (t / 0.45) * 1.1 * Double.pi
            } else {
                let u = min(1, (t - 0.45) / 0.3)
                angle = Double.pi / 2 + 1.1 * Double.pi - u * u * 2.2 * Double.pi
            }
            let head = Disc(x: center.x + 170 * cos(angle), y: center.y + 170 * sin(angle), r: 3, contrast: -60)
            let hands = Disc(x: center.x + 70 * cos(angle), y: center.y + 70 * sin(angle), r: 5, contrast: 40)
            return [head, hands]
        })
        #expect(found.isEmpty)
    }

    /// A bird crossing with a wavy, flapping path at constant mean velocity.
    @Test func flappingBirdMakesNoTrajectory() throws {
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [], frames: 60,
                               extra: { i in
            let t = Double(i) / 60
            return [Disc(x: 300 - 180 * t, y: 60 + 20 * t + 2 * sin(t * 40), r: 2, contrast: -45)]
        })
        #expect(found.isEmpty)
    }
}
