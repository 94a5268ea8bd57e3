import Foundation
import Testing
@testable import TracerVision

/// A flight that left the ball's rest spot before the first launch the watch saw, when no
/// flight leaves that launch (`TracerPathBuilder.flightBeforeUnflownLaunch`): seeds 53 and
/// 257's hevc10 drives, whose bright tee hid the ball's leaving and whose golfer's
/// follow-through over the spot a second later was taken for the launch.
@Suite struct UnseenDepartureTests {
    static let fps = 60.0
    static let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: fps,
                                          duration: 3)
    static let ball = BallAtRest(position: NormalizedPoint(x: 100.0 / 320, y: 200.0 / 240), radius: 2.5 / 320,
                                 aspectRatio: 4.0 / 3, polarity: .brighter, contrast: 40, frameCount: 20,
                                 firstSeen: 0, lastSeen: 1.5)
    /// What the watch took for the launch, a second after the drive left at 0.5 s.
    static let lateLaunch = LaunchPoint(time: 1.5, position: ball.position, radius: ball.radius)

    static func build(_ observations: [TrajectoryObservation]) throws -> TracerPath {
        TracerPathBuilder.build(observations: observations, source: source, request: try TrajectoryRequest(),
                                launches: [lateLaunch], ballAtRest: ball)
    }

    @Test func aDriveSeenAtOnceLeavesTheSpotUnseenWhenNoFlightLeavesTheLaunch() throws {
        let drive = PathTests.drive(firstSeenAfter: 1, fps: Self.fps)
        let reason = try #require(TracerPathBuilder.exclusion(of: drive, request: try TrajectoryRequest(),
                                                              launches: [Self.lateLaunch]))
        #expect(reason.contains("before the first launch"), "\(reason)")
        let path = try Self.build([drive])
        let points = try #require(path.trajectories.first).points
        #expect(path.trajectories.count == 1)
        #expect(abs(points[0].t - 0.5) < 0.5 / Self.fps && points[0].kind == .detected)
        #expect(abs(points[0].x * 320 - 100) < 1e-9 && abs(points[0].y * 240 - 200) < 1e-9)
    }

    @Test func aFlightFromTheLaunchKeepsTheEarlierOneOut() throws {
        let early = PathTests.drive(firstSeenAfter: 1, fps: Self.fps)
        let fromLaunch = PathTests.drive(firstSeenAfter: 1, fps: Self.fps, leaving: Self.lateLaunch.time)
        let path = try Self.build([early, fromLaunch])
        #expect(path.trajectories.map(\.uuid) == [fromLaunch.uuid])
    }

    @Test func aSlowStartRunBackOverManyFramesIsTheClubNotTheBall() throws {
        // First seen twelve frames after it would have left: the club swung back from the
        // ball at address runs back to the spot like this, over a slow start.
        let slow = PathTests.drive(firstSeenAfter: 12, fps: Self.fps)
        #expect(try Self.build([slow]).trajectories.isEmpty)
        // The same run back is accepted where no launch was seen at all (`unseenLaunch`).
        let unseen = TracerPathBuilder.build(observations: [slow], source: Self.source,
                                             request: try TrajectoryRequest(trajectoryLength: 5), ballAtRest: Self.ball)
        #expect(unseen.trajectories.first.map { $0.start < slow.start } == true)
    }

    @Test func aMoverThatStaysBesideTheSpotNeverLeftIt() throws {
        // The drive's samples drawn in toward the spot: the same shape, run back to the spot
        // as promptly, but never farther than 3 ball radii from it (held-out seed 1291's
        // hovering bird, which the watch took for a ball at rest).
        let drive = PathTests.drive(firstSeenAfter: 1, fps: Self.fps)
        let spot = (x: Self.ball.position.x, y: Self.ball.position.y)
        let shrink = 3 * Self.ball.radius * 320 / 65
        var hover = drive
        hover.motion.samples = drive.motion.samples.map {
            TrajectorySample(t: $0.t, x: spot.x + ($0.x - spot.x) * shrink, y: spot.y + ($0.y - spot.y) * shrink, r: $0.r)
        }
        let size = (width: 320, height: 240)
        #expect(TracerPathBuilder.unseenLaunch(of: Self.ball, hover, size: size) != nil)
        #expect(!TracerPathBuilder.getsClear(of: Self.ball, hover, size: size))
        #expect(TracerPathBuilder.getsClear(of: Self.ball, drive, size: size))
        #expect(try Self.build([hover]).trajectories.isEmpty)
    }

    @Test func theEarliestFlightLeavingTheSpotPromptlyIsTaken() throws {
        let club = PathTests.drive(firstSeenAfter: 12, fps: Self.fps, leaving: 0.1)
        let drive = PathTests.drive(firstSeenAfter: 1, fps: Self.fps)
        let path = try Self.build([club, drive])
        #expect(path.trajectories.map(\.uuid) == [drive.uuid])
    }
}
