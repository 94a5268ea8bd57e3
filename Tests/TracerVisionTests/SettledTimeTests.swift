import Foundation
import Testing
@testable import TracerVision

/// `TrajectorySession.settledTime`, which `render` draws behind: it must not hold
/// back for a trajectory the path drops anyway.
@Suite struct SettledTimeTests {
    /// A session with automatic alignment fed `frames` noisy 320×240 frames at 60 fps, the
    /// discs `discs(t)` drawn in each, and its settled time after the last.
    static func run(frames: Int, discs: (Double) -> [Disc]) throws -> (session: TrajectorySession, settled: Double?) {
        let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: geometry, alignment: .automatic)
        for i in 0..<frames {
            let t = Double(i) / 60
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs(t)), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return (session, session.settledTime)
    }

    /// A ball-like arc before the launch (the path drops it: the ball still lay at rest),
    /// then the shot. Once the launch is past recall, the arc before it holds nothing back.
    @Test func aFlightBeforeTheFinalLaunchDoesNotHoldTheSettledTime() throws {
        let fps = 60.0, launch = 0.6
        let before = Throw(start: 0.05, x0: 40, y0: 150, vx: 250, vy: -300, g: 600, r: 2.5, contrast: 60, duration: 0.4)
        let shot = Throw(start: launch, x0: 150, y0: 200, vx: 150, vy: -420, g: 300, r: 3, contrast: 70, duration: 0.9)
        // 1.5 s: the arc ended a second ago, recently enough that a flight found now could
        // still continue it; but the path drops it, continued or not.
        let (session, settledAtEnd) = try Self.run(frames: 90) { t in
            var discs: [Disc] = []
            if t < launch { discs.append(Disc(x: 150, y: 200, r: 3, contrast: 70)) }
            for thrown in [before, shot] {
                if let p = thrown.position(at: t), t >= launch || thrown.start < launch {
                    discs.append(Disc(x: p.x, y: p.y, r: thrown.r, contrast: thrown.contrast))
                }
            }
            return discs
        }
        // The premise: the arc before the launch is a trajectory of its own, and the launch is seen.
        let firstLaunch = try #require(session.launches.first).time
        #expect(abs(firstLaunch - launch) <= 1 / fps)
        #expect(session.observations.contains { $0.start < firstLaunch - 0.1 })
        // Held back only by the shot still in flight, not by the arc before it.
        let settled = try #require(settledAtEnd)
        #expect(settled > launch - 0.1)
    }

    /// The control: with no ball at rest there is no launch, and a launch seen later would
    /// drop the arc, so the arc holds the settled time back to the end of the clip.
    @Test func withoutALaunchAnEarlyFlightHoldsTheSettledTime() throws {
        let arc = Throw(start: 0.05, x0: 40, y0: 150, vx: 250, vy: -300, g: 600, r: 2.5, contrast: 60, duration: 0.4)
        let (session, settledAtEnd) = try Self.run(frames: 110) { t in
            arc.position(at: t).map { [Disc(x: $0.x, y: $0.y, r: arc.r, contrast: arc.contrast)] } ?? []
        }
        #expect(session.launches.isEmpty)
        let start = try #require(session.observations.first).start
        #expect(try #require(settledAtEnd) < start)
    }

    /// A launch that no flight leaves (the ball's leaving unseen, something else later taken
    /// for it): the path may yet take a flight before it for the ball's, so that flight holds
    /// the settled time back, run back by up to `launchWindow`.
    @Test func aLaunchNoFlightLeavesDoesNotReleaseTheFlightsBeforeIt() throws {
        let fps = 60.0, launch = 0.6
        let before = Throw(start: 0.05, x0: 40, y0: 150, vx: 250, vy: -300, g: 600, r: 2.5, contrast: 60, duration: 0.4)
        let (session, settledAtEnd) = try Self.run(frames: 90) { t in
            var discs: [Disc] = []
            if t < launch { discs.append(Disc(x: 150, y: 200, r: 3, contrast: 70)) }
            if let p = before.position(at: t) {
                discs.append(Disc(x: p.x, y: p.y, r: before.r, contrast: before.contrast))
            }
            return discs
        }
        let firstLaunch = try #require(session.launches.first).time
        #expect(abs(firstLaunch - launch) <= 1 / fps)
        let start = try #require(session.observations.first).start
        #expect(start < firstLaunch - 0.1)
        #expect(try #require(settledAtEnd) < start - TrajectoryFitter.launchWindow)
    }
}
