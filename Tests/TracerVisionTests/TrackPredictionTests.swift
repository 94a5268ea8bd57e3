import Foundation
import Testing
@testable import TracerVision

/// Where a track expects its ball in the next frame (`Track.predict`).
@Suite struct TrackPredictionTests {
    @Test func aFlightAwayFromTheCameraIsPredictedOnItsFlightModel() {
        // Twelve frames of a drive seen from behind, slowing fast in the picture: a quadratic
        // through them overshoots the slowing, the perspective model follows it.
        for start in [6, 12] {
            let points = BackwardStepTests.flight(from: start, trial: 3) + BackwardStepTests.flight(from: start + 10, trial: 4).prefix(2)
            let track = Track(points: points)
            let t = Double(start + 12) / BackwardStepTests.fps
            let (center, gate) = track.predict(at: t, maximumStep: 50)
            let truth = BackwardStepTests.projected(at: t)
            let miss = hypot(center.x - truth.x, center.y - truth.y)
            #expect(miss < 0.75, "from frame \(start): \(miss) px off")
            #expect(gate > miss)
        }
    }
}
