import Foundation
import Testing
@testable import TracerVision

/// A flight seen for a few frames after its launch, then lost behind a cloud until after the
/// launch window, is one shot from the launch (`TrajectoryFitter.bridgeToLaunch`): its first
/// frames before the gap are found along the ray from the rest spot.
@Suite struct LaunchBridgeTests {
    static let width = 360, height = 480
    static let fps = 60.0
    static let launch = 0.5
    static let spot = (x: 180.0, y: 440.0)

    /// A driver seen down the line: it heads for (170, 60), slowing in the picture and
    /// shrinking as its depth grows fourfold in 0.75 s.
    static func ball(at t: Double) -> Disc {
        guard t >= launch else { return Disc(x: spot.x, y: spot.y, r: 3, contrast: 70) }
        let depth = 1 + 4 * (t - launch)
        return Disc(x: 170 + (spot.x - 170) / depth, y: 60 + (spot.y - 60) / depth, r: max(1, 3 / depth), contrast: 70)
    }

    /// The trajectories found when the ball is in sight `before` frames after the launch and
    /// again from `after` frames after it (hidden in between), with the ball at rest seen.
    static func run(before: Int, after: Int, missedAfter: (Int) -> Bool = { _ in false }) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: width, height: height, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(),
                                        geometry: FrameGeometry(codedWidth: width, codedHeight: height), frameRate: fps,
                                        alignment: .automatic)
        for i in 0..<100 {
            let t = Double(i) / fps
            let since = Int(((t - launch) * fps).rounded())
            let shown = since <= before || (since >= after && !missedAfter(since))
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: shown ? [ball(at: t)] : []),
                                         width: width, height: height) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    /// Whether `observation` starts at the launch and follows the ball after the gap.
    static func isTheShot(_ observation: TrajectoryObservation) -> Bool {
        guard abs(observation.start - launch) < 2 / fps,
              let p = observation.motion.samples.min(by: { abs($0.t - launch - 0.5) < abs($1.t - launch - 0.5) }),
              abs(p.t - launch - 0.5) < 0.02 else { return false }
        let truth = ball(at: p.t)
        return hypot(p.x * Double(width) - truth.x, p.y * Double(height) - truth.y) < 3
    }

    @Test func aDriverLostInACloudAfterFiveFramesIsOneShotFromItsLaunch() throws {
        // Five frames after impact (too few for a young flight of its own), then hidden for
        // 0.35 s: the track found after the cloud starts well after the launch window.
        let found = try Self.run(before: 5, after: 27)
        #expect(found.count == 1)
        #expect(found.allSatisfy(Self.isTheShot))
    }

    @Test(arguments: [20, 22, 24])
    func aFlightThatClaimedItsLaunchAfterTheCloudGetsItsFirstFramesBack(after: Int) throws {
        // Hidden from the sixth frame until just past the launch window: the track found after
        // the cloud runs back by the spot and claims the launch itself, but its look back stops
        // at the cloud. The frames before it are still the flight's.
        let found = try Self.run(before: 5, after: after)
        #expect(found.count == 1)
        #expect(found.allSatisfy(Self.isTheShot))
    }

    @Test func aFaintDriverSeenInTwoFramesOfThreeAfterTheCloudIsOneShotFromItsLaunch() throws {
        // After the cloud the ball, under a pixel, shows in two frames of three: too sparse for
        // a young flight from nowhere (`youngDensity`), dense enough for one its frames before
        // the cloud join to a launch (seed 103's drive).
        let found = try Self.run(before: 5, after: 27, missedAfter: { $0 % 3 == 0 })
        #expect(found.count == 1)
        #expect(found.allSatisfy(Self.isTheShot))
    }

    @Test func aDriverLostInACloudAfterFourFramesIsOneShotFromItsLaunch() throws {
        // Seeds 197 and 211's drives: six frames before the cloud, the first beside the club
        // and one beside the golfer, leave four for the bridge.
        let found = try Self.run(before: 4, after: 27)
        #expect(found.count == 1)
        #expect(found.allSatisfy(Self.isTheShot))
    }

    @Test func withNoFramesBeforeTheCloudThereIsNothingToBridge() throws {
        // The control: the ball hidden from its launch on; what is seen after the cloud leaves no launch.
        #expect(try Self.run(before: 0, after: 27).isEmpty)
    }

    /// Points of the ball `frames` after the launch, stabilised display pixels.
    static func points(_ frames: [Int]) -> [TrackPoint] {
        frames.map { frame in
            let t = launch + Double(frame) / fps
            let disc = ball(at: t)
            return TrackPoint(time: t, position: PixelPoint(x: disc.x, y: disc.y),
                              cameraOffset: PixelPoint(x: 0, y: 0), radius: disc.r, candidateID: frame,
                              isFaint: false, length: 2 * disc.r, angle: 0)
        }
    }

    /// The candidate ids `LaunchBridge.earlierPoints` finds among `history` for the ball's
    /// track seen again 27 to 38 frames after the launch, the watch having dated the launch at
    /// `launchTime`; nil when it finds none.
    static func bridged(_ history: [(time: Double, points: [TrackPoint])], launchTime: Double = launch) -> [Int]? {
        LaunchBridge.earlierPoints(
            spot: PixelPoint(x: spot.x, y: spot.y), spotRadius: 3, launchTime: launchTime, frames: history,
            frameInterval: 1 / fps, later: points(Array(27...38)), maximumSpeed: 3000, maximumGap: 0.6)?.map(\.candidateID)
    }

    /// `bridged` over the ball's points in `frames` after the launch, one a frame.
    static func bridged(frames: [Int]) -> [Int]? {
        bridged(points(frames).map { (time: $0.time, points: [$0]) })
    }

    @Test func theClubBeforeTheBallLeftAndASpeckInTheCloudAreLeftOut() {
        var history = Self.points(Array(1...5)).map { (time: $0.time, points: [$0]) }
        // The watch saw the spot empty two frames early (the club head hid the ball): the club
        // head just past the spot in those frames, and a speck in the cloud, all near the ray.
        let club = [(-2, 12.0), (-1, 17.0)].map { frame, out in
            TrackPoint(time: Self.launch + Double(frame) / Self.fps,
                       position: PixelPoint(x: Self.spot.x, y: Self.spot.y - out), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: 3, candidateID: 100 + frame, isFaint: false, length: 6, angle: 0)
        }
        history = club.map { (time: $0.time, points: [$0]) } + history
        var speck = Self.points([12])[0]
        speck.position.x += 9
        speck.candidateID = 112
        history.append((time: speck.time, points: [speck]))
        #expect(Self.bridged(history, launchTime: Self.launch - 2.5 / Self.fps) == [1, 2, 3, 4, 5])
    }

    /// The club head creeping out from the spot along the ray in `frames` (relative to impact),
    /// 9 px out in the first and 1.5 px farther in each after, followed by the ball's `ball`.
    static func clubThenBall(club frames: ClosedRange<Int>, ball: [Int]) -> [(time: Double, points: [TrackPoint])] {
        let target = points([27])[0].position
        let ray = (x: target.x - spot.x, y: target.y - spot.y)
        let length = hypot(ray.x, ray.y)
        let club = frames.map { frame in
            let out = 9 + 1.5 * Double(frame - frames.lowerBound)
            return TrackPoint(time: launch + Double(frame) / fps,
                              position: PixelPoint(x: spot.x + ray.x * out / length, y: spot.y + ray.y * out / length),
                              cameraOffset: PixelPoint(x: 0, y: 0), radius: 3, candidateID: 100 + frame, isFaint: false,
                              length: 6, angle: 0)
        }
        return (club + points(ball)).map { (time: $0.time, points: [$0]) }
    }

    @Test func theClubInTheFramesOfALaunchDatedEightFramesEarlyIsLeftOut() {
        // Seed 127's second shot: the club hid the ball eight frames before impact, and in six
        // of those frames its head crept out from the spot along the ray, 9 to 17 px out.
        #expect(Self.bridged(Self.clubThenBall(club: (-6)...(-1), ball: Array(1...5)),
                             launchTime: Self.launch - 8.5 / Self.fps) == [1, 2, 3, 4, 5])
    }

    /// The frames `LaunchBridge.earlierPoints` finds in a case recorded from a clip: one candidate
    /// in each frame of `chain` (frame, x, y, radius; display pixels), the track found after the
    /// gap at `later` (frame, x, y), the spot (5 px) and the launch the watch dated.
    static func bridgedRecorded(fps: Double, spot: (x: Double, y: Double), launchFrame: Double,
                                chain: [(Int, Double, Double, Double)], later: [(Int, Double, Double)],
                                fewest: Int = LaunchBridge.minimumPoints) -> [Int]? {
        func point(_ frame: Int, _ x: Double, _ y: Double, _ r: Double) -> TrackPoint {
            TrackPoint(time: Double(frame) / fps, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: r, candidateID: frame, isFaint: false, length: 2 * r, angle: 0)
        }
        return LaunchBridge.earlierPoints(
            spot: PixelPoint(x: spot.x, y: spot.y), spotRadius: 5, launchTime: launchFrame / fps,
            frames: chain.map(point).map { (time: $0.time, points: [$0]) }, frameInterval: 1 / fps,
            later: later.map { point($0.0, $0.1, $0.2, 1) }, maximumSpeed: 5507, maximumGap: 0.6,
            fewest: fewest)?.map(\.candidateID)
    }

    /// Seed 721's second two_shots ball as recorded at 60 fps: the launch at 192.5, the ball's
    /// streaks in 195 to 197 (the club's follow-through hid 193, 194, 198 and 199), clutter on
    /// the ray at 198 and 201, and the track found after the gap from 202.
    static func bridgedSeed721(fewest: Int) -> [Int]? {
        bridgedRecorded(
            fps: 60, spot: (515, 479), launchFrame: 192.5,
            chain: [(195, 489.3, 358.6, 2.54), (196, 482.8, 329.3, 2.49), (197, 477.8, 305.9, 1.94),
                    (198, 457.8, 252.1, 1.26), (201, 425.1, 247.7, 4.56)],
            later: [(202, 463.25, 236.00), (203, 460.00, 225.80), (204, 458.78, 217.66), (205, 457.45, 210.64),
                    (206, 455.63, 204.15), (207, 454.38, 198.20), (208, 453.24, 193.06), (209, 452.19, 188.00),
                    (210, 451.09, 183.09), (211, 450.50, 179.08), (212, 449.79, 174.94), (213, 449.13, 171.83)],
            fewest: fewest)
    }

    @Test func threeFramesBeforeTheGapMendAFlightThatClaimedItsLaunch() {
        // Too few to make a flight of what lies along the ray, enough to mend the first frames
        // of one that already left the spot: run back over ten frames from 202 it missed the
        // ball by 5 to 12 px in 193 to 199.
        #expect(Self.bridgedSeed721(fewest: LaunchBridge.minimumPoints) == nil)
        #expect(Self.bridgedSeed721(fewest: LaunchBridge.fewestPointsForClaimedLaunch) == [195, 196, 197])
    }

    @Test func sevenPointsOfTheClubBeforeTheBallAreLeftOut() {
        // Seed 229's second shot as recorded at 60 fps: the launch dated at frame 184.5 (the ball
        // left at 193), the club's points along the ray in seven frames from 187, the ball's in
        // 195 to 199, clutter in the cloud at 201 and 202, and the track found after it from 203.
        let found = Self.bridgedRecorded(
            fps: 60, spot: (515, 479), launchFrame: 184.5,
            chain: [(187, 511.73, 464.59, 1.11), (188, 508.10, 462.42, 3.05), (189, 510.5, 460.0, 0.58),
                    (190, 506.5, 456.5, 0.58), (191, 500.5, 435.5, 0.58), (192, 492.5, 422.5, 0.58),
                    (193, 477.17, 384.73, 1.25), (195, 491.37, 365.44, 2.84), (196, 485.71, 338.53, 2.18),
                    (197, 481.45, 317.39, 1.85), (198, 477.59, 299.35, 1.98), (199, 474.41, 284.21, 2.12),
                    (201, 451.3, 273.41, 0.97), (202, 424.5, 268.5, 0.58)],
            later: [(203, 465.94, 243.12), (205, 463.09, 228.91), (206, 461.55, 222.49), (207, 460.81, 217.54),
                    (208, 459.27, 212.04), (209, 458.96, 208.29), (211, 456.89, 200.14), (213, 455.5, 192.5),
                    (214, 455.06, 190.0), (215, 454.5, 187.07)])
        #expect(found == [195, 196, 197, 198, 199])
    }

    @Test func aSpeckSmallerThanTheBallBeforeItsFirstFramesIsLeftOut() {
        // Seed 103's portrait as recorded at 30 fps: the ball was not found in the frame after
        // impact (31) nor the next, but a speck of clutter a third of its size was, 25 px ahead
        // of it; the chain along the ray starts with it, and a model bent to follow it leaves
        // the ball's frames 33 and 34 out.
        let found = Self.bridgedRecorded(
            fps: 30, spot: (231, 795), launchFrame: 28.5,
            chain: [(31, 236.50, 663.50, 0.58), (33, 252.81, 523.16, 1.91), (34, 255.93, 487.68, 1.45),
                    (35, 258.01, 464.19, 1.15), (36, 259.74, 446.92, 1.23), (38, 262.00, 424.50, 0.58)],
            later: [(44, 266.50, 388.93), (45, 267.15, 385.15), (46, 267.50, 382.00), (47, 268.20, 379.03),
                    (48, 268.82, 376.82), (49, 268.98, 374.17), (50, 269.79, 371.79), (51, 269.97, 370.03),
                    (52, 270.50, 368.50), (53, 270.92, 366.50)])
        #expect(found == [33, 34, 35, 36, 38])
    }

    @Test func aClubSpeckKeptAheadOfTheBallAfterPointsAreLeftOutIsLeftOutToo() {
        // Seed 251's second shot as recorded at 60 fps: the launch dated at frame 184.5 (the ball
        // left at 192.5), the club's points along the ray from 188, the ball's in 195 to 199.
        // The chain starts with a big piece of the club, so its first point is not small; once
        // the points no model follows are left out, what is kept started with the club's speck
        // at 192, under a third of the ball's size, and the flight was dated 1.56 frames early.
        let found = Self.bridgedRecorded(
            fps: 60, spot: (515, 479), launchFrame: 184.5,
            chain: [(188, 510.11, 466.81, 3.04), (189, 508.15, 459.44, 1.23), (190, 508.5, 456.44, 0.58),
                    (191, 503.5, 448.44, 0.58), (192, 502.83, 445.32, 0.69), (193, 476.89, 384.36, 1.25),
                    (194, 473.22, 373.79, 1.31), (195, 488.4, 364.17, 2.52), (196, 482.39, 337.41, 2.3),
                    (197, 476.84, 314.15, 2.02), (198, 472.87, 296.41, 2.65), (199, 469.4, 281.32, 1.87),
                    (202, 452.78, 273.07, 0.73)],
            later: [(203, 459.09, 237.92), (204, 457.22, 230.72), (205, 455.19, 222.97), (206, 454.54, 217.94),
                    (207, 453.11, 212.42), (208, 452.0, 206.85), (209, 450.83, 202.4), (210, 450.0, 198.42),
                    (211, 449.09, 194.39), (212, 448.77, 190.71), (213, 447.5, 187.03)])
        #expect(found.map { $0[0] >= 195 } == true, "bridged \(String(describing: found))")
    }

    @Test func theBallBesideTheChainsPickInOneFrameTakesItsPlace() throws {
        // Held-out 1637's second two_shots ball as recorded at 60 fps (the launch dated at
        // 184.5, the ball left at 192.5, its streaks at 193 and 194 found faint only): at 196 a
        // blob 5 px off the ball weighed as much along the ray as the ball's own, and the chain
        // took it; the model left it out, and the four frames before the gap fell a point short.
        func point(_ frame: Int, _ x: Double, _ y: Double, _ r: Double, id: Int? = nil, faint: Bool = false) -> TrackPoint {
            TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: r, candidateID: id ?? frame, isFaint: faint, length: 2 * r, angle: 0)
        }
        let chain = [point(190, 512.32, 467.05, 1.13), point(191, 512.25, 465.75, 0.58), point(192, 511.50, 464.50, 0.58),
                     point(193, 505.75, 435.31, 2.57, faint: true),
                     point(194, 497.78, 405.38, 2.77, faint: true), point(195, 487.13, 360.78, 2.92),
                     point(196, 481.55, 338.39, 1.81), point(196, 480.60, 332.96, 3.46, id: 1196),
                     point(197, 475.09, 311.25, 2.86), point(198, 470.42, 292.88, 1.73), point(201, 459.50, 280.50, 0.58),
                     point(202, 452.23, 273.31, 1.60), point(203, 423.42, 259.08, 2.24)]
        let later = [(204, 455.07, 228.00), (205, 453.45, 221.43), (206, 452.00, 214.72), (207, 450.55, 209.58),
                     (208, 449.19, 204.16), (209, 449.17, 199.69), (210, 447.09, 195.09), (211, 446.00, 191.10),
                     (213, 444.50, 184.50), (217, 442.00, 172.50), (219, 440.93, 168.50), (222, 439.24, 162.00)]
            .map { point($0.0, $0.1, $0.2, 1) }
        let found = try #require(LaunchBridge.earlierPoints(
            spot: PixelPoint(x: 515, y: 479), spotRadius: 5, launchTime: 184.5 / 60,
            frames: chain.map { (time: $0.time, points: [$0]) }, frameInterval: 1 / 60.0,
            later: later, maximumSpeed: 5507, maximumGap: 0.6))
        #expect(found.map(\.candidateID) == [195, 1196, 197, 198])
    }

    @Test func theBallsChainWinsOverAPieceOfTheGolferNearerTheRayInOneFrame() {
        var ball = Self.points(Array(1...6))
        for i in ball.indices { ball[i].position.x -= 1.5 }
        var history = ball.map { (time: $0.time, points: [$0]) }
        // In the second frame a piece of the golfer lies on the ray, as far out as the ball will
        // be in the fifth: taking it would leave the ball's third and fourth frames out.
        let target = Self.points([27])[0].position, fifth = Self.points([5])[0].position
        let ray = (x: target.x - Self.spot.x, y: target.y - Self.spot.y)
        let out = ((fifth.x - Self.spot.x) * ray.x + (fifth.y - Self.spot.y) * ray.y) / hypot(ray.x, ray.y)
        var golfer = Self.points([2])[0]
        golfer.position = PixelPoint(x: Self.spot.x + ray.x * out / hypot(ray.x, ray.y),
                                     y: Self.spot.y + ray.y * out / hypot(ray.x, ray.y))
        golfer.candidateID = 200
        history[1].points.append(golfer)
        #expect(Self.bridged(history) == [1, 2, 3, 4, 5, 6])
    }

    @Test func aChainMissingThreeFramesInARowIsNoYoungFlight() {
        // A young track of the ball would have been lost in those frames; two missed are fine.
        #expect(Self.bridged(frames: [1, 2, 6, 7, 8]) == nil)
        #expect(Self.bridged(frames: [1, 2, 5, 6, 7]) == [1, 2, 5, 6, 7])
    }

    @Test func aChainOfTheFewestPointsIsSeenInEveryFrameItSpans() {
        // A stray first point can bend the model so that it leaves out two of the ball's
        // frames after it, and four points are the fewest a chain may have (seed 59's drive).
        #expect(LaunchBridge.minimumPoints == 4)
        #expect(Self.bridged(frames: [2, 3, 4, 5]) == [2, 3, 4, 5])
        #expect(Self.bridged(frames: [1, 2, 4, 5]) == nil)
        #expect(Self.bridged(frames: [1, 2, 4, 5, 6]) == [1, 2, 4, 5, 6])
    }
}

