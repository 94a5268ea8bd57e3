import Foundation
import Testing
@testable import TracerVision

/// Who may take a launch from the flight that holds it (`TrajectoryFitter.launchVerdict`):
/// a flight that started earlier and whose first points, run back, pass by the rest spot.
@Suite struct LaunchTakeoverTests {
    static let fps = 60.0
    static let launch = LaunchPoint(time: LaunchScene.launch, position: NormalizedPoint(x: 150 / 320, y: 200 / 240),
                                    radius: 2.5 / 320)

    static func points(frames: ClosedRange<Int>, at position: (Double) -> (x: Double, y: Double)) -> [TrackPoint] {
        frames.map { frame in
            let t = LaunchScene.launch + Double(frame) / fps
            let p = position(t)
            return TrackPoint(time: t, position: PixelPoint(x: p.x, y: p.y), cameraOffset: PixelPoint(x: 0, y: 0),
                              radius: 2.5, candidateID: frame, isFaint: false, length: 5, angle: 0)
        }
    }

    static func ball(_ t: Double) -> (x: Double, y: Double) {
        let disc = LaunchScene.ball(at: t)
        return (disc.x, disc.y)
    }

    /// A fitter whose launch is held by the ball, first seen nine frames after impact.
    static func fitterHeldByTheBall() throws -> (TrajectoryFitter, Track) {
        try fitterHeld(by: Track(points: points(frames: 9...24, at: ball)), close: true)
    }

    /// A fitter whose launch is held by `holder`, whose run back passed the spot `close`ly or not.
    static func fitterHeld(by holder: Track, close: Bool) throws -> (TrajectoryFitter, Track) {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / fps
        fitter.launches = [launch]
        holder.state = .confirmed
        fitter.finished = [holder]
        fitter.launchClaims[launch.time] = (holder, holder.first.time, close)
        return (fitter, holder)
    }

    /// `fitter`'s launch verdict on `track` (nil: it may be confirmed, holding the launch) and
    /// the events it gave.
    static func claim(_ track: Track, in fitter: TrajectoryFitter) -> (refusal: String?, events: [TrackEvent]) {
        var events: [TrackEvent] = []
        let refusal = fitter.launchVerdict(on: track, cameraOffset: PixelPoint(x: 0, y: 0), events: &events)
        return (refusal, events)
    }

    @Test func aMoverFromNowhereNearTheSpotCannotTakeTheLaunch() throws {
        let (fitter, holder) = try Self.fitterHeldByTheBall()
        // A bird found (by looking back) from three frames after impact, 70 px from the spot,
        // drifting up and right: it started earlier than the ball's track but not from the spot.
        let bird = Track(points: Self.points(frames: 3...20) { t in
            let u = t - LaunchScene.launch
            return (200 + 60 * u, 150 - 40 * u + 30 * u * u)
        })
        let (refusal, events) = Self.claim(bird, in: fitter)
        #expect(refusal != nil)
        #expect(fitter.holds(holder))
        #expect(events.isEmpty)
    }

    @Test func aFlightFromTheSpotThatStartedEarlierTakesIt() throws {
        let (fitter, holder) = try Self.fitterHeldByTheBall()
        let earlier = Track(points: Self.points(frames: 2...20, at: Self.ball))
        let (refusal, events) = Self.claim(earlier, in: fitter)
        #expect(refusal == nil)
        #expect(!fitter.holds(holder))
        #expect(events.contains { $0.uuid == holder.uuid && $0.kind == .rejected })
    }

    @Test func aLonePointBeforeAGapDoesNotMakeAFlightStartEarlier() throws {
        // A look back kept going by faint blobs reached one point six frames before the rest
        // (seed 181's hevc10: the club's follow-through took the ball's launch so, and was
        // dropped as a swing at its end). Followed, it starts with the holder: it takes nothing.
        let (fitter, holder) = try Self.fitterHeldByTheBall()
        let lone = Self.points(frames: 2...2, at: Self.ball) + Self.points(frames: 9...20, at: Self.ball)
        let (refusal, _) = Self.claim(Track(points: lone), in: fitter)
        #expect(refusal != nil)
        #expect(fitter.holds(holder))
    }

