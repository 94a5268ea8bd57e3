import Foundation
import Testing
@testable import TracerVision

/// One synthetic flight shared by the path tests (computed once).
private let sharedFlight: (TrajectoryObservation, TrajectoryRequest)? = {
    guard let request = try? TrajectoryRequest(trajectoryLength: 8) else { return nil }
    let found = runSession(request: request, geometry: TrackingTests.geometry, balls: [TrackingTests.ball], frames: 40)
    return found.first.map { ($0, request) }
}()

@Suite struct PathTests {
    static func observation() throws -> (TrajectoryObservation, TrajectoryRequest) {
        try #require(sharedFlight)
    }

    @Test func jsonRoundTripKeepsDetectedAndExtrapolatedApart() throws {
        let (o, request) = try Self.observation()
        let source = TracerPath.Source(file: "synthetic.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1)
        let path = TracerPathBuilder.build(observations: [o], source: source, request: request,
                                           extrapolation: ExtrapolationLimit(landingY: 0.9, maximumDuration: 0.3))
        let data = try JSONEncoder().encode(path)
        let decoded = try JSONDecoder().decode(TracerPath.self, from: data)
        #expect(decoded == path)
        let trajectory = try #require(decoded.trajectories.first)
        #expect(trajectory.uuid == o.uuid)
        #expect(trajectory.equationCoefficients.count == 3)
        #expect(decoded.request.regionOfInterest == [0, 0, 1, 1])
        let detected = trajectory.points.filter { !$0.isExtrapolated }
        let extrapolated = trajectory.points.filter(\.isExtrapolated)
        #expect(detected.count == o.motion.samples.count)
        #expect(!extrapolated.isEmpty)
        // Detected first, then extrapolated, strictly later in time.
        #expect(trajectory.points.prefix(detected.count).allSatisfy { !$0.isExtrapolated })
        #expect(extrapolated.allSatisfy { $0.t > detected.last!.t })
        #expect(zip(trajectory.points, trajectory.points.dropFirst()).allSatisfy { $0.t < $1.t })
        // Points come from the fitted curve, in the top-left display convention.
        for p in detected {
            let truth = try #require(TrackingTests.ball.position(at: p.t))
            #expect(abs(p.x * 320 - truth.x) < 0.6 && abs(p.y * 240 - truth.y) < 0.6)
        }
    }

    @Test func extrapolationFollowsTheFlightAndStopsAtTheGround() throws {
        let (o, _) = try Self.observation()
        let last = o.motion.samples.last!
        let points = o.motion.extrapolate(ExtrapolationLimit(landingY: nil, maximumDuration: 0.1))
        #expect(points.count == 6)
        for p in points {
            let truth = try #require(TrackingTests.ball.position(at: p.t))
            #expect(abs(p.x * 320 - truth.x) < 2 && abs(p.y * 240 - truth.y) < 2)
            #expect(p.kind == .extrapolated)
        }
        let ground = last.y + 0.02
        let landed = o.motion.extrapolate(ExtrapolationLimit(landingY: ground, maximumDuration: 5))
        #expect(abs(landed.last!.y - ground) < 1e-9)
        #expect(landed.dropLast().allSatisfy { $0.y < ground })
        #expect(o.motion.extrapolate(ExtrapolationLimit(maximumDuration: 0)).isEmpty)
    }

    @Test func motionSamplesByTime() throws {
        let (o, _) = try Self.observation()
        let mid = 0.5 * (o.start + o.end)
        let s = try #require(o.motion.sample(at: mid))
        let truth = try #require(TrackingTests.ball.position(at: mid))
        #expect(abs(s.x * 320 - truth.x) < 0.6 && abs(s.y * 240 - truth.y) < 0.6)
        #expect(o.motion.sample(at: o.start - 0.1) == nil)
    }

    @Test func launchPointStartsTheFlightAtTheRestSpot() throws {
        let (o, request) = try Self.observation()
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1)
        // The synthetic ball starts at (40, 200) at 0.1 s.
        let launch = LaunchPoint(time: 0.1 - 1.0 / 60, position: NormalizedPoint(x: 40 / 320, y: 200 / 240), radius: 2.5 / 320)
        let path = TracerPathBuilder.build(observations: [o], source: source, request: request, launches: [launch])
        let first = try #require(path.trajectories.first?.points.first)
        // The rest spot says a frame early (as when the club hides the ball just before impact);
        // the flight run backwards says when it really left: at 0.1 s.
        #expect(abs(first.t - 0.1) < 0.25 / 60 && first.kind == .detected)
        #expect(abs(first.x * 320 - 40) < 1e-9 && abs(first.y * 240 - 200) < 1e-9)
        let elsewhere = LaunchPoint(time: launch.time, position: NormalizedPoint(x: 0.9, y: 0.9), radius: launch.radius)
        let unchanged = TracerPathBuilder.build(observations: [o], source: source, request: request, launches: [elsewhere])
        #expect(unchanged.trajectories.first?.points.first?.t == o.start)
    }

