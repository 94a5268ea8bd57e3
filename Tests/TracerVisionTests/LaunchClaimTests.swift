import Foundation
import Testing
@testable import TracerVision

/// One ball leaves one rest spot: once a launch is seen, a flight must start from it,
/// and a launch already taken by a flight turns a second claimant away.
@Suite struct LaunchClaimTests {
    static let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
    static let fps = 60.0
    static let launch = 0.5

    /// The ball: at rest at (150, 200), then hit up and right.
    static func ball(at t: Double) -> Disc {
        guard t >= launch else { return Disc(x: 150, y: 200, r: 2.5, contrast: 70) }
        let u = t - launch
        return Disc(x: 150 + 160 * u, y: 200 - 330 * u + 200 * u * u, r: 2.5, contrast: 70)
    }

    /// Something small that also bends under gravity, as a club head or a hand may for a
    /// while: starting `delay` after the launch at (80, 150), moving up and left.
    static func mover(at t: Double, delay: Double) -> Disc? {
        let u = t - launch - delay
        guard u >= 0, u <= 0.55 else { return nil }
        return Disc(x: 80 - 90 * u, y: 150 - 180 * u + 200 * u * u, r: 2.5, contrast: 70)
    }

    static func run(alignment: Alignment, moverDelay: Double) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: geometry, frameRate: fps,
                                        alignment: alignment)
        for i in 0..<96 {
            let t = Double(i) / fps
            let discs = [ball(at: t)] + [mover(at: t, delay: moverDelay)].compactMap { $0 }
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    /// Whether `observation` follows the ball (not the mover) in display pixels.
    static func followsTheBall(_ observation: TrajectoryObservation) -> Bool {
        guard let p = observation.motion.samples.min(by: { abs($0.t - launch - 0.3) < abs($1.t - launch - 0.3) }),
              abs(p.t - launch - 0.3) < 0.02 else { return false }
        let truth = ball(at: p.t)
        return hypot(p.x * 320 - truth.x, p.y * 240 - truth.y) < 3
    }

    @Test func withoutAlignmentTheMoverPassesForAFlight() throws {
        // The control: the mover alone passes for a flight.
        let found = try Self.run(alignment: .none, moverDelay: 0.15)
        #expect(found.contains(where: Self.followsTheBall))
        #expect(found.contains { !Self.followsTheBall($0) })
    }

    @Test func aLaterFlightCannotTakeTheBallsLaunch() throws {
        let found = try Self.run(alignment: .automatic, moverDelay: 0.15)
        #expect(found.count == 1)
        #expect(found.first.map(Self.followsTheBall) == true)
    }

    @Test func aFlightLongAfterEveryLaunchIsNoShot() throws {
        let found = try Self.run(alignment: .automatic, moverDelay: 0.9)
        #expect(found.count == 1)
        #expect(found.first.map(Self.followsTheBall) == true)
    }
}