    @Test func aFlightIsFollowedFromItsFirstPointWithANextWithinThreeFrames() {
        func start(_ frames: [Int]) -> Double {
            let points = frames.map { Self.points(frames: $0...$0, at: Self.ball)[0] }
            return TrajectoryFitter.followedStart(of: points, from: points[0].time, frameInterval: 1 / Self.fps) * Self.fps
        }
        let launch = LaunchScene.launch * Self.fps
        #expect(abs(start([2, 9, 10, 11]) - launch - 9) < 1e-6)
        #expect(abs(start([2, 5, 6, 7]) - launch - 2) < 1e-6)
        #expect(abs(start([2, 9, 13, 14]) - launch - 13) < 1e-6)
    }

    /// Clutter drifting up past the spot while the club hid the ball was taken for the flight
    /// (its run back passes a few radii off the spot, within the allowance of a far first
    /// point); the ball's own track, seen later, runs back over the spot and takes the launch.
    @Test func aFlightPassingOverTheSpotTakesItFromOneThatPassedItLoosely() throws {
        let drift = Track(points: Self.points(frames: 3...16) { t in
            let b = Self.ball(t)
            return (b.x + 8, b.y)
        })
        let (fitter, holder) = try Self.fitterHeld(by: drift, close: false)
        let ball = Track(points: Self.points(frames: 9...24, at: Self.ball))
        let (refusal, events) = Self.claim(ball, in: fitter)
        #expect(refusal == nil)
        #expect(!fitter.holds(holder))
        #expect(events.contains { $0.uuid == holder.uuid && $0.reason.contains("closer") })
    }

    /// The holder followed the ball off the spot for five frames, then took clutter beside it
    /// where the ball faded; the ball's own track, found after, runs back closer and takes the
    /// launch with the holder's first five points in front of its own (seed 439's second
    /// two_shots ball), keeping the holder's uuid.
    @Test func aFlightTakingTheLaunchByACloserRunBackKeepsTheBallsFirstFramesOfTheHolder() throws {
        let first = Self.points(frames: 1...5, at: Self.ball)
        let clutter = Self.points(frames: 8...16) { t in
            let u = t - LaunchScene.launch
            return (120 - 40 * u, 150 + 30 * u)
        }
        let (fitter, holder) = try Self.fitterHeld(by: Track(points: first + clutter), close: false)
        let ball = Track(points: Self.points(frames: 9...24, at: Self.ball))
        let (refusal, events) = Self.claim(ball, in: fitter)
        #expect(refusal == nil)
        #expect(!fitter.holds(holder))
        #expect(ball.count == 5 + 16 && ball.first.time == first[0].time && ball.uuid == holder.uuid)
        #expect(!events.contains { $0.kind == .rejected })
        // Clutter all along (no first frames on the ball's flight) is dropped as before.
        let (other, drifted) = try Self.fitterHeld(by: Track(points: clutter), close: false)
        let again = Track(points: Self.points(frames: 9...24, at: Self.ball))
        #expect(Self.claim(again, in: other).events.contains { $0.uuid == drifted.uuid && $0.kind == .rejected })
        #expect(again.count == 16)
    }

    /// The ball's flight, followed from the frame after impact, passed the spot loosely; a
    /// mover first seen 11 frames later and far off on another heading runs back over the spot
    /// itself, but does not continue the flight's first points: the flight seen leaving keeps
    /// the launch (held-out seed 1193's hevc10: a track on the golfer took it, and both were lost).
    @Test func aMoverFirstSeenWellAfterTheFlightCannotTakeItByACloserRunBack() throws {
        let (fitter, holder) = try Self.fitterHeld(by: Track(points: Self.points(frames: 1...24, at: Self.ball)),
                                                   close: false)
        fitter.finished = []
        fitter.tracks = [holder]
        let mover = Track(points: Self.points(frames: 12...27) { t in
            let u = t - LaunchScene.launch
            return (150 - 300 * u, 200 - 250 * u)
        })
        let (refusal, events) = Self.claim(mover, in: fitter)
        #expect(refusal?.contains("holds it") == true, "refusal \(String(describing: refusal))")
        #expect(fitter.holds(holder))
        #expect(events.isEmpty)
        // Once the holder has ended, the mover may take it (the ball found again).
        holder.end()
        fitter.tracks = []
        fitter.finished = [holder]
        #expect(Self.claim(mover, in: fitter).refusal == nil)
        #expect(!fitter.holds(holder))
    }

