import Foundation
import Testing
@testable import TracerVision

/// `Track.isPreferred(over:)`: of two tracks ending on the same two points, the one whose
/// recent points agree on one motion stays, a young one included.
@Suite struct DuplicateTrackTests {
    private func point(_ t: Double, _ x: Double, _ y: Double) -> TrackPoint {
        TrackPoint(time: t, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0), radius: 2,
                   candidateID: Int(t * 1000), isFaint: false, length: 4, angle: 0)
    }

    private func ball(_ frame: Int) -> TrackPoint {
        let t = Double(frame) / 60
        return point(t, 300 - 240 * t, 640 - 3000 * t + 9000 * t * t)
    }

    @Test func aYoungBallTrackBeatsOneThatTookClutterBeforeIt() {
        // Four points of a ball just hit, against the same last three points led by two
        // pieces of clutter (the golfer's hands) a frame or two before.
        let clean = Track(points: (1...4).map(ball))
        let cluttered = Track(points: [point(-1.0 / 60, 268, 678), point(0, 287, 643)] + (2...4).map(ball))
        #expect(clean.isPreferred(over: cluttered))
        #expect(!cluttered.isPreferred(over: clean))
    }

    @Test func longTracksAreJudgedOnTheirOwnLastPoints() {
        let long = Track(points: (1...10).map(ball))
        var jittered = (1...10).map(ball)
        for i in stride(from: 0, to: 8, by: 2) { jittered[i].position.x += 3 }
        let noisy = Track(points: jittered)
        #expect(long.isPreferred(over: noisy))
        let confirmed = Track(points: jittered)
        confirmed.state = .confirmed
        #expect(confirmed.isPreferred(over: long))
    }
}
