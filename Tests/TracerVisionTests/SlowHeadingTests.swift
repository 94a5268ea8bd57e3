import Foundation
import Testing
@testable import TracerVision

/// A launched flight slowed to a pixel or two a frame judges a clear blob's shape against its
/// last four steps too (`Track.slowHeading`): one step that short heads anywhere.
@Suite struct SlowHeadingTests {
    /// Held-out 1597's 240 fps iron as its flight held it, frames 112 to 136 (frame, x, y, radius,
    /// blob length, long axis angle; pixels), climbing 4 px a frame and slowing to 1.5 px a frame
    /// after six unseen frames.
    static let recorded: [(Int, Double, Double, Double, Double, Double)] = [
        (112, 322.35, 214.28, 1.60, 3.23, 1.277), (113, 321.77, 210.54, 1.74, 4.89, 1.123),
        (114, 321.13, 206.38, 1.52, 3.16, -1.125), (115, 320.01, 202.73, 1.84, 4.66, 0.472),
        (116, 319.37, 199.36, 2.27, 5.08, -1.524), (117, 318.66, 195.90, 1.56, 4.45, 0.966),
        (118, 318.03, 193.24, 1.38, 3.24, -1.125), (119, 317.57, 190.00, 1.44, 2.92, 1.571),
        (120, 317.20, 186.79, 1.52, 3.10, -0.469), (121, 316.88, 184.11, 2.48, 6.51, 1.134),
        (122, 316.02, 181.63, 1.87, 5.68, -0.037), (129, 311.50, 159.50, 0.58, 1.15, 0),
        (131, 311.50, 159.08, 0.58, 1.98, -1.571), (132, 311.50, 159.09, 0.58, 1.98, 1.571),
        (133, 311.50, 157.74, 0.58, 2.48, 1.571), (134, 311.09, 155.06, 1.22, 2.71, -0.657),
        (135, 310.95, 153.76, 1.23, 3.23, 1.412), (136, 310.00, 152.96, 1.60, 3.20, -0.444),
    ]
    /// Frame 137: the ball, 0.2 px from the truth, drawn out 6.6 px along its climb; its last
    /// step, 1.2 px, heads 50° off that. And a speck 5.8 px below the ball.
    static let ball137 = (x: 310.36, y: 150.77, radius: 1.66, length: 6.61, angle: -1.499)
    static let speck137 = (x: 309.5, y: 156.5, radius: 0.58, length: 1.15, angle: 0.0)

    static func point(_ frame: Int, _ x: Double, _ y: Double, radius: Double, length: Double, angle: Double,
                      score: Double = 1, id: Int? = nil, fps: Double = 240) -> TrackPoint {
        var p = TrackPoint(time: Double(frame) / fps, position: PixelPoint(x: x, y: y),
                           cameraOffset: PixelPoint(x: 0, y: 0), radius: radius, candidateID: id ?? frame,
                           isFaint: false, length: length, angle: angle, polarity: .brighter)
        p.score = score
        return p
    }

    /// The candidate the launched flight takes at frame 137 of `candidates`; nil when none.
    static func taken(from candidates: [TrackPoint]) throws -> Int? {
        let fitter = try TrajectoryFitter(request: TrajectoryRequest(),
                                          geometry: FrameGeometry(codedWidth: 640, codedHeight: 360))
        fitter.frameInterval = 1.0 / 240
        let flight = Track(points: recorded.map {
            point($0.0, $0.1, $0.2, radius: $0.3, length: $0.4, angle: $0.5)
        })
        flight.state = .confirmed
        fitter.tracks = [flight]
        fitter.launchClaims[0.4] = (flight, flight.first.time, true)
        var assignment = TrajectoryFitter.Assignment(count: candidates.count)
        fitter.extendLongTracks(with: candidates, at: 137.0 / 240, step: 40, into: &assignment)
        return flight.last.time > 136.5 / 240 ? flight.last.candidateID : nil
    }

    static let ball = point(137, ball137.x, ball137.y, radius: ball137.radius, length: ball137.length,
                            angle: ball137.angle, score: 0.995, id: 1)
    static let speck = point(137, speck137.x, speck137.y, radius: speck137.radius, length: speck137.length,
                             angle: speck137.angle, score: 0.39, id: 2)

    @Test func theSlowFlightTakesTheBallDrawnOutAlongItsClimb() throws {
        #expect(try Self.taken(from: [Self.ball, Self.speck]) == 1)
    }

    @Test func aSlowHeadingIsTheLastFourSteps() throws {
        let flight = Track(points: Self.recorded.map {
            Self.point($0.0, $0.1, $0.2, radius: $0.3, length: $0.4, angle: $0.5)
        })
        let heading = try #require(flight.slowHeading)
        // 132 to 136: 1.5 px left and 6.13 px up over four frames at 240 fps.
        #expect(abs(heading.vx - -1.5 * 60) < 1)
        #expect(abs(heading.vy - -6.13 * 60) < 1)
    }

    @Test func aFastFlightHasNoSlowHeading() {
        let flight = Track(points: Self.recorded.map {
            Self.point($0.0, 3 * $0.1, 3 * $0.2, radius: $0.3, length: $0.4, angle: $0.5)
        })
        #expect(flight.slowHeading == nil)
    }

    @Test func aFaintOrWeakBlobIsStillJudgedByTheLastStep() throws {
        // The same blob at a speck's score: its shape across the last step turns it down.
        var weak = Self.ball
        weak.score = 0.45
        #expect(try Self.taken(from: [weak]) == nil)
    }
}
