import Foundation
import Testing
@testable import TracerVision

/// While the ball lies at rest nothing of it flies: a mover that left the ball's side
/// before the launch (the club coming through) cannot take the launch from the ball.
@Suite struct RestBeforeLaunchTests {
    static let fps = 60.0
    static let launch = 0.5

    /// The ball: at rest at (150, 200), then hit up and right.
    static func ball(at t: Double) -> Disc {
        guard t >= launch else { return Disc(x: 150, y: 200, r: 2.5, contrast: 70) }
        let u = t - launch
        return Disc(x: 150 + 160 * u, y: 200 - 330 * u + 200 * u * u, r: 2.5, contrast: 70)
    }

    /// A club-sized blob that bends under gravity too, leaving from beside the ball
    /// `lead` seconds before the launch, up and left.
    static func club(at t: Double, lead: Double) -> Disc? {
        let u = t - (launch - lead)
        guard u >= 0, u <= 0.5 else { return nil }
        return Disc(x: 138 - 150 * u, y: 194 - 420 * u + 300 * u * u, r: 2.5, contrast: 70)
    }

    static func run(lead: Double) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(),
                                        geometry: FrameGeometry(codedWidth: 320, codedHeight: 240),
                                        frameRate: fps, alignment: .automatic)
        for i in 0..<96 {
            let t = Double(i) / fps
            let discs = [ball(at: t)] + [club(at: t, lead: lead)].compactMap { $0 }
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    /// Whether `observation` follows the ball 0.3 s after the launch.
    static func followsTheBall(_ observation: TrajectoryObservation) -> Bool {
        guard let p = observation.motion.samples.min(by: { abs($0.t - launch - 0.3) < abs($1.t - launch - 0.3) }),
              abs(p.t - launch - 0.3) < 0.02 else { return false }
        let truth = ball(at: p.t)
        return hypot(p.x * 320 - truth.x, p.y * 240 - truth.y) < 3
    }

    @Test func aMoverThatLeftBeforeTheLaunchDoesNotTakeIt() throws {
        let found = try Self.run(lead: 3 / Self.fps)
        #expect(found.contains(where: Self.followsTheBall))
        #expect(!found.contains { !Self.followsTheBall($0) && $0.start < Self.launch })
    }

    @Test func pointsOffTheSpotBeforeTheLaunchCountOnlyBeyondAFrame() {
        func point(_ t: Double, _ x: Double) -> TrackPoint {
            TrackPoint(time: t, position: PixelPoint(x: x, y: 200), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: 2.5, candidateID: 0, isFaint: false, length: 5, angle: 0)
        }
        let spot = PixelPoint(x: 150, y: 200)
        func moved(_ points: [TrackPoint]) -> Bool {
            RestBeforeLaunch.movedBefore(0.5, spot: spot, spotRadius: 2.5, points, 1 / 60)
        }
        #expect(!moved([point(0.45, 151), point(0.47, 149), point(0.49, 160), point(0.52, 170)]))
        #expect(moved([point(0.46, 162), point(0.49, 170), point(0.52, 180)]))
    }
}