    @Test func aLaterFlightCannotTakeItFromOneThatPassedOverTheSpot() throws {
        let (fitter, holder) = try Self.fitterHeldByTheBall()
        let later = Track(points: Self.points(frames: 12...24, at: Self.ball))
        #expect(Self.claim(later, in: fitter).refusal != nil)
        #expect(fitter.holds(holder))
    }

    /// The club's follow-through, seen from the frame after impact while the club hides the
    /// ball, leaves the spot earlier than the ball's track starts, but gathers speed as it
    /// goes (`SpeedUpFromSpot`): it does not take the launch.
    @Test func aTrackGatheringSpeedFromTheSpotCannotTakeIt() throws {
        let (fitter, holder) = try Self.fitterHeldByTheBall()
        let club = Track(points: Self.points(frames: 1...14) { t in
            let u = t - LaunchScene.launch
            let d = 500 * u + 6000 * u * u
            return (150 - 0.5 * d, 200 - 0.87 * d)
        })
        #expect(Self.claim(club, in: fitter).refusal != nil)
        #expect(fitter.holds(holder))
    }

    /// A point on the club's shaft, slowing as the club comes down to the ball, leaves the spot
    /// first and close by it, and is lost after thirteen frames (seed 233's two_shots).
    static func shaft() -> Track {
        Track(points: points(frames: 1...13) { t in
            let u = t - LaunchScene.launch
            return (150 - 90 * u, 200 - 400 * u + 300 * u * u)
        })
    }

    @Test func aFlightSeenTwiceAsLongAsTheEndedHolderTakesIt() throws {
        let (fitter, holder) = try Self.fitterHeld(by: Self.shaft(), close: true)
        let ball = Track(points: Self.points(frames: 6...31, at: Self.ball))
        let (refusal, events) = Self.claim(ball, in: fitter)
        #expect(refusal == nil)
        #expect(!fitter.holds(holder))
        #expect(events.contains { $0.uuid == holder.uuid && $0.reason.contains("twice as many frames") })
    }

    @Test func aFlightSeenForFewerFramesOrAHolderStillInFlightKeepsIt() throws {
        // One frame short of twice the holder's thirteen.
        let (fitter, holder) = try Self.fitterHeld(by: Self.shaft(), close: true)
        let shorter = Track(points: Self.points(frames: 6...30, at: Self.ball))
        #expect(Self.claim(shorter, in: fitter).refusal != nil)
        #expect(fitter.holds(holder))
        // The holder not ended yet.
        let (live, flying) = try Self.fitterHeld(by: Self.shaft(), close: true)
        live.finished = []
        live.tracks = [flying]
        let ball = Track(points: Self.points(frames: 6...31, at: Self.ball))
        #expect(Self.claim(ball, in: live).refusal != nil)
        #expect(live.holds(flying))
    }

    /// The hands placing the next ball on the same spot, moving off it a second after the
    /// first ball left, run back over the spot as closely as a ball would; the first ball's
    /// flight, which passed the spot only loosely, had ended 0.68 s before they were seen.
    static func laterMover(startingAt frame: Int) -> Track {
        Track(points: points(frames: frame...(frame + 19)) { t in ball(t - Double(frame - 1) / fps) })
    }

    @Test func aMoverFromTheSpotLongAfterTheHolderEndedCannotTakeIt() throws {
        let (fitter, holder) = try Self.fitterHeld(by: Track(points: Self.points(frames: 1...20, at: Self.ball)), close: false)
        holder.end()
        #expect(Self.claim(Self.laterMover(startingAt: 61), in: fitter).refusal != nil)
        #expect(fitter.holds(holder))
        // Seen within a lost ball's gap of the holder's end, it may still (the same spot's
        // stale launch, or the ball found again).
        let (near, nearHolder) = try Self.fitterHeld(by: Track(points: Self.points(frames: 1...20, at: Self.ball)), close: false)
        nearHolder.end()
        #expect(Self.claim(Self.laterMover(startingAt: 50), in: near).refusal == nil)
    }
}
