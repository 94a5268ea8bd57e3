import Foundation
import Testing
@testable import TracerVision

/// The look back takes the ball's streak on its way out from the spot where the flight's later
/// points, run back, lag it (`TrajectoryFitter.streakFartherBack`).
@Suite struct StreakLookBackTests {
    static let fps = 60.0
    static let geometry = FrameGeometry(codedWidth: 540, codedHeight: 960)
    /// The launch the watch saw, 7.5 frames before the ball left (the club hid the spot).
    static let launch = LaunchPoint(time: 47.5 / fps, position: NormalizedPoint(x: 0.594595, y: 0.815814),
                                    radius: 0.009259)

    /// Held-out 1013's hevc10 drive, display pixels (its camera's few pixels of shake left in):
    /// frame, x, y, radius, length, angle, score.
    static let recorded: [(Int, Double, Double, Double, Double, Double, Double)] = [
        (56, 291.89, 643.16, 2.68, 30.17, 1.465, 1.00), (57, 284.01, 588.61, 2.40, 21.38, 1.462, 1.00),
        (58, 279.40, 554.28, 1.94, 14.93, 1.404, 1.00), (59, 275.57, 528.42, 1.98, 12.69, 1.399, 1.00),
        (61, 271.50, 485.07, 0.58, 1.98, 1.571, 0.56), (62, 268.48, 475.17, 1.63, 6.59, 1.467, 1.00),
        (63, 267.57, 463.52, 1.67, 6.24, 1.439, 1.00), (64, 266.42, 453.03, 1.42, 4.73, 1.423, 1.00),
        (65, 263.00, 443.72, 1.38, 4.46, 1.512, 1.00), (66, 261.70, 436.01, 1.50, 4.48, 1.565, 1.00),
        (67, 261.97, 430.16, 1.22, 3.54, 1.552, 1.00), (68, 263.01, 425.94, 1.15, 3.54, 1.500, 1.00),
        (69, 263.67, 422.51, 1.24, 3.76, 1.455, 1.00), (70, 262.76, 420.01, 1.28, 3.42, 1.552, 1.00),
        (71, 263.59, 415.97, 1.20, 3.60, 1.015, 0.98), (72, 264.87, 412.00, 1.12, 2.23, -1.163, 0.99),
    ]

    static func point(_ r: (Int, Double, Double, Double, Double, Double, Double), angle: Double? = nil) -> TrackPoint {
        TrackPoint(time: Double(r.0) / fps, position: PixelPoint(x: r.1, y: r.2), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: r.3, candidateID: r.0, isFaint: false, score: r.6, length: r.4, angle: angle ?? r.5)
    }

    /// The flight as tracked from frame 61, after the look back through frames 56 to 60: the
    /// ball's streaks there (turned by `turn` radians), and at frame 60, where the ball did not
    /// show, a weak speck.
    static func lookedBack(streaksTurnedBy turn: Double = 0, launchedAt launchTime: Double = launch.time,
                           streakLengthShare: Double = 1) throws -> Track {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
        fitter.frameInterval = 1 / fps
        fitter.launches = [LaunchPoint(time: launchTime, position: launch.position, radius: launch.radius)]
        let streaks = recorded.filter { $0.0 < 60 }.map { r in
            var streak = point(r, angle: r.5 + turn)
            streak.length *= streakLengthShare
            return streak
        }
        let speck = TrackPoint(time: 60 / fps, position: PixelPoint(x: 273.5, y: 508.5), cameraOffset: PixelPoint(x: 0, y: 0),
                               radius: 0.58, candidateID: 60, isFaint: false, score: 0.39, length: 1.15, angle: 0)
        fitter.history = streaks.map { (time: $0.time, points: [$0]) } + [(time: 60 / fps, points: [speck])]
        let track = Track(points: recorded.filter { $0.0 > 60 }.map { point($0) })
        fitter.extendBackwards(track)
        return track
    }

    /// The later points run back put frame 59's ball 13 px out from frame 60, where its streak
    /// lay 31 px out: the streaks down to frame 56 are taken.
    @Test func theStreaksOnTheWayOutAreTaken() throws {
        let track = try Self.lookedBack()
        #expect(track.first.candidateID == 56)
        #expect(track.points.prefix(4).map(\.candidateID) == [56, 57, 58, 59])
    }

    /// Held-out 953's hevc10 drive: the spot emptied 32 frames before impact (the club hid
    /// the ball), too long before the flight's first point for the look back to stop there;
    /// its spot still says where the ball came from.
    @Test func aLaunchLongBeforeStillGivesTheWayOut() throws {
        let track = try Self.lookedBack(launchedAt: 22.5 / Self.fps)
        #expect(track.first.candidateID == 56)
    }

    /// Held-out 953's streak two frames before its first point was 10.9 px long and 2 px in
    /// radius: fewer than three ball widths (a ball slowing in the picture draws less). Here
    /// the streaks of frames 57 to 59 are shortened so (to 65 %).
    @Test func streaksOfTwoBallWidthsAreTaken() throws {
        let track = try Self.lookedBack(streakLengthShare: 0.65)
        #expect(track.first.candidateID == 56)
    }

    /// Streaks lying across the way out are not the ball leaving the spot.
    @Test func streaksAcrossTheWayOutAreNot() throws {
        let track = try Self.lookedBack(streaksTurnedBy: .pi / 2)
        #expect(track.first.candidateID >= 60)
    }

    /// A streak on the way out farther back than the ball could have flown since (seed 11's
    /// drive: a clutter track's look back took the ball's streak 557 px before it, a frame
    /// back, and drew the clutter as the shot) is not taken.
    @Test func aStreakFartherThanTheBallCouldFlyIsNot() throws {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: Self.geometry)
        fitter.frameInterval = 1 / Self.fps
        fitter.launches = [Self.launch]
        let track = Track(points: Self.recorded.filter { $0.0 > 60 }.map { Self.point($0) })
        let spot = (x: Self.launch.position.x * 540, y: Self.launch.position.y * 960)
        let first = track.first.position
        let toSpot = hypot(spot.x - first.x, spot.y - first.y)
        let way = ((spot.x - first.x) / toSpot, (spot.y - first.y) / toSpot)
        // 250 px out two frames back, where the first step is 10 px a frame.
        let far = TrackPoint(time: 59 / Self.fps, position: PixelPoint(x: first.x + 250 * way.0, y: first.y + 250 * way.1),
                             cameraOffset: PixelPoint(x: 0, y: 0), radius: 2, candidateID: 59, isFaint: false,
                             score: 1, length: 14, angle: atan2(way.1, way.0))
        fitter.history = [(time: far.time, points: [far])]
        fitter.extendBackwards(track)
        #expect(track.first.candidateID == 61)
    }
}