    @Test func theFlightRunsBackToItsRestSpotThroughTheShake() throws {
        // A driver seen down the line from a hand-held camera: it leaves (100, 200) at 0.5 s,
        // fast and slowing sharply in the picture, first detected four frames later; the
        // picture jumps a couple of pixels from frame to frame, and the samples with it.
        let fps = 60.0, launchTime = 0.5
        let shake: [(Double, Double)] = [(3, -2), (-2, 3), (3, 2), (-3, -3), (2, 3), (-3, 2), (3, -3), (0, 3), (-3, -2),
                                         (3, 2), (-2, -3), (2, 3)]
        var samples: [TrajectorySample] = [], offsets: [NormalizedPoint] = []
        for (k, (sx, sy)) in shake.enumerated() {
            let u = Double(k + 5) / fps
            let x = 100 + 60 * u / (1 + 8 * u), y = 200 - 900 * u / (1 + 8 * u)
            samples.append(TrajectorySample(t: launchTime + u, x: (x + sx) / 320, y: (y + sy) / 240, r: 1 / 320))
            offsets.append(NormalizedPoint(x: sx / 320, y: sy / 240))
        }
        let motion = TrajectoryMotion(samples: samples, tailX: Polynomial(coefficients: [0], origin: 0),
                                      tailY: Polynomial(coefficients: [0], origin: 0),
                                      tailR: Polynomial(coefficients: [0], origin: 0), frameInterval: 1 / fps,
                                      cameraOffsets: offsets)
        let observation = TrajectoryObservation(
            uuid: UUID(), detectedPoints: [], projectedPoints: [], equationCoefficients: .zero, movingAverageRadius: 0,
            timeRange: samples[0].t...samples[samples.count - 1].t, confidence: 1, motion: motion,
            detectionCount: samples.count)
        // The spot as the watch saw it, with the shake of the moment.
        let launch = LaunchPoint(time: launchTime - 0.5 / fps,
                                 position: NormalizedPoint(x: (100 + shake[0].0) / 320, y: (200 + shake[0].1) / 240),
                                 radius: 2.5 / 320)
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: fps, duration: 1)
        let path = TracerPathBuilder.build(observations: [observation], source: source,
                                           request: try TrajectoryRequest(), launches: [launch])
        let first = try #require(path.trajectories.first?.points.first)
        #expect(first.x == launch.position.x && first.y == launch.position.y, "the path does not start at the spot")
        #expect(abs(first.t - launchTime) < 1 / fps, "the flight leaves the spot at \(first.t) s")
        // The frames before the first detection are filled from the flight run back: far
        // nearer the ball (in the picture: with the shake of the first sample) than a straight
        // segment from the spot to the first detection, which lags a ball slowing this fast.
        let filled = try #require(path.trajectories.first).points.filter { $0.kind == .interpolated }
        #expect(filled.count >= 4)
        var filledError = 0.0, straightError = 0.0
        for p in filled {
            let u = p.t - launchTime
            let x = 100 + 60 * u / (1 + 8 * u) + shake[0].0, y = 200 - 900 * u / (1 + 8 * u) + shake[0].1
            filledError += hypot(p.x * 320 - x, p.y * 240 - y)
            let f = (p.t - first.t) / (samples[0].t - first.t)
            let chord = (x: first.x + f * (samples[0].x - first.x), y: first.y + f * (samples[0].y - first.y))
            straightError += hypot(chord.x * 320 - x, chord.y * 240 - y)
        }
        #expect(filledError < 0.5 * straightError, "filled \(filledError) px vs straight \(straightError) px in all")
        #expect(path.trajectories.first?.points.allSatisfy { $0.kind != .extrapolated } == true)
    }

    /// Where a drive seen from behind is `u` seconds after it left (100, 200), pixels: fast and
    /// slowing sharply in the picture.
    static func drivePosition(_ u: Double) -> (x: Double, y: Double) {
        (100 + 60 * u / (1 + 8 * u), 200 - 900 * u / (1 + 8 * u))
    }

    /// Ten samples of the drive leaving at `leaving` seconds, seen from `firstFrame` frames after
    /// it left, with `tailInterval` frames between its last samples (1: seen in every frame to the end).
    static func drive(firstSeenAfter firstFrame: Double, fps: Double = 30, tailInterval: Double = 1,
                      leaving: Double = 0.5) -> TrajectoryObservation {
        let samples = (0..<10).map { k -> TrajectorySample in
            let u = (Double(k) + firstFrame) / fps, p = drivePosition(u)
            return TrajectorySample(t: leaving + u, x: p.x / 320, y: p.y / 240, r: 1 / 320)
        }
        let motion = TrajectoryMotion(samples: samples, tailX: Polynomial(coefficients: [0], origin: 0),
                                      tailY: Polynomial(coefficients: [0], origin: 0),
                                      tailR: Polynomial(coefficients: [0], origin: 0), frameInterval: tailInterval / fps)
        return TrajectoryObservation(
            uuid: UUID(), detectedPoints: [], projectedPoints: [], equationCoefficients: .zero, movingAverageRadius: 0,
            timeRange: samples[0].t...samples[samples.count - 1].t, confidence: 1, motion: motion,
            detectionCount: samples.count)
    }

    @Test func aFrameLessThanHalfAFrameAfterTheDepartureIsOnTheRunBackToo() throws {
        // A 30 fps drive first detected a frame and a half after it left (100, 200): the frame
        // between is half a frame after the departure, and the ball is already far from the
        // spot in it (a straight segment from the spot lags it by tens of pixels).
        let fps = 30.0, launchTime = 0.5
        let observation = Self.drive(firstSeenAfter: 1.5, fps: fps)
        let launch = LaunchPoint(time: launchTime - 0.25 / fps, position: NormalizedPoint(x: 100 / 320, y: 200 / 240),
                                 radius: 2.5 / 320)
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: fps, duration: 1)
        let path = TracerPathBuilder.build(observations: [observation], source: source,
                                           request: try TrajectoryRequest(), launches: [launch])
        let points = try #require(path.trajectories.first).points
        let filled = points.filter { $0.kind == .interpolated }
        #expect(filled.count == 1)
        if let between = filled.first {
            let truth = Self.drivePosition(between.t - launchTime)
            #expect(hypot(between.x * 320 - truth.x, between.y * 240 - truth.y) < 10)
        }
    }

    @Test func theRunBackStepsByTheFlightsFirstFramesNotItsLast() throws {
        // A drive first seen four frames after it left, in every frame after that, but in one
        // frame of two by its end (far off and faint): the frames before its first detection
        // are each on the run back (seed 29's drive had a point half a frame after the spot).
        let fps = 60.0, launchTime = 0.5
        let observation = Self.drive(firstSeenAfter: 4, fps: fps, tailInterval: 2)
        let launch = LaunchPoint(time: launchTime - 0.25 / fps, position: NormalizedPoint(x: 100 / 320, y: 200 / 240),
                                 radius: 2.5 / 320)
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: fps, duration: 1)
        let path = TracerPathBuilder.build(observations: [observation], source: source,
                                           request: try TrajectoryRequest(), launches: [launch])
        let filled = try #require(path.trajectories.first).points.filter { $0.kind == .interpolated }
        #expect(filled.map { (($0.t - launchTime) * fps * 1000).rounded() / 1000 } == [1, 2, 3])
    }

    @Test func aBallAtRestWhoseLeavingWentUnseenStillStartsItsFlight() throws {
        // A tee as bright as the ball stayed on the spot, so no launch was seen: the flight,
        // run back, still leaves the ball's spot, at 0.5 s.
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 30, duration: 2)
        let request = try TrajectoryRequest(trajectoryLength: 5)
        func ball(_ x: Double, _ y: Double) -> BallAtRest {
            BallAtRest(position: NormalizedPoint(x: x / 320, y: y / 240), radius: 2.5 / 320, aspectRatio: 4.0 / 3,
                       polarity: .brighter, contrast: 40, frameCount: 20, firstSeen: 0, lastSeen: 1)
        }
        let observation = Self.drive(firstSeenAfter: 2)
        let path = TracerPathBuilder.build(observations: [observation], source: source, request: request,
                                           ballAtRest: ball(100, 200))
        let points = try #require(path.trajectories.first).points
        #expect(abs(points[0].t - 0.5) < 0.25 / 30 && points[0].kind == .detected)
        #expect(abs(points[0].x * 320 - 100) < 1e-9 && abs(points[0].y * 240 - 200) < 1e-9)
        #expect(points.filter { $0.kind == .interpolated }.count == 1)
        // A ball at rest elsewhere, a flight that left earlier than the window allows, or
        // launches seen (their own rules then): the flight starts at its first detection.
        #expect(TracerPathBuilder.build(observations: [observation], source: source, request: request,
                                        ballAtRest: ball(250, 200)).trajectories.first?.start == observation.start)
        let late = Self.drive(firstSeenAfter: 0.32 * 30 + 0.5)
        #expect(TracerPathBuilder.build(observations: [late], source: source, request: request,
                                        ballAtRest: ball(100, 200)).trajectories.first?.start == late.start)
        let elsewhere = LaunchPoint(time: 0.45, position: NormalizedPoint(x: 0.9, y: 0.9), radius: 0.01)
        #expect(TracerPathBuilder.build(observations: [observation], source: source, request: request,
                                        launches: [elsewhere], ballAtRest: ball(100, 200))
            .trajectories.first?.start == observation.start)
    }

    @Test func aGapInTheLastSamplesDoesNotStretchTheFrameInterval() {
        // Fifteen samples at 60 fps over the flight's end with eight frames missing among them:
        // run-back and extrapolated points are a frame apart, not 1.5 frames.
        let frames = Array(0..<7) + Array(15..<23)
        let samples = frames.map { TrajectorySample(t: Double($0) / 60, x: 0.5, y: 0.5, r: 0.01) }
        let motion = ObservationBuilder.motion(samples: samples)
        #expect(abs(motion.frameInterval - 1.0 / 60) < 1e-9)
    }

    @Test func flightStartingBeforeTheLaunchIsDropped() throws {
        let (o, request) = try Self.observation()
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1)
        // The ball was still at rest when this track began: it is the golfer or the club.
        let later = LaunchPoint(time: o.start + 0.2, position: NormalizedPoint(x: 0.5, y: 0.9), radius: 0.01)
        let path = TracerPathBuilder.build(observations: [o], source: source, request: request, launches: [later])
        #expect(path.trajectories.isEmpty)
        let reason = try #require(TracerPathBuilder.exclusion(of: o, request: request, launches: [later]))
        #expect(reason.contains("before the first launch at \(fmt(later.time)) s"), "\(reason)")
        let earlier = LaunchPoint(time: o.start - 0.1, position: later.position, radius: later.radius)
        #expect(TracerPathBuilder.exclusion(of: o, request: request, launches: [earlier]) == nil)
    }

    @Test func withNoBallSeenAtRestAFlightOfFaintSpecksIsDropped() throws {
        var (o, _) = try Self.observation()
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1)
        // Long enough, but most of its points are noise-level specks (a practice swing's club
        // tracked through the sensor noise): trajectoryLength of them must be clear.
        let request = try TrajectoryRequest(trajectoryLength: o.detectionCount / 2)
        o.clearDetectionCount = request.trajectoryLength - 1
        #expect(TracerPathBuilder.build(observations: [o], source: source, request: request).trajectories.isEmpty)
        let reason = try #require(TracerPathBuilder.exclusion(of: o, request: request, launches: []))
        #expect(reason.contains("\(o.clearDetectionCount) clear detections")
                    && reason.contains("needs \(request.trajectoryLength) (trajectoryLength)"), "\(reason)")
        o.clearDetectionCount = request.trajectoryLength
        #expect(TracerPathBuilder.exclusion(of: o, request: request, launches: []) == nil)
        // With the ball seen leaving its spot, faint points do not count against a flight.
        o.clearDetectionCount = 0
        let launch = LaunchPoint(time: 0.1 - 1.0 / 60, position: NormalizedPoint(x: 40 / 320, y: 200 / 240), radius: 2.5 / 320)
        #expect(TracerPathBuilder.exclusion(of: o, request: request, launches: [launch]) == nil)
    }

    @Test func withNoBallSeenAtRestAShortFlightIsDropped() throws {
        let (o, _) = try Self.observation()
        let source = TracerPath.Source(file: "s.mp4", width: 320, height: 240, rotation: 0, frameRate: 60, duration: 1)
        // A practice swing: no ball at rest, so no launch anchors a flight; its club and hands
        // look like a short one. Twice the trajectory length is needed then.
        let twiceAsLong = try TrajectoryRequest(trajectoryLength: o.detectionCount / 2 + 1)
        let longEnough = try TrajectoryRequest(trajectoryLength: o.detectionCount / 2)
        #expect(TracerPathBuilder.build(observations: [o], source: source, request: twiceAsLong).trajectories.isEmpty)
        #expect(TracerPathBuilder.build(observations: [o], source: source, request: longEnough).trajectories.count == 1)
        let reason = try #require(TracerPathBuilder.exclusion(of: o, request: twiceAsLong, launches: []))
        #expect(reason.contains("\(o.detectionCount) detections") && reason.contains("needs \(2 * twiceAsLong.trajectoryLength)"),
                "\(reason)")
        #expect(TracerPathBuilder.exclusion(of: o, request: longEnough, launches: []) == nil)
        // With the ball seen leaving its spot, the trajectory length alone is the bar.
        let launch = LaunchPoint(time: 0.1 - 1.0 / 60, position: NormalizedPoint(x: 40 / 320, y: 200 / 240), radius: 2.5 / 320)
        #expect(TracerPathBuilder.build(observations: [o], source: source, request: twiceAsLong,
                                        launches: [launch]).trajectories.count == 1)
    }
}
