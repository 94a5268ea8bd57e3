import Foundation
import Testing
@testable import TracerVision

/// A launch followed across a cloud whose first frames' flight model turns the ball back
/// (`LaunchFlightSearch`'s straight 3-D guess) and a launch followed beside a flight that
/// claimed it but was under way before the ball left (`followUnflownLaunches`).
@Suite struct LaunchFollowAcrossCloudTests: RecedingDriveFixtures {
    /// Seed 717's drive as `tracer detect` saw it (540×960 at 60 fps, launch at 0, its spot
    /// at (312.8, 782.0)): six frames as it rose off the tee, eight frames behind a cloud,
    /// then eight more. Its sixth point is 2.5 px off the ball.
    static let seen: [(frame: Int, x: Double, y: Double)] = [
        (2, 305.07, 641.58), (3, 302.19, 589.62), (4, 300.25, 553.42), (5, 298.73, 526.31), (6, 297.63, 505.66),
        (7, 297.16, 491.41), (16, 292.50, 419.10), (17, 292.50, 415.09), (18, 292.64, 411.81), (19, 292.50, 408.91),
        (20, 291.99, 405.71), (21, 291.78, 402.83), (22, 291.17, 400.50), (23, 291.04, 398.07),
    ]
    static let spot = PixelPoint(x: 312.8, y: 782.0)

    static func point(_ frame: Int, x: Double, y: Double, id: Int) -> TrackPoint {
        TrackPoint(time: (Double(frame) - 0.5) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: 1, candidateID: id, isFaint: false, length: 2, angle: 0)
    }

    static var ball: [TrackPoint] { seen.map { point($0.frame, x: $0.x, y: $0.y, id: $0.frame) } }

    @Test func theFirstFramesModelTurnsBackInsideTheCloudWhereAStraightFlightGoesOn() throws {
        let first = Array(Self.ball.prefix(6)), after = Self.ball[6]
        let full = try #require(FlightModel(points: first))
        let heading = full.velocity(at: after.time)
        let lastStep = (x: first[5].position.x - first[4].position.x, y: first[5].position.y - first[4].position.y)
        #expect(heading.x * lastStep.x + heading.y * lastStep.y < 0, "\(heading)")
        let turned = full.position(at: after.time)
        #expect(hypot(turned.x - after.position.x, turned.y - after.position.y) > 20, "\(turned)")
        let straight = try #require(FlightModel(points: first, straight: true))
        let onward = straight.position(at: after.time)
        #expect(hypot(onward.x - after.position.x, onward.y - after.position.y) < 8, "\(onward)")
    }

    @Test func aStraightModelFitsAStraightFlightExactly() throws {
        // (a0 + a1 u) / (1 + c u): a ball flying straight and steady, projected.
        let points = (0..<8).map { k in
            let u = Double(k) / 60, depth = 1 + 9 * u
            return Self.point(k, x: (300 + 900 * u) / depth, y: (640 - 4000 * u) / depth, id: k)
        }
        let model = try #require(FlightModel(points: points, straight: true))
        #expect(model.a.2 == 0 && model.b.2 == 0)
        #expect(abs(model.c - 9) < 1e-6, "\(model.c)")
        let later = model.position(at: points[0].time + 0.3), u = 0.3, depth = 1 + 9 * u
        #expect(abs(later.x - (300 + 900 * u) / depth) < 1e-6 && abs(later.y - (640 - 4000 * u) / depth) < 1e-6)
    }

    @Test func theSearchFollowsTheDriveAcrossItsCloud() throws {
        var random = SeededRandom(seed: 11)
        let frames = (1...24).map { frame in
            var points = Self.ball.filter { $0.candidateID == frame }
            for k in 0..<60 {
                points.append(Self.point(frame, x: Double.random(in: 0..<540, using: &random),
                                         y: Double.random(in: 0..<960, using: &random), id: 1000 * frame + k))
            }
            return (time: (Double(frame) - 0.5) / 60, points: points)
        }
        let found = try #require(LaunchFlightSearch.find(spot: Self.spot, launchTime: 0, frames: frames, spotRadius: 4.1,
                                                         maximumSpeed: 8000, minimumPoints: 10))
        #expect(found.map(\.candidateID) == Self.seen.map(\.frame))
    }

    /// `receding(0)`'s drive in sight from frame 3 on but for `hidden`, among 60 clutter blobs a frame.
    func recedingFrames(hidden: ClosedRange<Int>) -> [(time: Double, points: [TrackPoint])] {
        var random = SeededRandom(seed: 5)
        return (1...40).map { frame in
            let t = Double(frame) / 60
            var points: [TrackPoint] = []
            if frame >= 3, !hidden.contains(frame) {
                var p = point(t, receding(t))
                p.candidateID = frame
                points.append(p)
            }
            for k in 0..<60 {
                var p = point(t, PixelPoint(x: Double.random(in: 0..<540, using: &random),
                                            y: Double.random(in: 0..<960, using: &random)))
                p.candidateID = 1000 * frame + k
                points.append(p)
            }
            return (t, points)
        }
    }

    @Test func aFlightWithItsModelCrossesAQuarterSecondCloud() throws {
        // Eight frames in sight, then 0.23 s unseen: longer than a flight followed step by
        // step may go (`LaunchBridgeTests`' drive, five frames before its cloud, is left to the
        // launch bridge, which gives it its first frames), not longer than one with its model.
        let found = try #require(LaunchFlightSearch.find(spot: receding(0), launchTime: 0, frames: recedingFrames(hidden: 11...23),
                                                         spotRadius: 2.5, maximumSpeed: 4000, minimumPoints: 10))
        #expect(found.allSatisfy { $0.candidateID < 1000 } && found.contains { $0.candidateID > 23 }, "\(found.map(\.candidateID))")
    }
}
