import Foundation
import Testing
@testable import TracerVision

/// A track lost the frame after it was confirmed is no flight: a ball seen steadily for
/// its first points goes on being seen.
@Suite struct LostAtOnceTests {
    static let fps = 60.0
    static let start = 0.3

    /// A ball-like blob on a falling arc, seen for `frames` frames from `start`, mid-frame.
    static func blob(at t: Double, frames: Int) -> Disc? {
        let u = t - start
        guard u >= -1e-9, u < Double(frames) / fps - 1e-9 else { return nil }
        return Disc(x: 100 + 160 * u, y: 180 - 330 * u + 200 * u * u, r: 2.5, contrast: 70)
    }

    static func run(frames: Int) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(),
                                        geometry: FrameGeometry(codedWidth: 320, codedHeight: 240), frameRate: fps)
        for i in 0..<72 {
            let t = Double(i) / fps
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: [blob(at: t, frames: frames)].compactMap { $0 }),
                                         width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    @Test func aBlobSeenLongerIsAFlight() throws {
        #expect(try Self.run(frames: 30).count == 1)
    }

    @Test func aBlobGoneRightAfterItsConfirmationIsNot() throws {
        // Twelve frames give the ten points that confirm it, and no more.
        #expect(try Self.run(frames: 12).isEmpty)
        // One point after its confirmation is enough.
        #expect(try Self.run(frames: 13).count == 1)
    }

    /// A driver seen down the line: it leaves the rest spot of `LaunchScene` fast and slows
    /// sharply in the picture, seen for `frames` frames after the launch (then lost in a cloud).
    static func driver(at t: Double, frames: Int) -> Disc? {
        let launch = LaunchScene.launch
        guard t >= launch else { return Disc(x: 150, y: 200, r: 2.5, contrast: 70) }
        let u = t - launch
        guard u < (Double(frames) - 0.5) / fps else { return nil }
        return Disc(x: 150 + 120 * u, y: 200 - 700 * u + 1600 * u * u, r: 2.5, contrast: 70)
    }

    static func runDriver(frames: Int, restSeen: Bool) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: LaunchScene.geometry,
                                        frameRate: fps, alignment: restSeen ? .automatic : .none)
        for i in 0..<96 {
            let t = Double(i) / fps
            let ball = restSeen || t >= LaunchScene.launch ? driver(at: t, frames: frames) : nil
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: [ball].compactMap { $0 }),
                                         width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    @Test func aFlightLeavingALaunchIsKeptWhenItVanishesAtOnce() throws {
        // Twelve frames from the launch give the points that confirm the flight and no more;
        // its leaving the spot where the ball sat is what chance specks lack.
        let found = try Self.runDriver(frames: 12, restSeen: true)
        #expect(found.count == 1)
        #expect(found.allSatisfy { abs($0.start - LaunchScene.launch) < 2 / Self.fps })
        // The control: the same specks with no ball seen at rest are judged specks.
        #expect(try Self.runDriver(frames: 10, restSeen: false).isEmpty)
    }

    @Test func verdictOnlyWhenNoPointCameAfterConfirmation() {
        #expect(LostAtOnce.verdict(count: 10, confirmedCount: 10) != nil)
        #expect(LostAtOnce.verdict(count: 11, confirmedCount: 10) == nil)
    }
}
