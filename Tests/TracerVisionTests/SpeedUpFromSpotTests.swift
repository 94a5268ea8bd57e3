import Foundation
import Testing
@testable import TracerVision

/// `SpeedUpFromSpot`: a ball only slows as it leaves its spot; the club gathers speed.
@Suite struct SpeedUpFromSpotTests {
    @Test func speedingUpAwayFromTheSpot() {
        let spot = PixelPoint(x: 0, y: 0)
        func track(_ distance: (Double) -> Double) -> ArraySlice<TrackPoint> {
            ArraySlice((1...10).map { frame in
                let t = Double(frame) / 60
                return TrackPoint(time: t, position: PixelPoint(x: 0, y: -distance(t)), cameraOffset: spot, radius: 2,
                                  candidateID: frame, isFaint: false, length: 4, angle: 0)
            })
        }
        // A drive seen from behind slows in the picture from the first frame.
        #expect(!SpeedUpFromSpot.speedsUp(track { 60 * 60 * $0 / (1 + 12 * $0) }, from: spot, frameInterval: 1 / 60))
        // A chip seen side-on keeps its speed.
        #expect(!SpeedUpFromSpot.speedsUp(track { 20 * 60 * $0 }, from: spot, frameInterval: 1 / 60))
        // The club gathering speed.
        #expect(SpeedUpFromSpot.speedsUp(track { 500 * $0 + 6000 * $0 * $0 }, from: spot, frameInterval: 1 / 60))
        // Too few points to judge.
        #expect(!SpeedUpFromSpot.speedsUp(track { 500 * $0 + 6000 * $0 * $0 }.prefix(4), from: spot,
                                          frameInterval: 1 / 60))
    }
}
