import Foundation
import Testing
@testable import TracerVision

/// One ball leaves one rest spot: once a launch is seen, a flight must start from it,
/// and a launch already taken by a flight turns a second claimant away.
@Suite struct LaunchClaimTests {
    /// Something small that also bends under gravity, as a club head or a hand may for a
    /// while: starting `delay` after the launch at (80, 150), moving up and left.
    static func mover(at t: Double, delay: Double) -> Disc? {
        let u = t - LaunchScene.launch - delay
        guard u >= 0, u <= 0.55 else { return nil }
        return Disc(x: 80 - 90 * u, y: 150 - 180 * u + 200 * u * u, r: 2.5, contrast: 70)
    }

    static func run(alignment: Alignment, moverDelay: Double) throws -> [TrajectoryObservation] {
        try LaunchScene.run(alignment: alignment) { mover(at: $0, delay: moverDelay) }
    }

    @Test func withoutAlignmentTheMoverPassesForAFlight() throws {
        // The control: the mover alone passes for a flight.
        let found = try Self.run(alignment: .none, moverDelay: 0.15)
        #expect(found.contains(where: LaunchScene.followsTheBall))
        #expect(found.contains { !LaunchScene.followsTheBall($0) })
    }

    @Test func aLaterFlightCannotTakeTheBallsLaunch() throws {
        let found = try Self.run(alignment: .automatic, moverDelay: 0.15)
        #expect(found.count == 1)
        #expect(found.first.map(LaunchScene.followsTheBall) == true)
    }

    @Test func aFlightLongAfterEveryLaunchIsNoShot() throws {
        let found = try Self.run(alignment: .automatic, moverDelay: 0.9)
        #expect(found.count == 1)
        #expect(found.first.map(LaunchScene.followsTheBall) == true)
    }
}
