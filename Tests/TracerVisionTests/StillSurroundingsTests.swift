import Foundation
import Testing
@testable import TracerVision

/// `StillSurroundings`: a ball gets clear of the swinging golfer; a speck that moves like a
/// ball but has moving picture around it all along is part of the golfer.
@Suite struct StillSurroundingsTests {
    @Test func verdicts() {
        // Beside the club for its first frames, then in open sky.
        #expect(StillSurroundings.verdict([2, 1.5, 0.8, 0.4, 0.2, 0.1, 0.02, 0, 0, 0]) == nil)
        // Within the golfer throughout.
        #expect(StillSurroundings.verdict([0.1, 0.3, 0.2, 0.15, 0.3, 0.2, 0.12, 0.4, 0.3, 0.25]) != nil)
        // Too short to judge.
        #expect(StillSurroundings.verdict([0.3, 0.3, 0.3, 0.3]) == nil)
    }

    /// Candidates on a perfect parabola fed straight to the fitter: found as a flight in still
    /// surroundings, dropped when the picture around every point moves.
    @Test func aFlightThatNeverLeavesMovingSurroundingsIsDropped() throws {
        func run(surroundingMotion: Double) throws -> [TrajectoryObservation] {
            let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
            let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
            for i in 0..<40 {
                let t = Double(i) / 60
                let p = PixelPoint(x: 40 + 300 * t, y: 200 - 350 * t + 300 * t * t)
                let candidate = BallCandidate(time: t, position: p, codedPosition: p, radius: 2.5, length: 5, angle: 0,
                                              polarity: .brighter, contrast: 40, area: 20, score: 1, isFaint: false,
                                              surroundingMotion: surroundingMotion)
                let detection = DetectionResult(time: t, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                cameraShift: PixelPoint(x: 0, y: 0), threshold: 4)
                _ = fitter.update(with: detection, cameraOffset: PixelPoint(x: 0, y: 0))
            }
            return fitter.finish()
        }
        #expect(try run(surroundingMotion: 0).count == 1)
        #expect(try run(surroundingMotion: 0.3).isEmpty)
    }
}