/// A flight found within its launch's window takes the launch from one that reached it by a
/// run back over frames it was not seen in, when the frames before its own gap fill them
/// (seeds 73, 79 and 83's drives: the club's follow-through, first seen 6 to 14 frames after
/// impact, held the launch of the ball that crossed a cloud).
@Suite struct LaunchBridgeWithinWindowTests {
    typealias Scene = LaunchBridgeTests

    /// Something leaving the spot with the ball but seen only from `firstSeen` frames after the
    /// launch, up and to the left, as the club head's follow-through is.
    static func club(at t: Double) -> Disc {
        let depth = 1 + 3 * (t - Scene.launch)
        return Disc(x: 40 + (Scene.spot.x - 40) / depth, y: 200 + (Scene.spot.y - 200) / depth, r: 2, contrast: 70)
    }

    static func run(ballBefore: Int, ballAfter: Int, clubFrom: Int?) throws -> [TrajectoryObservation] {
        let scene = SyntheticScene(width: Scene.width, height: Scene.height, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(),
                                        geometry: FrameGeometry(codedWidth: Scene.width, codedHeight: Scene.height),
                                        frameRate: Scene.fps, alignment: .automatic)
        for i in 0..<100 {
            let t = Double(i) / Scene.fps
            let since = Int(((t - Scene.launch) * Scene.fps).rounded())
            var discs: [Disc] = []
            if since <= ballBefore || since >= ballAfter { discs.append(Scene.ball(at: t)) }
            if let clubFrom, since >= clubFrom, since < clubFrom + 20 { discs.append(club(at: t)) }
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: Scene.width, height: Scene.height) {
                session.process(luma: $0, time: t)
            }
        }
        return session.finish()
    }

    @Test func theBallAfterACloudTakesTheLaunchFromAClubFirstSeenLate() throws {
        // The ball in sight for five frames, hidden until the 14th (inside the launch window);
        // the club from the 8th: it is confirmed first and holds the launch until then.
        let found = try Self.run(ballBefore: 5, ballAfter: 14, clubFrom: 8)
        #expect(found.count == 1)
        #expect(found.allSatisfy(Scene.isTheShot))
    }

    @Test func withoutTheClubTheBallIsFoundAsBefore() throws {
        let found = try Self.run(ballBefore: 5, ballAfter: 14, clubFrom: nil)
        #expect(found.count == 1)
        #expect(found.allSatisfy(Scene.isTheShot))
    }

    @Test func aFlightThatClaimedItsLaunchAfterAGapInsideTheWindowLooksForItsFirstFrames() throws {
        // Seed 71's drive was found again 14 frames after impact, inside the window, and
        // claimed the launch itself; its run back over the gap lagged the ball by 6 frames.
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 360, codedHeight: 480))
        fitter.frameInterval = 1 / Scene.fps
        func claim(after frames: Int) -> Bool {
            let track = Track(points: LaunchBridgeTests.points(Array(frames..<(frames + 12))))
            fitter.launchClaims = [Scene.launch: (track, Scene.launch + Double(frames) / Scene.fps, true)]
            return fitter.startsLateAfterClaimedLaunch(track)
        }
        #expect(claim(after: 14))
        #expect(claim(after: LaunchBridge.minimumPoints + 2))
        #expect(!claim(after: 2))
    }

    /// The frames before the cloud that `bridgedPoints` gives the ball's track found after it
    /// (frames 14 to 25), when a confirmed flight first seen in the ball's fifth frame holds
    /// the launch (`holderClose`: whether it ran back over the spot itself; nil: no flight
    /// holds it) and the spot is
    /// `spotShift` pixels right of where the ball left.
    static func bridged(holderClose: Bool?, spotShift: Double = 0) throws -> [Int]? {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(),
                                      geometry: FrameGeometry(codedWidth: Scene.width, codedHeight: Scene.height))
        fitter.frameInterval = 1 / Scene.fps
        fitter.launches = [LaunchPoint(time: Scene.launch,
                                       position: NormalizedPoint(x: (Scene.spot.x + spotShift) / Double(Scene.width),
                                                                 y: Scene.spot.y / Double(Scene.height)),
                                       radius: 3 / Double(Scene.width))]
        fitter.history = LaunchBridgeTests.points(Array(1...5)).map { (time: $0.time, points: [$0]) }
        let holder = Track(points: LaunchBridgeTests.points(Array(5...16)).map { point in
            var clutter = point
            clutter.position.x -= 40
            clutter.candidateID += 1000
            return clutter
        })
        holder.state = .confirmed
        if let holderClose {
            fitter.tracks = [holder]
            fitter.launchClaims = [Scene.launch: (holder, Scene.launch + 5 / Scene.fps, holderClose)]
        }
        let later = Track(points: LaunchBridgeTests.points(Array(14...25)))
        return fitter.bridgedPoints(for: later, cameraOffset: PixelPoint(x: 0, y: 0))?.map(\.candidateID)
    }

    @Test func clutterThatPassedTheSpotLooselyGivesWayToTheBallsFramesSeenAfterItWas() throws {
        // Seeds 197 and 211's drives: clutter beside the golfer, first seen in the ball's last
        // frame before the cloud, held the launch by a loose run back; the ball's frames
        // before the cloud are not all before it, but with them the ball runs back over the spot.
        #expect(try Self.bridged(holderClose: false) == [1, 2, 3, 4, 5])
        // A holder that ran back over the spot itself keeps what it was seen in.
        #expect(try Self.bridged(holderClose: true) == nil)
        // So does a loose one when the ball's bridged flight passes the spot loosely too (6 px off).
        #expect(try Self.bridged(holderClose: false, spotShift: 6) == nil)
    }

    /// The frames before the cloud that `bridgedPoints` gives the ball's track found after it
    /// (`laterPoints` frames from the 14th), when clutter first seen a frame after the launch,
    /// which ran back over the spot itself, holds the launch with `holderPoints` points, and
    /// has ended or not.
    static func bridged(pastHolderOf holderPoints: Int, ended: Bool, laterPoints: Int) throws -> [Int]? {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(),
                                      geometry: FrameGeometry(codedWidth: Scene.width, codedHeight: Scene.height))
        fitter.frameInterval = 1 / Scene.fps
        fitter.launches = [LaunchPoint(time: Scene.launch,
                                       position: NormalizedPoint(x: Scene.spot.x / Double(Scene.width),
                                                                 y: Scene.spot.y / Double(Scene.height)),
                                       radius: 3 / Double(Scene.width))]
        fitter.history = LaunchBridgeTests.points(Array(1...5)).map { (time: $0.time, points: [$0]) }
        let holder = Track(points: LaunchBridgeTests.points(Array(1...holderPoints)).map { point in
            var clutter = point
            clutter.position.x -= 40
            clutter.candidateID += 1000
            return clutter
        })
        holder.state = .confirmed
        if ended {
            holder.end()
            fitter.finished = [holder]
        } else {
            fitter.tracks = [holder]
        }
        fitter.launchClaims = [Scene.launch: (holder, Scene.launch + 1 / Scene.fps, true)]
        let later = Track(points: LaunchBridgeTests.points(Array(14..<(14 + laterPoints))))
        return fitter.bridgedPoints(for: later, cameraOffset: PixelPoint(x: 0, y: 0))?.map(\.candidateID)
    }

    @Test func aHolderThatEndedGivesWayToABridgedFlightSeenForTwiceAsManyFrames() throws {
        // Held-out 1409's and 1427's drives: the watch dated the launch when the club hid the
        // ball, four frames before impact, and the golfer's hands moving off the spot a frame
        // later held it for 12 points; the ball's flight after a cloud waited for a launch.
        #expect(try Self.bridged(pastHolderOf: 12, ended: true, laterPoints: 20) == [1, 2, 3, 4, 5])
        // Still followed, the holder keeps it; so does one seen for more than half as long.
        #expect(try Self.bridged(pastHolderOf: 12, ended: false, laterPoints: 20) == nil)
        #expect(try Self.bridged(pastHolderOf: 14, ended: true, laterPoints: 20) == nil)
    }

    @Test func aFlightFoundInsideTheWindowThatNoFlightHoldsLooksForItsFirstFrames() throws {
        // Seed 349's drive, found again 17 frames after impact, inside the window: its run back,
        // slowing less than the ball did, never reaches the spot, so it cannot claim the launch
        // itself. No flight holds the launch either; the frames before the cloud join it to it.
        #expect(try Self.bridged(holderClose: nil) == [1, 2, 3, 4, 5])
    }
}
