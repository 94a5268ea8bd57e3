import Foundation
import Testing
@testable import TracerVision

/// A grey ball on a bright tee, hidden by the club from a few frames before it is hit until
/// it is away: the spot's watch sees it go while hidden, then sees the tee, takes it for the
/// ball and withdraws the launch, as for a ball only hidden. Another ball lifted from the
/// grass meanwhile leaves a launch elsewhere, so the flight must leave a launch of its own:
/// it takes back the one withdrawn. A ball that shows again whole keeps it withdrawn.
@Suite struct TeeLeftBehindTests {
    static let fps = 60.0
    static let hiddenFrom = 0.88
    static let hiddenUntil = 1.0
    static let launch = 0.97
    static let rest = (x: 150.0, y: 200.0)

    static func ball(at t: Double, flies: Bool) -> Disc? {
        if t >= hiddenFrom && t < hiddenUntil { return nil }
        guard flies, t >= launch else { return Disc(x: rest.x, y: rest.y, r: 2.5, contrast: 40) }
        let u = t - launch
        return Disc(x: rest.x + 160 * u, y: rest.y - 330 * u + 200 * u * u, r: 2.5, contrast: 40)
    }

    /// The session after 120 frames of the ball (hit, or left at rest) above its tee (taken
    /// away at `teeGoneAt`, if given).
    static func run(flies: Bool, teeGoneAt: Double? = nil) throws -> (TrajectorySession, [TrajectoryObservation]) {
        let tee = Disc(x: rest.x, y: rest.y + 4, r: 2, contrast: 90)
        let otherBall = Disc(x: 60, y: 215, r: 2.5, contrast: 60)
        let session = try Self.session { t in
            let teeShown = teeGoneAt.map { t < $0 } ?? true
            return (teeShown ? [tee] : []) + [ball(at: t, flies: flies)].compactMap { $0 } + (t < 0.93 ? [otherBall] : [])
        }
        let found = session.finish()
        return (session, found)
    }

    /// A session that finds the ball at rest, after 120 frames of the discs `discs` puts at each time.
    static func session(showing discs: (Double) -> [Disc]) throws -> TrajectorySession {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: LaunchScene.geometry,
                                        frameRate: fps, alignment: Alignment(findsBall: true))
        for i in 0..<120 {
            let t = Double(i) / fps
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs(t)), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return session
    }

    /// Launches from the tee's spot.
    static func teeLaunches(_ session: TrajectorySession) -> [Double] {
        session.launches.filter { abs($0.position.x * 320 - rest.x) < 5 && abs($0.position.y * 240 - rest.y) < 5 }
            .map(\.time)
    }

    @Test func flightTakesBackTheLaunchTheTeeWithdrew() throws {
        let (session, found) = try Self.run(flies: true)
        #expect(found.count == 1)
        let launches = Self.teeLaunches(session)
        #expect(launches.count == 1)
        #expect(launches.allSatisfy { $0 >= Self.hiddenFrom - 0.02 && $0 <= Self.hiddenUntil })
    }

    @Test func ballShowingAgainWholeKeepsItsLaunchWithdrawn() throws {
        let (session, found) = try Self.run(flies: false)
        #expect(found.isEmpty)
        #expect(Self.teeLaunches(session).isEmpty)
        #expect(session.launches.count == 1)
    }

    @Test func theTeeGoingLaterDoesNotDateTheLaunchThen() throws {
        // Half a second after the shot the tee is gone too (picked up, or a shadow falls on
        // it): the spot empties again, but the ball left when the club hid it, not then.
        let (session, found) = try Self.run(flies: true, teeGoneAt: 1.5)
        #expect(found.count == 1)
        let launches = Self.teeLaunches(session)
        #expect(launches.count == 1)
        #expect(launches.allSatisfy { $0 >= Self.hiddenFrom - 0.02 && $0 <= Self.hiddenUntil })
    }
}

/// Seed 709's drive: a grey ball on a small white tee. After the club has hidden the ball and
/// its launch was withdrawn for the tee, the finder's next look sees the tee on the spot,
/// stronger than the ball was. It must not take the tee's contrast for the ball's, or the
/// tee, dimmed a little later (a shadow), leaves a launch of its own, half a second late.
@Suite struct TeeBrighterThanTheBallTests {
    @Test func theLaunchIsDatedWhenTheClubHidTheBall() throws {
        let rest = TeeLeftBehindTests.rest
        let session = try TeeLeftBehindTests.session { t in
            let ball = TeeLeftBehindTests.ball(at: t, flies: true).map { Disc(x: $0.x, y: $0.y, r: 3.5, contrast: $0.contrast) }
            // The tee shows once the club has passed; the shadow falls on it at 1.55 s.
            let tee = Disc(x: rest.x, y: rest.y, r: 1.6, contrast: t < 1.55 ? 120 : 60)
            return (t >= TeeLeftBehindTests.hiddenUntil ? [tee] : []) + [ball].compactMap { $0 }
        }
        #expect(session.finish().count == 1)
        let launches = session.launches.map(\.time)
        #expect(launches.count == 1)
        #expect(launches.allSatisfy { $0 >= TeeLeftBehindTests.hiddenFrom - 0.02 && $0 <= TeeLeftBehindTests.hiddenUntil },
                "launches at \(launches)")
    }
}

/// Held-out 1381's hevc10 drive: the club hides the ball on its tee, the ball shows again
/// for the last frames before impact (the launch dated when the club hid it is withdrawn),
/// and the tee it leaves behind, bright against the sky, shows more than half the ball's
/// contrast, so the spot never empties. The launch is dated after the ball's last frame.
@Suite struct BallSeenBeforeImpactTests {
    static let impact = 0.97

    static func session(teeContrast: Double) throws -> TrajectorySession {
        let rest = TeeLeftBehindTests.rest
        return try TeeLeftBehindTests.session { t in
            let hidden = t >= 0.85 && t < 0.92
            let ball: Disc? = hidden ? nil : t < impact ? Disc(x: rest.x, y: rest.y, r: 2.5, contrast: 40)
                : Disc(x: rest.x + 160 * (t - impact), y: rest.y - 330 * (t - impact) + 200 * (t - impact) * (t - impact),
                       r: 2.5, contrast: 40)
            let tee = Disc(x: rest.x, y: rest.y, r: 2.5, contrast: teeContrast)
            return (hidden || t < impact ? [] : [tee]) + [ball].compactMap { $0 }
        }
    }

    @Test func theLaunchIsDatedAfterTheBallsLastFrameOnItsTee() throws {
        let session = try Self.session(teeContrast: 25)
        let launches = TeeLeftBehindTests.teeLaunches(session)
        #expect(launches.count == 1)
        #expect(launches.allSatisfy { abs($0 - Self.impact) <= 1 / TeeLeftBehindTests.fps }, "launches at \(launches)")
    }
}
