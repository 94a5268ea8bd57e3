import Foundation
import Testing
@testable import TracerVision

/// `Track.trimStart` / `trimEnd`: clutter at either end of a flight goes, a lone outlier inside it stays for the smoother to weigh.
@Suite struct TrimTests {
    private func point(_ t: Double, _ x: Double, _ y: Double) -> TrackPoint {
        TrackPoint(time: t, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0), radius: 2,
                   candidateID: Int(t * 1000), isFaint: false, length: 4, angle: 0)
    }

    private func flight(_ t: Double) -> TrackPoint {
        point(t, 100 + 300 * t, 400 - 350 * t + 0.5 * 460 * t * t)
    }

    @Test func junkBeforeTheFlightIsCut() {
        let dt = 1.0 / 60
        var points = (0..<5).map { point(Double($0) * dt, 20 + 25 * Double($0), 268) }   // a horizon edge
        points += (5..<35).map { flight(Double($0) * dt) }
        let track = Track(points: points)
        track.trimStart()
        #expect(track.points.count == 30)
        #expect(abs(track.points[0].time - 5 * dt) < 1e-9)
    }

    @Test func junkAfterTheFlightIsCutButALoneOutlierStays() {
        let dt = 1.0 / 60
        var points = (0..<30).map { flight(Double($0) * dt) }
        points[12].position.x += 15
        points += (30..<34).map { point(Double($0) * dt, 500, 100 + 3 * Double($0)) }   // the golfer
        let track = Track(points: points)
        track.trimEnd()
        #expect(track.points.count == 30)
        #expect(track.points.contains { $0.candidateID == points[12].candidateID })
    }
}
