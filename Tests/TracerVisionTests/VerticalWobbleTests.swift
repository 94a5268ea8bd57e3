import Foundation
import Testing
@testable import TracerVision

/// `VerticalWobble`: a ball's height turns once or twice; a bird's bobs with its wingbeats.
@Suite struct VerticalWobbleTests {
    @Test func turnsCountOnlyWhenTheValuesComeBackByTheProminence() {
        #expect(VerticalWobble.turns(of: [0, 1, 2, 3, 4, 5], prominence: 3) == 0)
        // An apex.
        #expect(VerticalWobble.turns(of: [10, 6, 3, 2, 3, 6, 10], prominence: 3) == 1)
        // Jitter under the prominence is no turn.
        #expect(VerticalWobble.turns(of: [0, 2, 0, 2, 0, 2, 0, 2], prominence: 3) == 0)
        #expect(VerticalWobble.turns(of: [0, 4, 0, 4, 0, 4], prominence: 3) == 4)
        #expect(VerticalWobble.turns(of: [], prominence: 3) == 0)
    }

    @Test func verdicts() {
        let apex = (0..<60).map { i -> Double in let t = Double(i) / 60; return 200 - 300 * t + 250 * t * t }
        #expect(VerticalWobble.verdict(apex) == nil)
        let bobbing = (0..<60).map { i in 150 + 4 * sin(2 * Double.pi * Double(i) / 27) }
        #expect(VerticalWobble.verdict(bobbing) != nil)
    }

    /// A small bird flying level across the sky, its height bobbing 6 px with wingbeats 0.45 s
    /// apart, fed straight to the fitter: its first frames, at the top of a bob, bend downwards
    /// like a flight and it is confirmed, but it is dropped when it ends (it is kept without
    /// the wobble test). A ball's flight beside it stands.
    @Test func aBobbingFlightIsDroppedWhenItEnds() throws {
        func run(_ path: (Double) -> PixelPoint, frames: Int) throws -> [TrajectoryObservation] {
            let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
            let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
            for i in 0..<frames {
                let t = Double(i) / 60
                let p = path(t)
                let candidate = BallCandidate(time: t, position: p, codedPosition: p, radius: 1, length: 2, angle: 0,
                                              polarity: .darker, contrast: 20, area: 3, score: 1, isFaint: false,
                                              surroundingMotion: 0)
                let detection = DetectionResult(time: t, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                cameraShift: PixelPoint(x: 0, y: 0), threshold: 4)
                _ = fitter.update(with: detection, cameraOffset: PixelPoint(x: 0, y: 0))
            }
            return fitter.finish()
        }
        let bird = try run({ t in PixelPoint(x: 40 + 60 * t, y: 100 + 20 * t * t - 6 * cos(2 * Double.pi * t / 0.45)) },
                           frames: 80)
        let ball = try run({ t in PixelPoint(x: 40 + 300 * t, y: 200 - 350 * t + 300 * t * t) }, frames: 40)
        #expect(bird.isEmpty)
        #expect(ball.count == 1)
    }
}
