import Testing
@testable import TracerVision

/// The ray search from a launch spot takes the ball flying out along the ray, not blobs the
/// club or the golfer draw across it, nor what still lies in the spot.
@Suite struct LaunchRaySearchTests {
    let spot = PixelPoint(x: 100, y: 500)
    let spotRadius = 4.0

    private func point(_ id: Int, frame: Int, x: Double, y: Double, radius: Double = 1.5,
                       length: Double = 3, angle: Double = Double.pi / 2) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: id, isFaint: false, length: length, angle: angle)
    }

    private func search(_ frames: [(time: Double, points: [TrackPoint])]) -> [TrackPoint]? {
        LaunchRaySearch.find(spot: spot, launchTime: 0, frames: frames, spotRadius: spotRadius, maximumSpeed: 5000)
    }

    @Test func blobsDrawnAcrossTheRayAreNotTakenForTheBall() throws {
        // The ball climbs straight up from the spot, 2 px beside the ray through the spot; the
        // club's head, a wide blob lying across that ray, sweeps up just beside it, nearer the ray.
        var frames: [(time: Double, points: [TrackPoint])] = []
        for k in 1...6 {
            let y = spot.y - 30 * Double(k)
            frames.append((Double(k) / 60, [
                point(10 * k, frame: k, x: spot.x + 2, y: y),
                point(10 * k + 1, frame: k, x: spot.x + 0.5, y: y + 5, radius: 2, length: 20, angle: 0),
            ]))
        }
        let found = try #require(search(frames))
        #expect(found.map(\.candidateID) == (1...6).map { 10 * $0 })
    }

    @Test func aStreakAlongTheRayIsStillTaken() throws {
        var frames: [(time: Double, points: [TrackPoint])] = []
        for k in 1...6 {
            frames.append((Double(k) / 60, [point(k, frame: k, x: spot.x, y: spot.y - 30 * Double(k), length: 25)]))
        }
        let found = try #require(search(frames))
        #expect(found.count == 6)
    }

    @Test func whatStillLiesInTheSpotIsNotTheFlightsFirstPoint() throws {
        // Two frames of the ball (or the club at impact) still in the spot, then the flight.
        var frames: [(time: Double, points: [TrackPoint])] = [
            (1.0 / 60, [point(1, frame: 1, x: spot.x, y: spot.y - 2)]),
            (2.0 / 60, [point(2, frame: 2, x: spot.x, y: spot.y - 6)]),
        ]
        for k in 3...8 {
            frames.append((Double(k) / 60, [point(k, frame: k, x: spot.x, y: spot.y - 25 * Double(k - 2))]))
        }
        let found = try #require(search(frames))
        #expect(found.map(\.candidateID) == Array(3...8))
    }
}
