import Foundation
import Testing
@testable import TracerVision

/// Following a ball from its launch through cluttered frames (`LaunchFlightSearch`) and the
/// fitter step that makes a track of what it finds (`followUnflownLaunches`).
@Suite struct LaunchFlightSearchTests: RecedingDriveFixtures {
    /// Ball candidates have ids from 0 up; clutter's start at this.
    static let clutterIDs = 1_000_000

    /// 60 fps frames 1...40 after a launch at 0 from `receding(0)`: the drive where it is in
    /// sight (frames 3...30 but 12...17, behind a cloud), and, with `clutter`, 80 blobs a frame
    /// scattered over a 540×960 picture (sensor noise), some of them faint.
    func frames(ball: Bool = true, clutter: Bool = true) -> [(time: Double, points: [TrackPoint])] {
        var random = SeededRandom(seed: 7)
        return (1...40).map { frame in
            let t = Double(frame) / 60
            var points: [TrackPoint] = []
            if ball, (3...30).contains(frame), !(12...17).contains(frame) {
                var p = point(t, receding(t))
                p.candidateID = frame
                points.append(p)
            }
            if clutter {
                for k in 0..<80 {
                    var p = point(t, PixelPoint(x: Double.random(in: 0..<540, using: &random),
                                                y: Double.random(in: 0..<960, using: &random)))
                    p.candidateID = Self.clutterIDs + 100 * frame + k
                    p.score = Double.random(in: 0.5...1, using: &random)
                    p.isFaint = k.isMultiple(of: 2)
                    p.radius = Double.random(in: 0.6...2, using: &random)
                    points.append(p)
                }
            }
            return (t, points.shuffled(using: &random))
        }
    }

    func search(_ frames: [(time: Double, points: [TrackPoint])]) -> [TrackPoint]? {
        LaunchFlightSearch.find(spot: receding(0), launchTime: 0, frames: frames, spotRadius: 2.5,
                                maximumSpeed: 4000, minimumPoints: 10)
    }

    @Test func followsADriveThroughClutterAndACloud() throws {
        let found = try #require(search(frames()))
        // Every one of its points is the ball's, on both sides of the cloud.
        #expect(found.allSatisfy { $0.candidateID < Self.clutterIDs }, "\(found.map(\.candidateID))")
        #expect(found.count >= 20, "\(found.count) of the 22 frames in sight")
        #expect(found.contains { $0.candidateID < 12 } && found.contains { $0.candidateID > 17 })
    }

