import Foundation
import Testing
@testable import TracerVision

/// A lost track whose path the candidates of the frames after it go back along is a swing,
/// not a ball (`RetracedPath`): a practice swing's club head rises and slows like a ball
/// under gravity, then comes down the way it went up.
@Suite struct RetracedPathTests {
    static let interval = 1.0 / 60
    /// The launch a flight claims in the tests where it left one (its spot is not looked at).
    static let launchAtStart = LaunchPoint(time: 0, position: NormalizedPoint(x: 0.5, y: 0.9), radius: 0.005)

    /// A club head rising left and slowing towards the top of the backswing, over frames 0..<30.
    static func rise(_ t: Double) -> PixelPoint {
        PixelPoint(x: 300 - 120 * t, y: 600 - 700 * t + 700 * t * t)
    }

    static func point(_ frame: Int, _ p: PixelPoint) -> TrackPoint {
        TrackPoint(time: Double(frame) * interval, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.5,
                   candidateID: frame, isFaint: false, length: 3, angle: 0, polarity: .brighter)
    }

    static func risingTrack() -> Track {
        Track(points: (0..<30).map { point($0, rise(Double($0) * interval)) })
    }

    /// Frames 31... with one candidate each, at `positions`.
    static func later(_ positions: [PixelPoint]) -> [(time: Double, points: [TrackPoint])] {
        positions.enumerated().map { k, p in (Double(31 + k) * interval, [point(31 + k, p)]) }
    }

    /// The club coming down: the rise played backwards, three times as fast.
    static let comingDown = (0..<6).map { k in rise(Double(29 - 3 * (k + 1)) * interval) }

