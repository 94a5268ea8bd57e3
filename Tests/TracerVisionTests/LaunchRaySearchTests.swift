import Testing
@testable import TracerVision

/// The ray search from a launch spot takes the ball flying out along the ray, not blobs the
/// club or the golfer draw across it away from the spot.
@Suite struct LaunchRaySearchTests {
    let spot = PixelPoint(x: 100, y: 500)
    let spotRadius = 4.0

    private func point(_ id: Int, frame: Int, x: Double, y: Double, radius: Double = 1.5,
                       length: Double = 3, angle: Double = Double.pi / 2, score: Double = 1) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: id, isFaint: false, score: score, length: length, angle: angle)
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

    @Test func byTheSpotTheBallMergedWithTheClubIsStillTaken() throws {
        // At impact (240 fps) the ball and the club's head are one blob lying across the ray,
        // a few pixels out of the spot; the flight goes on from there.
        var frames: [(time: Double, points: [TrackPoint])] = [
            (1.0 / 60, [point(1, frame: 1, x: spot.x, y: spot.y - 6, radius: 4, length: 15, angle: 0)]),
        ]
        for k in 2...6 {
            frames.append((Double(k) / 60, [point(k, frame: k, x: spot.x, y: spot.y - 6 - 8 * Double(k - 1))]))
        }
        let found = try #require(search(frames))
        #expect(found.map(\.candidateID) == Array(1...6))
    }

    @Test func aWeakBlobAtTheEdgeOfTheRaysReachIsLeftOut() throws {
        // Seed 1019's iron: in the first frame after impact the ball is merged with the club, and
        // a speck scoring 0.53 lies 5 px beside the ray 12 px out (its reach there is 6 px).
        // The ball, clear on the ray in the five frames after, is the flight; the speck is not.
        var frames: [(time: Double, points: [TrackPoint])] = [
            (1.0 / 60, [point(1, frame: 1, x: spot.x + 5, y: spot.y - 12, radius: 0.58, length: 1.2, score: 0.53)]),
        ]
        for k in 2...6 {
            frames.append((Double(k) / 60, [point(10 * k, frame: k, x: spot.x, y: spot.y - 10 * Double(k))]))
        }
        let found = try #require(search(frames))
        #expect(found.map(\.candidateID) == (2...6).map { 10 * $0 })
    }
}
