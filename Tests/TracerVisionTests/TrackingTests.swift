import Foundation
import Testing
@testable import TracerVision

@Suite struct TrackingTests {
    static let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
    static let ball = Throw(start: 0.1, x0: 40, y0: 200, vx: 300, vy: -350, g: 600, r: 2.5, contrast: 60, duration: 0.8)

    /// Largest distance (display pixels) between the fitted motion and the true path.
    static func worstError(_ o: TrajectoryObservation, _ truth: Throw, _ g: FrameGeometry) -> Double {
        var worst = 0.0
        let frame = 1.0 / 60
        for s in o.motion.samples {
            // Past the ends only clutter that happens to lie on the extended path may join.
            guard s.t >= truth.start - 1.5 * frame, s.t <= truth.start + truth.duration + 4.5 * frame else { return .infinity }
            let u = s.t - truth.start
            let p = PixelPoint(x: truth.x0 + truth.vx * u, y: truth.y0 + truth.vy * u + 0.5 * truth.g * u * u)
            worst = max(worst, hypot(s.x * Double(g.displayWidth) - p.x, s.y * Double(g.displayHeight) - p.y))
        }
        return worst
    }

    @Test func recoversAParabola() throws {
        let request = try TrajectoryRequest()
        let found = runSession(request: request, geometry: Self.geometry, balls: [Self.ball], frames: 60)
        try #require(found.count == 1)
        let o = found[0]
        #expect(Self.worstError(o, Self.ball, Self.geometry) < 0.6)
        #expect(o.motion.samples.count >= 40)
        #expect(abs(o.start - 0.1) < 0.02)
        #expect(o.detectedPoints.count == request.trajectoryLength)
        #expect(o.projectedPoints.count == 5)
        #expect(o.confidence > 0.5 && o.confidence <= 1)
        // y(x) in ROI-normalised lower-left: x = (40 + 300u)/320, y = 1 - (200 - 350u + 300u²)/240.
        let (w, h) = (320.0, 240.0)
        func truthY(_ x: Double) -> Double {
            let u = (x * w - 40) / 300
            return 1 - (200 - 350 * u + 300 * u * u) / h
        }
        let e = o.equationCoefficients
        for x in stride(from: 0.2, through: 0.8, by: 0.1) {
            #expect(abs(e.x * x * x + e.y * x + e.z - truthY(x)) < 0.004)
        }
        #expect(abs(e.x - (-300 * w * w / (300 * 300) / h)) < 0.1)
        #expect(abs(o.movingAverageRadius * w - 2.5) < 1.0)
    }

    @Test func robustToClutter() throws {
        let request = try TrajectoryRequest()
        let found = runSession(request: request, geometry: Self.geometry, balls: [Self.ball], frames: 60, noise: 3,
                               clutter: 8)
        try #require(found.count == 1)
        // A clutter blob that happens to lie on the extended path may join at an end.
        #expect(Self.worstError(found[0], Self.ball, Self.geometry) < 3)
        #expect(found[0].motion.samples.count >= 40)
    }

    @Test func straightLineMoverIsRejected() throws {
        let bird = Throw(start: 0, x0: 20, y0: 150, vx: 250, vy: -60, g: 0, r: 2, contrast: -50, duration: 1)
        let found = runSession(request: try TrajectoryRequest(), geometry: Self.geometry, balls: [bird], frames: 60)
        #expect(found.isEmpty)
    }

    @Test func moverThatReversesHorizontallyIsRejected() throws {
        // Falls under "gravity" but its horizontal motion stops and reverses, like a club
        // head at the top of the swing: no ball does that.
        let found = runSession(request: try TrajectoryRequest(), geometry: Self.geometry, balls: [], frames: 50,
                               extra: { i in
                                   let t = Double(i) / 60
                                   return [Disc(x: 100 + 300 * (t - 0.4) * (t - 0.4), y: 40 + 60 * t + 200 * t * t,
                                                r: 2, contrast: 60)]
                               })
        #expect(found.isEmpty)
    }

