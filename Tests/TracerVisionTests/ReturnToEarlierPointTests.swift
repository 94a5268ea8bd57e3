import Foundation
import Testing
@testable import TracerVision

/// A confirmed flight takes no blob lying where it already was a few frames before
/// (`Track.returns(to:)`, `TrajectoryFitter.breakCost`).
@Suite struct ReturnToEarlierPointTests {
    /// Seed 761's first two_shots ball, climbing and slowing at 60 fps, as its flight held it
    /// (frame, x, y, radius in pixels).
    static let recorded: [(Int, Double, Double, Double)] = [
        (69, 486.9, 179.1, 1.5), (70, 486.9, 173.7, 1.2), (71, 486.2, 167.8, 1.1), (72, 486.0, 163.6, 1.1),
        (73, 485.9, 158.7, 1.1), (74, 485.8, 152.9, 1.8), (75, 485.4, 150.4, 1.7), (76, 485.1, 148.7, 1.4),
    ]
    /// Frame 77: a blob 0.2 px from the flight's own point of frame 75, nearer where the flight
    /// predicted its ball than the ball itself, 7 px on.
    static let leftBehind = (frame: 77, x: 485.4, y: 150.6)
    static let ball = (frame: 77, x: 485.1, y: 143.3)

    static func point(_ frame: Int, _ x: Double, _ y: Double, radius: Double = 1.4, fps: Double) -> TrackPoint {
        TrackPoint.recorded(frame, x, y, radius: radius, polarity: .brighter, fps: fps)
    }

    /// The recorded flight, confirmed, its frames at `fps` and its steps scaled by `scale`.
    static func flight(fps: Double = 60, scale: Double = 1) -> Track {
        let origin = recorded[0]
        let track = Track(points: recorded.map {
            point($0.0, origin.1 + scale * ($0.1 - origin.1), origin.2 + scale * ($0.2 - origin.2), radius: $0.3, fps: fps)
        })
        track.state = .confirmed
        return track
    }

    @Test func theBlobWhereTheFlightWasIsNotTaken() throws {
        let track = Self.flight()
        let leftBehind = Self.point(Self.leftBehind.frame, Self.leftBehind.x, Self.leftBehind.y, fps: 60)
        let ball = Self.point(Self.ball.frame, Self.ball.x, Self.ball.y, fps: 60)
        #expect(track.returns(to: leftBehind))
        #expect(!track.returns(to: ball))
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 960, codedHeight: 540))
        #expect(fitter.breakCost(of: leftBehind, for: track) == nil)
        #expect(fitter.breakCost(of: ball, for: track) != nil)
    }

    @Test func aFlightTooSlowToHaveMovedOnMayComeBackWithinItsNoise() {
        // Half a pixel a frame: a few frames on, a blob within a pixel of where it was is the ball.
        let track = Self.flight(scale: 0.15)
        let at75 = track.points.first { abs($0.time - 75.0 / 60) < 1e-9 }!.position
        #expect(!track.returns(to: Self.point(77, at75.x, at75.y + 0.2, fps: 60)))
        #expect(Self.flight().returns(to: Self.point(77, 485.4, 150.4 + 0.2, fps: 60)))
    }

    @Test func theBallPassingASpeckTheFlightTookAheadOfItIsTaken() {
        // Seed 71's first two_shots ball, unseen at frame 89, where its flight took a speck
        // 3.8 px ahead of it; at frame 91 the ball lies on that speck, ahead of the flight.
        let seen: [(Int, Double, Double)] = [
            (82, 492.6, 150.2), (83, 492.5, 147.9), (84, 492.5, 145.7), (85, 492.4, 143.7), (86, 492.3, 141.7),
            (87, 492.3, 139.8), (88, 492.2, 138.0), (89, 492.5, 132.5), (90, 492.2, 134.7),
        ]
        let track = Track(points: seen.map { Self.point($0.0, $0.1, $0.2, fps: 60) })
        track.state = .confirmed
        #expect(!track.returns(to: Self.point(91, 492.5, 132.5, fps: 60)))
    }

    @Test func notAt240FramesASecond() {
        // There the ball moves two pixels a frame and its blob's centre wanders by one.
        let track = Self.flight(fps: 240)
        #expect(!track.returns(to: Self.point(Self.leftBehind.frame, Self.leftBehind.x, Self.leftBehind.y, fps: 240)))
    }
}