    @Test func hypothesesCarriedFrameByFrameFindWhatOneSearchFinds() throws {
        let all = frames()
        // Seeded from the first 21 frames, then moved on one frame at a time, as the fitter does.
        var carried = LaunchFlightSearch.seed(spot: receding(0), launchTime: 0, frames: Array(all.prefix(21)),
                                              spotRadius: 2.5, maximumSpeed: 4000)
        for frame in all.dropFirst(21) { LaunchFlightSearch.advance(&carried, through: frame) }
        let stepwise = try #require(LaunchFlightSearch.best(of: carried, spot: receding(0), minimumPoints: 10,
                                                            departs: { _ in true }))
        let atOnce = try #require(search(all))
        #expect(stepwise.map(\.candidateID) == atOnce.map(\.candidateID))
        // A frame already followed through moves nothing.
        let before = carried.all.map(\.points.count)
        LaunchFlightSearch.advance(&carried, through: all[all.count - 1])
        #expect(carried.all.map(\.points.count) == before)
    }

    @Test func clutterAloneIsNoFlight() {
        #expect(search(frames(ball: false)) == nil)
    }

    @Test func aBallSeenTooBrieflyIsNoFlight() {
        // Only its first eight frames in sight: fewer than `minimumPoints`.
        let short = frames(clutter: false).map { frame in
            (frame.time, frame.points.filter { $0.candidateID < 11 })
        }
        #expect(search(short) == nil)
    }

    /// The fitter scene of `LaunchScene`: its ball from the launch, in sight from the second
    /// frame after it, at `frame`, as a track point.
    static func ball(frame: Int) -> TrackPoint {
        let t = LaunchScene.launch + Double(frame) / 60
        let disc = LaunchScene.ball(at: t)
        return TrackPoint(time: t, position: PixelPoint(x: disc.x, y: disc.y), cameraOffset: PixelPoint(x: 0, y: 0),
                          radius: 2.5, candidateID: frame, isFaint: false, length: 5, angle: 0, polarity: .brighter)
    }

    /// A fitter whose history holds the ball's frames 2...23 after the launch but no track of
    /// it (clutter tracks took its points one by one), its launch standing and unheld.
    static func fitterThatLostTheBall() throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / 60.0
        fitter.launches = [LaunchPoint(time: LaunchScene.launch, position: NormalizedPoint(x: 150 / 320, y: 200 / 240),
                                       radius: 2.5 / 320)]
        fitter.history = (1...23).map { frame in
            (LaunchScene.launch + Double(frame) / 60, frame == 1 ? [] : [ball(frame: frame)])
        }
        return fitter
    }

    static func update(_ fitter: TrajectoryFitter, frame: Int) -> [TrackEvent] {
        let now = ball(frame: frame)
        let candidate = BallCandidate(time: now.time, position: now.position, codedPosition: now.position, radius: 2.5,
                                      length: 5, angle: 0, polarity: .brighter, contrast: 70, area: 20, score: 1,
                                      isFaint: false, surroundingMotion: 0)
        return fitter.update(with: DetectionResult(time: now.time, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                   cameraShift: PixelPoint(x: 0, y: 0), threshold: 4),
                             cameraOffset: PixelPoint(x: 0, y: 0)).events
    }

    @Test func aLostFlightFollowedFromItsLaunchIsConfirmed() throws {
        let fitter = try Self.fitterThatLostTheBall()
        try #require(TrajectoryFitter.followWindow.contains(24.0 / 60))
        let events = Self.update(fitter, frame: 24)
        let followed = try #require(events.first { $0.reason.hasPrefix("followed from the launch") }, "\(events)")
        let track = try #require(fitter.tracks.first { $0.uuid == followed.uuid })
        #expect(track.state == .confirmed, "\(events)")
        #expect(fitter.launchClaims[LaunchScene.launch]?.track === track)
        // The ball's frames from the history, and this frame's candidate (the fitter's id for it).
        #expect(track.points.dropLast().allSatisfy { (2...23).contains($0.candidateID) })
        #expect(track.last.time == Self.ball(frame: 24).time)
    }

    @Test func aFlightATrackFollowsIsLeftToIt() throws {
        let fitter = try Self.fitterThatLostTheBall()
        // A young track holding every frame of the ball follows it already.
        fitter.tracks = [Track(points: (2...23).map(Self.ball))]
        let events = Self.update(fitter, frame: 24)
        #expect(!events.contains { $0.reason.hasPrefix("followed from the launch") }, "\(events)")
    }

    @Test func aFlightAShorterTrackFollowsIsFollowedAllTheSame() throws {
        let fitter = try Self.fitterThatLostTheBall()
        // A young track that holds only the ball's last three frames may not grow long enough
        // before the ball is gone.
        fitter.tracks = [Track(points: (21...23).map(Self.ball))]
        let events = Self.update(fitter, frame: 24)
        let followed = try #require(events.first { $0.reason.hasPrefix("followed from the launch") }, "\(events)")
        let track = try #require(fitter.tracks.first { $0.uuid == followed.uuid })
        #expect(track.points.dropLast().allSatisfy { (2...23).contains($0.candidateID) })
    }

    /// A confirmed flight of 20 frames on a path of its own (a club head's arc, away up and
    /// left), from `start` frames after the launch, holding the launch's claim in `fitter`.
    static func holdClaim(in fitter: TrajectoryFitter, from start: Int) -> Track {
        let club = Track(points: (start..<(start + 20)).map { frame in
            let t = LaunchScene.launch + Double(frame) / 60, u = Double(frame - start)
            return TrackPoint(time: t, position: PixelPoint(x: 140 - 4 * u, y: 190 - 6 * u + 0.12 * u * u),
                              cameraOffset: PixelPoint(x: 0, y: 0), radius: 2, candidateID: 500 + frame, isFaint: false,
                              length: 3, angle: 0)
        })
        club.state = .confirmed
        fitter.tracks = [club]
        fitter.launchClaims[LaunchScene.launch] = (club, LaunchScene.launch + Double(start) / 60, false)
        return club
    }

    /// The ball is first seen two frames after its launch: a holder from before the launch, or
    /// from the frame between (a launch dated early), was under way before it.
    @Test(arguments: [-2, 1])
    func aFlightIsFollowedBesideAHolderUnderWayBeforeItWasSeen(from start: Int) throws {
        let fitter = try Self.fitterThatLostTheBall()
        _ = Self.holdClaim(in: fitter, from: start)
        let events = Self.update(fitter, frame: 24)
        let followed = try #require(events.first { $0.reason.hasPrefix("followed from the launch") }, "\(events)")
        let track = try #require(fitter.tracks.first { $0.uuid == followed.uuid })
        #expect(track.points.dropLast().allSatisfy { (2...23).contains($0.candidateID) })
    }

    @Test func aHolderThatBeganAfterTheFlightKeepsTheLaunch() throws {
        let fitter = try Self.fitterThatLostTheBall()
        let holder = Self.holdClaim(in: fitter, from: 4)
        let events = Self.update(fitter, frame: 24)
        #expect(!events.contains { $0.reason.hasPrefix("followed from the launch") }, "\(events)")
        #expect(fitter.launchClaims[LaunchScene.launch]?.track === holder)
    }

    @Test func nothingIsFollowedOutsideTheWindow() throws {
        let fitter = try Self.fitterThatLostTheBall()
        fitter.history.removeLast(10)
        // 0.23 s after the launch: too early to say the tracker lost it.
        try #require(!TrajectoryFitter.followWindow.contains(14.0 / 60))
        let events = Self.update(fitter, frame: 14)
        #expect(!events.contains { $0.reason.hasPrefix("followed from the launch") }, "\(events)")
    }
}