    @Test func theClubComingBackDownItsPathIsASwing() throws {
        let verdict = try #require(RetracedPath.verdict(on: Self.risingTrack(), laterFrames: Self.later(Self.comingDown),
                                                        frameInterval: Self.interval))
        #expect(verdict.contains("comes back along its path"))
    }

    /// The same path and way back, drawn by blobs that shrink from 3 px across to a speck as they
    /// rise: a ball flying away from the camera (seed 587's drive down the line), which clutter
    /// in a noisy sky can line up behind by chance. No swing shrinks so.
    @Test func aTrackShrinkingAwayIsNoSwing() throws {
        let shrinking = Track(points: (0..<30).map { frame in
            var p = Self.point(frame, Self.rise(Double(frame) * Self.interval))
            p.radius = 3 - 2.4 * Double(frame) / 29
            return p
        })
        #expect(RetracedPath.shrinksAway(shrinking))
        #expect(RetracedPath.verdict(on: shrinking, laterFrames: Self.later(Self.comingDown), frameInterval: Self.interval) == nil)
        // Shrinking by a third is still a club's blob: the swing test stands.
        let steady = Track(points: (0..<30).map { frame in
            var p = Self.point(frame, Self.rise(Double(frame) * Self.interval))
            p.radius = 3 - 1 * Double(frame) / 29
            return p
        })
        #expect(!RetracedPath.shrinksAway(steady))
        #expect(RetracedPath.verdict(on: steady, laterFrames: Self.later(Self.comingDown), frameInterval: Self.interval) != nil)
    }

    @Test func aBallFlyingOnIsNot() {
        let onwards = (0..<6).map { k in Self.rise(Double(31 + k) * Self.interval) }
        #expect(RetracedPath.verdict(on: Self.risingTrack(), laterFrames: Self.later(onwards),
                                     frameInterval: Self.interval) == nil)
    }

    @Test func tooFewFramesBackAreNot() {
        #expect(RetracedPath.verdict(on: Self.risingTrack(), laterFrames: Self.later(Array(Self.comingDown.prefix(3))),
                                     frameInterval: Self.interval) == nil)
    }

    @Test func clutterNearThePathsStartIsNot() {
        // The golfer's hands moving about where the path began: no way back from its far end.
        let start = (0..<6).map { k in Self.rise(Double(6 - k) * Self.interval) }
        #expect(RetracedPath.verdict(on: Self.risingTrack(), laterFrames: Self.later(start),
                                     frameInterval: Self.interval) == nil)
    }

    @Test func aStillSpotOnThePathIsNot() {
        let still = Array(repeating: Self.rise(20 * Self.interval), count: 6)
        #expect(RetracedPath.verdict(on: Self.risingTrack(), laterFrames: Self.later(still),
                                     frameInterval: Self.interval) == nil)
    }

    @Test func theFitterRejectsALostTrackThatWasASwing() throws {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 720))
        fitter.frameInterval = Self.interval
        fitter.history = Self.later(Self.comingDown)
        // Confirmed ten frames before it was lost, so only its way back can turn it down.
        let swing = Track(points: (0..<20).map { Self.point($0, Self.rise(Double($0) * Self.interval)) })
        swing.state = .confirmed
        for frame in 20..<30 { swing.append(Self.point(frame, Self.rise(Double(frame) * Self.interval))) }
        let event = fitter.end(swing, reason: "lost", lost: true)
        #expect(event.kind == .rejected)
        #expect(event.reason.contains("comes back along its path"))
        #expect(fitter.finished.isEmpty)
    }

    @Test func theFitterKeepsTheSameTrackWhenNothingComesBack() throws {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 720))
        fitter.frameInterval = Self.interval
        let swing = Track(points: (0..<20).map { Self.point($0, Self.rise(Double($0) * Self.interval)) })
        swing.state = .confirmed
        for frame in 20..<30 { swing.append(Self.point(frame, Self.rise(Double(frame) * Self.interval))) }
        #expect(fitter.end(swing, reason: "lost", lost: true).kind == .ended)
    }

    /// A swing confirmed ten frames before its last point, over frames 0..<30.
    static func confirmedSwing() -> Track {
        let swing = Track(points: (0..<20).map { point($0, rise(Double($0) * interval)) })
        swing.state = .confirmed
        for frame in 20..<30 { swing.append(point(frame, rise(Double(frame) * interval))) }
        return swing
    }

    @Test func crowdedFramesDoNotCount() {
        // The way back among four more candidates on the path in each frame (the golfer, the
        // horizon): a chain through such frames is found by chance.
        let crowded = Self.later(Self.comingDown).map { frame in
            (time: frame.time, points: frame.points + (0..<4).map { k in
                Self.point(31, Self.rise(Double(3 + 5 * k) * Self.interval)) })
        }
        #expect(RetracedPath.verdict(on: Self.risingTrack(), laterFrames: crowded, frameInterval: Self.interval) == nil)
    }

    @Test func anEndedSwingIsDroppedWhenTheClubComesBackLater() throws {
        // Lost at the top of the backswing, where the club hangs: its way back comes only
        // after the track has ended.
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 720))
        fitter.frameInterval = Self.interval
        let swing = Self.confirmedSwing()
        swing.end()
        fitter.finished = [swing]
        var events: [TrackEvent] = []
        for (k, p) in Self.comingDown.enumerated() {
            let frame = 40 + k, t = Double(frame) * Self.interval
            let candidate = BallCandidate(time: t, position: p, codedPosition: p, radius: 1.5, length: 3, angle: 0,
                                          polarity: .brighter, contrast: 40, area: 6, score: 1, isFaint: false,
                                          surroundingMotion: 0)
            events += fitter.update(with: DetectionResult(time: t, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                          cameraShift: PixelPoint(x: 0, y: 0), threshold: 4),
                                    cameraOffset: PixelPoint(x: 0, y: 0)).events
        }
        #expect(fitter.finished.isEmpty)
        #expect(events.contains { $0.uuid == swing.uuid && $0.kind == .rejected && $0.reason.contains("comes back") })
    }

    @Test func aFlightThatLeftALaunchIsKept() throws {
        // A ball seen leaving its rest spot: what crosses its path later (a bird along a
        // chip's long arc) does not make it a swing.
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 720))
        fitter.frameInterval = Self.interval
        fitter.history = Self.later(Self.comingDown)
        let flight = Self.confirmedSwing()
        fitter.launches = [Self.launchAtStart]
        fitter.launchClaims[0] = (flight, 0, true)
        let event = fitter.end(flight, reason: "lost", lost: true)
        #expect(!event.reason.contains("comes back"))
    }
}

/// A flight that left a launch is not judged by its surroundings when it ends
/// (`StillSurroundings`): seed 71's drive crossed the sky beside a drifting cloud's edge.
@Suite struct LaunchedFlightSurroundingsTests {
    static func endsKept(claimsLaunch: Bool) throws -> Bool {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 720))
        fitter.frameInterval = RetracedPathTests.interval
        func point(_ frame: Int) -> TrackPoint {
            var p = RetracedPathTests.point(frame, RetracedPathTests.rise(Double(frame) * RetracedPathTests.interval))
            p.surroundingMotion = 0.2
            return p
        }
        // Confirmed ten frames before it was lost, so only its surroundings can turn it down.
        let flight = Track(points: (0..<20).map(point))
        flight.state = .confirmed
        for frame in 20..<30 { flight.append(point(frame)) }
        if claimsLaunch {
            fitter.launches = [RetracedPathTests.launchAtStart]
            fitter.launchClaims[0] = (flight, 0, true)
        }
        return fitter.end(flight, reason: "lost", lost: true).kind == .ended
    }

    @Test func aLaunchedFlightBesideMovingPixelsIsKept() throws {
        #expect(try Self.endsKept(claimsLaunch: true))
    }

    @Test func oneFromNowhereIsNot() throws {
        #expect(!(try Self.endsKept(claimsLaunch: false)))
    }
}
