import Foundation
import Testing
@testable import TracerVision

/// The look back from a newly confirmed flight for its first points
/// (`TrajectoryFitter.extendBackwards`): it stops at the launch of the ball it follows, not at
/// another spot that emptied in between, and it follows a ball slowing fast after impact.
@Suite struct LookBackTests {
    static let fps = LaunchTakeoverTests.fps

    /// A fitter that saw the ball leave its spot at `LaunchScene.launch` and, when `other`
    /// is given, a second spot far away empty that many frames later, with the ball's points
    /// (at rest until the launch) in its recent frames.
    static func fitter(otherLaunchAfter other: Int?) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / fps
        fitter.launches = [LaunchTakeoverTests.launch]
        if let other {
            fitter.launches.append(LaunchPoint(time: LaunchScene.launch + Double(other) / fps,
                                               position: NormalizedPoint(x: 40.0 / 320, y: 60.0 / 240), radius: 2.5 / 320))
        }
        let atRest = LaunchTakeoverTests.points(frames: -6...0) { _ in (150, 200) }
        let flying = LaunchTakeoverTests.points(frames: 1...20, at: LaunchTakeoverTests.ball)
        fitter.history = (atRest + flying).map { (time: $0.time, points: [$0]) }
        return fitter
    }

    /// The first frame (after the launch) of the flight first tracked eight frames after it,
    /// once it has looked back.
    static func firstFrameFound(otherLaunchAfter other: Int?) throws -> Int {
        let fitter = try fitter(otherLaunchAfter: other)
        let track = Track(points: LaunchTakeoverTests.points(frames: 8...20, at: LaunchTakeoverTests.ball))
        fitter.extendBackwards(track)
        return track.first.candidateID
    }

    @Test func theLookBackReachesTheFlightsFirstFrame() throws {
        #expect(try Self.firstFrameFound(otherLaunchAfter: nil) <= 2)
    }

    /// Seed 179's hevc10 drive: run back past the spot, the look back took a blob 16 px below
    /// it (the club swung through) for the ball's first point.
    @Test func theLookBackStopsWhereItsRunBackPassesTheSpot() throws {
        let fitter = try Self.fitter(otherLaunchAfter: nil)
        let track = Track(points: LaunchTakeoverTests.points(frames: 8...20, at: LaunchTakeoverTests.ball))
        let flight = LaunchTakeoverTests.points(frames: 1...20, at: LaunchTakeoverTests.ball)
        // A blob in each frame before the launch just where the flight, run back, puts the ball.
        for frame in -3...0 {
            let t = LaunchScene.launch + Double(frame) / Self.fps
            let i = try #require(fitter.history.firstIndex { abs($0.time - t) < 1e-9 })
            let there = try #require(BackwardStep.position(of: flight, at: t))
            fitter.history[i].points = [TrackPoint(time: t, position: there, cameraOffset: PixelPoint(x: 0, y: 0),
                                                   radius: 2.5, candidateID: 100 + frame, isFaint: false,
                                                   length: 5, angle: 0)]
        }
        fitter.extendBackwards(track)
        #expect(track.first.time > LaunchScene.launch - 0.5 / Self.fps)
        #expect(track.first.candidateID <= 2)
    }

    /// Past the spot is measured along the way from the track's first point to it: a run back
    /// heading elsewhere, however far, never passes it.
    @Test func onlyARunBackTowardsTheSpotPassesIt() throws {
        let fitter = try Self.fitter(otherLaunchAfter: nil)
        let track = Track(points: LaunchTakeoverTests.points(frames: 8...20, at: LaunchTakeoverTests.ball))
        let first = track.first.position, spot = PixelPoint(x: 150, y: 200)
        let (dx, dy) = (spot.x - first.x, spot.y - first.y)
        let launch = LaunchTakeoverTests.launch
        #expect(!fitter.runsPastSpot(of: launch, track: track, to: PixelPoint(x: first.x + 0.9 * dx, y: first.y + 0.9 * dy)))
        #expect(fitter.runsPastSpot(of: launch, track: track, to: PixelPoint(x: spot.x + 0.5 * dx, y: spot.y + 0.5 * dy)))
        // Twice as far as the spot, but across the way to it.
        #expect(!fitter.runsPastSpot(of: launch, track: track, to: PixelPoint(x: first.x - 2 * dy, y: first.y + 2 * dx)))
    }

    @Test func anotherSpotEmptyingMeanwhileDoesNotStopIt() throws {
        // Another ball's spot (or clutter that looked like a ball at rest) empties five frames
        // after impact, far from this flight: the look back still goes on past it.
        #expect(try Self.firstFrameFound(otherLaunchAfter: 5) <= 2)
    }

    @Test func theBallAtRestBeforeItsLaunchIsNotTakenIn() throws {
        #expect(try Self.firstFrameFound(otherLaunchAfter: 5) >= 1)
    }

    /// Seed 29's second shot (960×540, 60 fps), hit away from the camera: the detections
    /// of frames 195 to 212 (x, y, radius, streak length, angle), nil where the ball was
    /// missed, and the clutter found near its path in those frames.
    static let decelerating: [(frame: Int, ball: (Double, Double, Double, Double, Double)?,
                               clutter: [(Double, Double)])] = [
        (195, (487.8, 352.7, 3.05, 19.5, 1.39), [(482.5, 357.0)]),
        (196, (481.6, 324.1, 2.33, 15.0, 1.36), [(477.4, 318.6)]),
        (197, (476.2, 299.7, 2.39, 12.5, 1.37), [(455.0, 311.4)]),
        (198, (472.5, 281.3, 2.00, 9.4, 1.44), [(468.5, 281.9)]),
        (199, nil, [(450.0, 291.5), (454.5, 296.1)]),
        (200, nil, [(568.5, 145.5)]),
        (201, (463.0, 239.0, 1.12, 2.2, 0.79), []), (202, (461.2, 230.0, 1.54, 4.6, 1.56), []),
        (203, (459.5, 220.8, 1.41, 5.3, 1.36), []), (204, (458.0, 214.0, 1.15, 4.7, 1.57), []),
        (205, (456.8, 206.7, 1.21, 3.2, -1.56), []), (206, (455.0, 200.0, 1.33, 3.6, 1.57), []),
        (207, (454.0, 194.7, 1.48, 3.0, 1.57), []), (208, (453.0, 189.5, 1.26, 2.7, 1.57), []),
        (209, (452.0, 185.1, 1.15, 2.4, 1.57), []), (210, (451.1, 180.9, 1.11, 2.2, -0.79), []),
        (211, (450.5, 176.9, 0.58, 2.0, 1.57), []), (212, (449.8, 173.1, 1.05, 2.6, -1.38), []),
    ]

    @Test func aBallSlowingFastAfterImpactIsFollowedBackAcrossTwoMissedFrames() throws {
        #expect(try Self.firstPointsFoundLookingBack(speckAt198: nil) == [1950, 1960, 1970, 1980])
    }

    @Test func aConfidentBallWinsOverAWeakSpeckNearerTheRunBack() throws {
        // A weak speck (score 0.4) on the ball's line in frame 198, 6 px on from the ball
        // towards frame 201: nearer where the run-back puts the ball (15 px short), but a codec
        // speck, not the ball's streak (seed 11's hevc10 drive).
        let speck = (471.2, 275.4)
        #expect(try Self.firstPointsFoundLookingBack(speckAt198: speck) == [1950, 1960, 1970, 1980])
    }

    @Test func aBlobOfTheBallsSizeWinsOverASpeckAsNearTheRunBack() throws {
        // A confident speck (score 0.65, 0.6 px) in frame 197, on the far side of where the
        // run back from frame 198 on puts the ball, a tenth nearer it than the ball's 2.4 px
        // streak: the streak is taken (seed 733's second two_shots ball).
        #expect(try Self.firstPointsFoundLookingBack(speckAt198: nil, mirroredSpeckAt197: true)
            == [1950, 1960, 1970, 1980])
    }

    /// The first four points of the track confirmed on frames 201 to 206 once it has looked
    /// back through `decelerating`, with a weak speck added to frame 198 when given, and a
    /// confident speck in frame 197 mirroring the ball about its run-back position when asked.
    static func firstPointsFoundLookingBack(speckAt198 speck: (Double, Double)?,
                                            mirroredSpeckAt197: Bool = false) throws -> [Int] {
        // The track as it was confirmed, frames 201 to 206. Run back from them, the ball
        // lands 15 px short of where it was in frame 198 (it slowed faster than those six
        // points say), though on its line. Before frame 198 its streaks lie along its way
        // (`BackwardStep.strayFirstPoints` keeps them): the look back goes on to frame 195.
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(),
                                      geometry: FrameGeometry(codedWidth: 960, codedHeight: 540))
        fitter.frameInterval = 1 / Self.fps
        var ballPoints: [TrackPoint] = []
        for (frame, ball, clutter) in Self.decelerating {
            let t = Double(frame) / Self.fps
            var points = clutter.enumerated().map { i, p in
                TrackPoint(time: t, position: PixelPoint(x: p.0, y: p.1), cameraOffset: PixelPoint(x: 0, y: 0),
                           radius: 0.6, candidateID: frame * 10 + 1 + i, isFaint: false, length: 2, angle: 0)
            }
            if let (x, y, r, length, angle) = ball {
                let p = TrackPoint(time: t, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                                   radius: r, candidateID: frame * 10, isFaint: false, length: length, angle: angle)
                points.insert(p, at: 0)
                if (201...206).contains(frame) { ballPoints.append(p) }
            }
            if frame == 198, let speck {
                points.append(TrackPoint(time: t, position: PixelPoint(x: speck.0, y: speck.1),
                                         cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.6, candidateID: 1989,
                                         isFaint: false, score: 0.4, length: 2, angle: 0))
            }
            fitter.history.append((time: t, points: points))
        }
        if mirroredSpeckAt197 {
            // Where the ball's points from frame 198 on run back to in frame 197.
            let i197 = fitter.history.firstIndex { abs($0.time - 197 / Self.fps) < 1e-9 }!
            let i198 = i197 + 1
            let later = [fitter.history[i198].points[0]] + ballPoints
            let predicted = try #require(BackwardStep.position(of: later, at: 197 / Self.fps))
            let ball = fitter.history[i197].points[0].position
            let mirrored = PixelPoint(x: predicted.x + 0.9 * (predicted.x - ball.x),
                                      y: predicted.y + 0.9 * (predicted.y - ball.y))
            fitter.history[i197].points.append(TrackPoint(
                time: 197 / Self.fps, position: mirrored, cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.6,
                candidateID: 1979, isFaint: false, score: 0.65, length: 2, angle: 0))
        }
        let track = Track(points: ballPoints)
        fitter.extendBackwards(track)
        return track.points.prefix(4).map(\.candidateID)
    }
}
