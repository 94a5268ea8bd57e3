import Foundation
import Testing
@testable import TracerVision

/// The gate a young flight gets (`TrajectoryFitter.isYoungStreakFlight`): three or four clear
/// streaks begun just after a launch, run back to its spot. Nothing else that young gets one.
@Suite struct YoungFlightGateTests {
    static let fps = LaunchTakeoverTests.fps

    /// The ball's points at `frames` after the launch, each a streak `length` pixels long
    /// (2.5 px in radius), shifted `dx` pixels sideways.
    static func points(frames: ClosedRange<Int>, length: Double = 12, dx: Double = 0) -> [TrackPoint] {
        LaunchTakeoverTests.points(frames: frames) { t in
            let p = LaunchTakeoverTests.ball(t)
            return (p.x + dx, p.y)
        }.map { point in
            var streak = point
            streak.length = length
            return streak
        }
    }

    /// The gates a fitter that saw the launch gives at the frame after `track`'s last.
    static func gates(for track: Track) throws -> [SearchGate] {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / fps
        fitter.launches = [LaunchTakeoverTests.launch]
        fitter.tracks = [track]
        return fitter.gates(at: track.last.time + 1 / fps, cameraOffset: PixelPoint(x: 0, y: 0))
    }

    @Test func threeStreaksFromTheSpotGetAGateThatKeepsTheThreshold() throws {
        let gates = try Self.gates(for: Track(points: Self.points(frames: 1...3)))
        let gate = try #require(gates.first)
        #expect(gates.count == 1 && gate.purpose == .youngFlight)
        let next = LaunchTakeoverTests.ball(LaunchScene.launch + 4 / Self.fps)
        #expect(hypot(gate.center.x - next.x, gate.center.y - next.y) < gate.radius)
    }

    @Test func roundBlobsGetNone() throws {
        // 5 px long at 2.5 px in radius: a ball seen still, as likely a speck.
        #expect(try Self.gates(for: Track(points: Self.points(frames: 1...3, length: 5))).isEmpty)
    }

    @Test func faintStreaksGetNone() throws {
        let faint = Self.points(frames: 1...3).map { point in
            var found = point
            found.isFaint = true
            return found
        }
        #expect(try Self.gates(for: Track(points: faint)).isEmpty)
    }

    @Test func streaksThatDoNotRunBackToTheSpotGetNone() throws {
        // The same motion 40 px aside: the club head swung through after impact.
        #expect(try Self.gates(for: Track(points: Self.points(frames: 1...3, dx: -40))).isEmpty)
    }

    @Test func streaksBegunLongAfterTheLaunchGetNone() throws {
        #expect(try Self.gates(for: Track(points: Self.points(frames: 18...20))).isEmpty)
    }

    @Test func aFlightOfFivePointsGetsTheUsualGate() throws {
        let gates = try Self.gates(for: Track(points: Self.points(frames: 1...5)))
        #expect(gates.count == 1 && gates.allSatisfy { $0.purpose == .flight })
    }
}
