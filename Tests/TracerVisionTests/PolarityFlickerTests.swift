import Foundation
import Testing
@testable import TracerVision

/// `PolarityFlicker`: a track whose blobs turn from brighter to darker and back every few
/// frames is speckle, not a ball; a ball that crosses onto another background once stays.
@Suite struct PolarityFlickerTests {
    @Test func steadyAndOnceTurnedPolaritiesPass() {
        #expect(PolarityFlicker.verdict(Array(repeating: .brighter, count: 30)) == nil)
        // Sky, then trees: one change; the club beside the ball at the start: one or two more.
        let crossing: [Polarity] = [.darker, .brighter] + Array(repeating: .brighter, count: 12)
            + Array(repeating: .darker, count: 12)
        #expect(PolarityFlicker.verdict(crossing) == nil)
        // Too short to judge.
        #expect(PolarityFlicker.verdict([.brighter, .darker, .brighter, .darker]) == nil)
    }

    @Test func flickeringPolaritiesAreRejected() {
        let flicker: [Polarity] = (0..<12).map { $0 % 4 < 2 ? .brighter : .darker }
        #expect(PolarityFlicker.verdict(flicker) != nil)
    }

    /// A speck on a perfect parabola whose contrast sign turns every other frame is no shot.
    @Test func flickeringSpeckOnAParabolaIsNoTrajectory() throws {
        let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
        let path = Throw(start: 0.1, x0: 40, y0: 200, vx: 300, vy: -350, g: 600, r: 2, contrast: 0, duration: 0.8)
        let speck: (Int) -> [Disc] = { i in
            guard let p = path.position(at: Double(i) / 60) else { return [] }
            return [Disc(x: p.x, y: p.y, r: 2, contrast: (i / 2) % 2 == 0 ? 50 : -50)]
        }
        let found = runSession(request: try TrajectoryRequest(), geometry: geometry, balls: [], frames: 60, extra: speck)
        #expect(found.isEmpty)
        // The same speck with a steady sign is a ball.
        let steady: (Int) -> [Disc] = { i in
            guard let p = path.position(at: Double(i) / 60) else { return [] }
            return [Disc(x: p.x, y: p.y, r: 2, contrast: 50)]
        }
        let ball = runSession(request: try TrajectoryRequest(), geometry: geometry, balls: [], frames: 60, extra: steady)
        #expect(ball.count == 1)
    }
}
