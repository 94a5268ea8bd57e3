import Foundation
import Testing
@testable import TracerVision

/// The look back takes the ball's faint streak where nothing clear lies in its gate
/// (`TrajectoryFitter.faintStreakOnRunBack`; held-out 1373's hevc10 drive at frame 57, run
/// back from frame 60 across two frames with nothing, display pixels steadied for the shake).
@Suite struct FaintStreakRunBackTests {
    static let geometry = FrameGeometry(codedWidth: 540, codedHeight: 960)

    static func point(_ frame: Int, _ x: Double, _ y: Double, radius: Double, length: Double, angle: Double,
                      score: Double = 1, faint: Bool = true, id: Int = 0) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: id, isFaint: faint, score: score, length: length, angle: angle)
    }

    /// The flight's first points, from frame 60, as the look back found them.
    static func track() -> Track {
        Track(points: [
        point(60, 270.20, 490.78, radius: 1.6, length: 5, angle: 1.43, faint: false, id: 60),
        point(61, 268.80, 476.90, radius: 1.5, length: 5, angle: 1.47, faint: false, id: 61),
        point(62, 266.90, 464.90, radius: 1.4, length: 4, angle: 1.49, faint: false, id: 62),
        point(63, 265.20, 454.60, radius: 1.4, length: 4, angle: 1.50, faint: false, id: 63),
        ])
    }

    /// The gate at frame 57: where the run back put the ball, 2 + radius + a fifth of the step
    /// + 4 for the two frames missed, reaching a fifth of the step farther along it.
    static let reach: GateEllipse = {
        let centre = PixelPoint(x: 278.09, y: 550.86)
        let step = hypot(centre.x - 270.20, centre.y - 490.78)
        return GateEllipse(centre: centre, from: PixelPoint(x: 270.20, y: 490.78), across: 19.73, along: 19.73 + 0.2 * step)
    }()

    /// The ball's streak at frame 57: judged part of the golfer at the full threshold, found faint.
    static let streak = point(57, 282.92, 584.08, radius: 4.53, length: 18.92, angle: 1.33, id: 5701)

    static func taken(_ points: [TrackPoint]) throws -> Int? {
        let fitter = try TrajectoryFitter.at60fps(Self.geometry)
        return fitter.faintStreakOnRunBack(in: points, for: Self.track(), reach: Self.reach, owned: [])?.candidateID
    }

    @Test func theBallsFaintStreakIsTaken() throws {
        #expect(try Self.taken([Self.streak]) == 5701)
    }

    @Test func aFaintStreakAcrossTheWayIsNot() throws {
        var across = Self.streak
        across.angle = 0
        #expect(try Self.taken([across]) == nil)
    }

    @Test func aFaintBlobOfDoubtfulScoreIsNot() throws {
        var doubtful = Self.streak
        doubtful.score = 0.7
        #expect(try Self.taken([doubtful]) == nil)
    }

    @Test func aRoundFaintBlobIsNot() throws {
        var round = Self.streak
        round.length = 2 * round.radius
        #expect(try Self.taken([round]) == nil)
    }

    @Test func aStreakHeldByAConfirmedFlightIsNot() throws {
        let fitter = try TrajectoryFitter.at60fps(Self.geometry)
        #expect(fitter.faintStreakOnRunBack(in: [Self.streak], for: Self.track(), reach: Self.reach, owned: [5701]) == nil)
    }
}
