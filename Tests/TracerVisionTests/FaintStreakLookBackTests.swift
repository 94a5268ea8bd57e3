import Foundation
import Testing
@testable import TracerVision

/// The look back passes over a frame where the ball drew a faint streak beside a speck it
/// would take (`TrajectoryFitter.ballDrewStreak`).
@Suite struct FaintStreakLookBackTests {
    static let fps = 60.0
    static let geometry = FrameGeometry(codedWidth: 540, codedHeight: 960)
    /// The launch the watch saw, 4.5 frames before impact (the club hid the spot).
    static let launch = LaunchPoint(time: 56.5 / fps, position: NormalizedPoint(x: 0.57963, y: 0.815625),
                                    radius: 0.009259)

    /// Held-out 1297's drive from frame 62 on, display pixels, as `StreakLookBackTests.recorded`
    /// (at the same 60 fps): frame, x, y, radius, length, angle, score.
    static let flight: [(Int, Double, Double, Double, Double, Double, Double)] = [
        (62, 303.09, 642.40, 2.93, 31.72, 1.502, 1.00), (63, 299.52, 589.31, 2.47, 20.90, 1.498, 1.00),
        (64, 297.05, 553.26, 2.28, 15.62, 1.510, 1.00), (65, 295.17, 526.38, 2.23, 11.98, 1.486, 1.00),
        (66, 293.71, 506.10, 1.76, 8.64, 1.480, 1.00), (67, 292.34, 489.94, 2.40, 11.03, 1.550, 1.00),
        (68, 291.50, 475.83, 1.72, 7.11, 1.546, 0.97), (72, 288.93, 440.50, 0.58, 1.98, 0.000, 0.55),
        (74, 287.72, 429.28, 0.99, 2.90, 1.417, 0.95), (75, 287.25, 425.14, 1.03, 2.61, -1.428, 0.99),
    ]
    /// Frame 61: a one-pixel speck 25 px behind the ball (found at the full threshold), and the
    /// ball's streak beside the golfer, found only at the lower threshold.
    static let speckID = 6101, streakID = 6102

    /// The flight's first frame after the look back through frame 61, with the streak turned by `turn` radians.
    static func firstFrameFound(streakTurnedBy turn: Double = 0) throws -> Int {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
        fitter.frameInterval = 1 / fps
        fitter.launches = [launch]
        let time = 61 / fps, origin = PixelPoint(x: 0, y: 0)
        let speck = TrackPoint(time: time, position: PixelPoint(x: 317.50, y: 740.82), cameraOffset: origin,
                               radius: 0.58, candidateID: speckID, isFaint: false, score: 0.66, length: 7.69, angle: 1.571)
        let streak = TrackPoint(time: time, position: PixelPoint(x: 308.10, y: 716.40), cameraOffset: origin,
                                radius: 3.74, candidateID: streakID, isFaint: true, score: 1.0, length: 36.85,
                                angle: 1.50 + turn)
        fitter.history = [(time: time, points: [speck, streak])]
        let track = Track(points: flight.map { StreakLookBackTests.point($0) })
        fitter.extendBackwards(track)
        return track.first.candidateID
    }

    @Test func aSpeckBesideTheBallsFaintStreakIsPassedOver() throws {
        #expect(try Self.firstFrameFound() == 62)
    }

    @Test func aFaintBlobAcrossTheFlightLeavesTheSpeckToBeTaken() throws {
        #expect(try Self.firstFrameFound(streakTurnedBy: .pi / 2) == Self.speckID)
    }
}
