import Foundation
import Testing
@testable import TracerVision

/// `FlewOnStraight`: a track lost while its mover flies on in a straight line is a bird's.
@Suite struct FlewOnStraightTests {
    static let fps = 60.0

    static func point(_ frame: Int, _ p: PixelPoint, id: Int = 0) -> TrackPoint {
        TrackPoint(time: Double(frame) / fps, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.6,
                   candidateID: id, isFaint: false, length: 1, angle: 0, polarity: .darker)
    }

    /// Seed 739's bird: 0.7 px a frame to the left and a little up, with a wingbeat's bob.
    static func bird(_ frame: Int) -> PixelPoint {
        let t = Double(frame) / fps
        return PixelPoint(x: 88 - 42 * t, y: 338 - 7 * t + 0.8 * sin(2 * Double.pi * t / 0.3))
    }

    /// A ball under gravity, falling back at 1500 px/s².
    static func ball(_ frame: Int) -> PixelPoint {
        let t = Double(frame) / fps
        return PixelPoint(x: 100 + 120 * t, y: 300 - 200 * t + 750 * t * t)
    }

    /// The frames after frame 24, each with what `seen` puts in it (and a speck elsewhere).
    static func laterFrames(_ seen: (Int) -> PixelPoint?) -> [(time: Double, points: [TrackPoint])] {
        (25...31).map { frame in
            let speck = point(frame, PixelPoint(x: 400, y: 50), id: 1)
            return (Double(frame) / fps, [speck] + [seen(frame).map { point(frame, $0) }].compactMap { $0 })
        }
    }

    static func track(_ at: (Int) -> PixelPoint) -> Track {
        Track(points: (0...24).map { point($0, at($0)) })
    }

    @Test func aBirdFlyingOnPastWhereItWasLostIsNoBall() {
        let verdict = FlewOnStraight.verdict(on: Self.track(Self.bird), laterFrames: Self.laterFrames(Self.bird))
        #expect(verdict?.contains("a bird") == true)
    }

    @Test func aBallLostForGoodIsNotJudged() {
        #expect(FlewOnStraight.verdict(on: Self.track(Self.ball), laterFrames: Self.laterFrames { _ in nil }) == nil)
        // Nor a bird that was lost for good (behind a cloud).
        #expect(FlewOnStraight.verdict(on: Self.track(Self.bird), laterFrames: Self.laterFrames { _ in nil }) == nil)
    }

    @Test func aBallSeenOnAlongItsCurveDidNotFlyStraight() {
        #expect(FlewOnStraight.verdict(on: Self.track(Self.ball), laterFrames: Self.laterFrames(Self.ball)) == nil)
    }

    @Test func aBirdSeenInTooFewLaterFramesIsNotJudged() {
        let glimpsed = Self.laterFrames { $0 <= 27 ? Self.bird($0) : nil }
        #expect(FlewOnStraight.verdict(on: Self.track(Self.bird), laterFrames: glimpsed) == nil)
    }
    /// What `TrajectoryFitter.end` makes of a confirmed track lost after frame 24.
    static func ended(_ at: (Int) -> PixelPoint, seenOn: @escaping (Int) -> PixelPoint?) throws -> TrackEvent {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 480))
        fitter.frameInterval = 1 / fps
        fitter.history = laterFrames(seenOn)
        let lostTrack = track(at)
        lostTrack.state = .confirmed
        return fitter.end(lostTrack, reason: "lost for 7 frames", lost: true)
    }

    @Test func theFitterDropsABirdItLostWhileItFlewOn() throws {
        let event = try Self.ended(Self.bird, seenOn: Self.bird)
        #expect(event.kind == .rejected && event.reason.contains("a bird"))
        #expect(try !Self.ended(Self.ball, seenOn: { _ in nil }).reason.contains("a bird"))
    }
}
