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

    /// Seed 97's drive as the launch follow found it: six fast frames before a cloud, then
    /// slow ones past it that a quadratic cannot run back to the first six.
    private static let recedingDrive: [(Int, Double, Double)] = [
        (62, 293.4, 644.7), (63, 286.3, 594.0), (64, 281.3, 559.0), (65, 277.8, 534.3), (66, 274.7, 513.0),
        (68, 270.8, 486.8), (76, 262.0, 433.8), (83, 259.0, 414.0), (84, 259.0, 412.0), (85, 258.0, 410.0),
        (86, 258.0, 408.0), (87, 258.0, 407.0), (88, 258.0, 405.0), (89, 257.0, 404.0), (90, 257.0, 402.0),
        (91, 256.0, 401.0), (92, 256.0, 400.0),
    ]

    @Test func aDrivesFastFirstFramesTheLaunchFollowFoundStay() {
        let points = Self.recedingDrive.map { point(Double($0.0) / 60, $0.1, $0.2) }
        let found = Track(points: points)
        found.trimStart()
        #expect(found.count < points.count, "without the follow, the test cuts its first frames")
        let followed = Track(points: points)
        followed.followedFromLaunch = 10
        followed.trimStart()
        #expect(followed.count == points.count)
    }

    @Test func aFewFollowedPointsBeforeTheFlightAreStillCut() {
        let dt = 1.0 / 60
        var points = (0..<3).map { point(Double($0) * dt, 20 + 25 * Double($0), 268) }
        points += (3..<33).map { flight(Double($0) * dt) }
        let track = Track(points: points)
        track.followedFromLaunch = 10
        track.trimStart()
        #expect(track.count == 30)
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
