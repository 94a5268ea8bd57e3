import Foundation
import Testing
@testable import TracerVision

/// `SlowDeparture`: a struck ball leaves its spot at hundreds of its radii a second; a bird
/// drifting off from where it hung still does not.
@Suite struct SlowDepartureTests {
    private func departing(pixelsPerFrame step: Double, frames: Int = 6) -> ArraySlice<TrackPoint> {
        ArraySlice((1...frames).map { frame in
            TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: step * Double(frame), y: -0.2 * step * Double(frame)),
                       cameraOffset: PixelPoint(x: 0, y: 0), radius: 1, candidateID: frame, isFaint: false, length: 2,
                       angle: 0)
        })
    }

    @Test func aBirdDriftingOffIsTooSlowAndAChipIsNot() {
        // Seed 449's bird: about 1.3 px a frame at 60 fps from a 3 px "ball": 26 radii a second.
        #expect(SlowDeparture.isTooSlow(departing(pixelsPerFrame: 1.3), spotRadius: 3))
        // The slowest first steps of the project's chips: 400 radii a second, 20 px a frame here.
        #expect(!SlowDeparture.isTooSlow(departing(pixelsPerFrame: 20), spotRadius: 3))
        // Just over the bar (60 radii a second is 3 px a frame for a 3 px ball).
        #expect(!SlowDeparture.isTooSlow(departing(pixelsPerFrame: 3.2), spotRadius: 3))
        #expect(SlowDeparture.isTooSlow(departing(pixelsPerFrame: 2.8), spotRadius: 3))
    }

    @Test func tooFewPointsAreNotJudged() {
        #expect(!SlowDeparture.isTooSlow(departing(pixelsPerFrame: 0.5, frames: 1), spotRadius: 3))
        #expect(!SlowDeparture.isTooSlow(ArraySlice([]), spotRadius: 3))
    }
}
