import Foundation
import Testing
@testable import TracerVision

@Suite struct RealismTests {
    @Test func cameraShakeIsCompensated() throws {
        var rng = SeededRandom(seed: 5)
        let shifts = (0..<60).map { _ in (x: Double(Int.random(in: -3...3, using: &rng)), y: Double(Int.random(in: -2...2, using: &rng))) }
        let ball = TrackingTests.ball
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [ball], frames: 60,
                               shake: { shifts[$0] })
        try #require(found.count == 1)
        var errors: [Double] = []
        for s in found[0].motion.samples {
            let i = Int((s.t * 60).rounded())
            guard let p = ball.position(at: s.t) else { continue }
            errors.append(hypot(s.x * 320 - (p.x + shifts[i].x), s.y * 240 - (p.y + shifts[i].y)))
        }
        #expect(errors.count >= 40)
        #expect(errors.sorted()[errors.count / 2] < 0.75)
    }

    @Test func shrinkingBallIsFollowedToSubPixel() throws {
        // Down the line: the ball rises, slows and shrinks from 3 px to 0.5 px.
        let ball = Throw(start: 0.05, x0: 160, y0: 220, vx: 30, vy: -420, g: 500, r: 3, contrast: 70, duration: 0.85)
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [ball], frames: 60,
                               radius: { th, t in max(0.5, th.r - 3 * (t - th.start)) })
        try #require(found.count == 1)
        let o = found[0]
        let visible = Int(ball.duration * 60)
        #expect(Double(o.motion.samples.count) >= 0.85 * Double(visible))
        for s in o.motion.samples {
            guard let p = ball.position(at: s.t) else { continue }
            #expect(hypot(s.x * 320 - p.x, s.y * 240 - p.y) < 1.5)
        }
    }

    @Test func sparseAnalysisHonoursFrameSpacing() throws {
        let request = try TrajectoryRequest(frameAnalysisSpacing: 1.0 / 30, trajectoryLength: 6)
        var analysed = 0
        let found = runSession(request: request, geometry: TrackingTests.geometry, balls: [TrackingTests.ball], frames: 60,
                               perFrame: { _, d in if d != nil { analysed += 1 } })
        #expect(analysed <= 31)
        try #require(found.count == 1)
        #expect(TrackingTests.worstError(found[0], TrackingTests.ball, TrackingTests.geometry) < 1)
    }

    @Test func tightBudgetSkipsFramesAndSaysSo() throws {
        let request = try TrajectoryRequest(targetFrameTime: 1e-7)
        var skipped = 0
        _ = runSession(request: request, geometry: TrackingTests.geometry, balls: [TrackingTests.ball], frames: 30,
                       perFrame: { session, _ in skipped = session.framesSkippedForBudget })
        #expect(skipped > 0)
    }

    @Test func motionBlurredStreakIsCentredOnTheFrameTime() throws {
        // A fast ball (about 14 px per frame) smeared over half the frame interval.
        let fast = Throw(start: 0.05, x0: 20, y0: 220, vx: 700, vy: -560, g: 900, r: 2, contrast: 90, duration: 0.4)
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [fast], frames: 35,
                               exposure: 1.0 / 120)
        try #require(found.count == 1)
        var errors: [Double] = []
        for s in found[0].motion.samples {
            guard let p = fast.position(at: s.t) else { continue }
            errors.append(hypot(s.x * 320 - p.x, s.y * 240 - p.y))
        }
        #expect(errors.count >= 18)
        #expect(errors.sorted()[errors.count / 2] < 0.5)
    }

    @Test func codecBlockingDoesNotHideTheBallOrAddFlights() throws {
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [TrackingTests.ball],
                               frames: 60, blocks: 1.5)
        try #require(found.count == 1)
        #expect(TrackingTests.worstError(found[0], TrackingTests.ball, TrackingTests.geometry) < 1)
    }
}