    @Test func largeMoverIsRejected() throws {
        let big = Throw(start: 0, x0: 60, y0: 180, vx: 200, vy: -300, g: 600, r: 16, contrast: 60, duration: 0.9)
        let found = runSession(request: try TrajectoryRequest(objectMaximumNormalizedRadius: 0.02),
                               geometry: Self.geometry, balls: [big], frames: 60)
        #expect(found.isEmpty)
    }

    @Test func uuidStaysWhileGrowing() throws {
        var seen: [UUID] = []
        var sizes: [Int] = []
        _ = runSession(request: try TrajectoryRequest(), geometry: Self.geometry, balls: [Self.ball], frames: 50, perFrame: { session, _ in
            if let o = session.observations.first {
                seen.append(o.uuid)
                sizes.append(o.detectionCount)
            }
        })
        #expect(seen.count > 10)
        #expect(Set(seen).count == 1)
        #expect(sizes.last! > sizes.first!)
    }

    @Test func twoShotsStayApart() throws {
        let first = Throw(start: 0.05, x0: 30, y0: 210, vx: 260, vy: -330, g: 700, r: 2.5, contrast: 60, duration: 0.6)
        let second = Throw(start: 0.9, x0: 290, y0: 210, vx: -240, vy: -300, g: 700, r: 2.5, contrast: -50, duration: 0.6)
        let found = runSession(request: try TrajectoryRequest(), geometry: Self.geometry, balls: [first, second], frames: 100)
        try #require(found.count == 2)
        #expect(found[0].uuid != found[1].uuid)
        #expect(Self.worstError(found[0], first, Self.geometry) < 1)
        #expect(Self.worstError(found[1], second, Self.geometry) < 1)
    }

    @Test func tenBitPlanes() throws {
        let found = runSession(request: try TrajectoryRequest(), geometry: Self.geometry, balls: [Self.ball], frames: 60,
                               tenBit: true)
        try #require(found.count == 1)
        #expect(Self.worstError(found[0], Self.ball, Self.geometry) < 0.6)
    }

    @Test func rotatedClipFitsInDisplaySpace() throws {
        // Coded 240x320 landscape-stored portrait-like clip shown after a clockwise turn (rotation -90).
        let g = FrameGeometry(codedWidth: 240, codedHeight: 320, orientation: .rotationMinus90)
        let found = runSession(request: try TrajectoryRequest(), geometry: g, balls: [Self.ball], frames: 60)
        try #require(found.count == 1)
        #expect(Self.worstError(found[0], Self.ball, g) < 0.6)
    }

    @Test func regionOfInterestLimitsTheSearch() throws {
        // Only the right quarter: the flight is mostly outside, so the detected part starts late.
        let roi = NormalizedRect.fromTopLeft(x: 0.5, y: 0, width: 0.5, height: 1)
        let found = runSession(request: try TrajectoryRequest(regionOfInterest: roi), geometry: Self.geometry,
                               balls: [Self.ball], frames: 60)
        try #require(found.count == 1)
        #expect(found[0].motion.samples.allSatisfy { $0.x >= 0.49 })
        #expect(found[0].detectedPoints.allSatisfy { $0.x >= -0.01 && $0.x <= 1.01 && $0.y >= -0.01 && $0.y <= 1.01 })
    }
}

@Suite struct ContinuationTests {
    @Test func hiddenMiddleKeepsOneTrajectory() throws {
        // The ball vanishes for 0.15 s mid-flight (behind a tree), then reappears on its path.
        let ball = TrackingTests.ball
        let found = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [ball], frames: 60,
                               radius: { th, t in (0.45...0.6).contains(t) ? 0 : th.r })
        try #require(found.count == 1)
        #expect(found[0].start < 0.2 && found[0].end > 0.8)
    }
}
