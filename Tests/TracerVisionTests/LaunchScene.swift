import Foundation
@testable import TracerVision

/// The scene the launch rules are tested on: 320×240 at 60 fps, the ball at rest at
/// (150, 200) until `launch`, then hit up and right, beside one other mover a test
/// gives (a club head, a hand).
enum LaunchScene {
    static let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
    static let fps = 60.0
    static let launch = 0.5

    /// The ball: at rest at (150, 200), then hit up and right.
    static func ball(at t: Double) -> Disc {
        guard t >= launch else { return Disc(x: 150, y: 200, r: 2.5, contrast: 70) }
        let u = t - launch
        return Disc(x: 150 + 160 * u, y: 200 - 330 * u + 200 * u * u, r: 2.5, contrast: 70)
    }

    /// The trajectories a session finds over 96 frames of the ball (where `ballShown` says
    /// it is in sight) and `other` (where the other mover is at a time, if it is in the picture).
    static func run(alignment: Alignment, ballShown: (Double) -> Bool = { _ in true },
                    other: (Double) -> Disc?) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: geometry, frameRate: fps,
                                        alignment: alignment)
        for i in 0..<96 {
            let t = Double(i) / fps
            let discs = (ballShown(t) ? [ball(at: t)] : []) + [other(t)].compactMap { $0 }
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    /// Whether `observation` follows the ball 0.3 s after the launch (not the other mover).
    static func followsTheBall(_ observation: TrajectoryObservation) -> Bool {
        guard let p = observation.motion.samples.min(by: { abs($0.t - launch - 0.3) < abs($1.t - launch - 0.3) }),
              abs(p.t - launch - 0.3) < 0.02 else { return false }
        let truth = ball(at: p.t)
        return hypot(p.x * 320 - truth.x, p.y * 240 - truth.y) < 3
    }
}
