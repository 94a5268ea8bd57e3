import Foundation
import Testing
@testable import TracerVision

/// A confirmed flight seen again after a gap of `TrajectoryFitter.reacquireMisses` frames or
/// more takes only a point that continues its motion (`Track.continuesForwards`): past a
/// cloud its gate is wide, and clutter where the ball was lost would lead it away.
@Suite struct ReacquireTests {
    static let geometry = FrameGeometry(codedWidth: 640, codedHeight: 360)

    /// A ball rising right and slowing under gravity (an iron at 60 fps, face on).
    static func flight(_ t: Double) -> PixelPoint {
        PixelPoint(x: 200 + 150 * t, y: 300 - 300 * t + 200 * t * t)
    }

    static func point(_ frame: Int, _ p: PixelPoint) -> TrackPoint {
        .recorded(frame, p.x, p.y, radius: 1.5, polarity: .brighter)
    }

    /// The ball's flight over frames 0..<20, confirmed.
    static func confirmedFlight() -> Track {
        let track = Track(points: (0..<20).map { point($0, flight(Double($0) / 60)) })
        track.state = .confirmed
        return track
    }

    /// Runs `fitter` over frames 20...24 with no candidate (the ball behind a cloud), then
    /// offers `offered` at frame 25.
    static func offer(_ offered: PixelPoint, to track: Track) throws -> Bool {
        let fitter = try TrajectoryFitter.at60fps(geometry)
        fitter.tracks = [track]
        for index in 20...24 { fitter.updateStill(at: Double(index) / 60) }
        let t = 25.0 / 60
        let before = track.count
        fitter.updateStill(at: t, [.blob(at: offered, time: t, radius: 1.5)])
        return track.count == before + 1 && track.last.time == t
    }

    @Test func theBallAfterTheCloudIsTaken() throws {
        #expect(try Self.offer(Self.flight(25.0 / 60), to: Self.confirmedFlight()))
    }

    @Test func clutterBesideWhereTheBallWouldBeIsNot() throws {
        // Ten pixels across the path, inside the gap's widened gate (a seed 31 iron at 240 fps
        // took such a point past a cloud and followed cloud-edge clutter from there).
        let ball = Self.flight(25.0 / 60)
        #expect(!(try Self.offer(PixelPoint(x: ball.x - 5, y: ball.y - 9), to: Self.confirmedFlight())))
    }

    @Test func continuesForwardsFollowsTheLastSegment() {
        let track = Self.confirmedFlight()
        let t = 25.0 / 60, ball = Self.flight(t)
        #expect(track.continuesForwards(Self.point(25, ball)))
        #expect(!track.continuesForwards(Self.point(25, PixelPoint(x: ball.x + 12, y: ball.y))))
    }
}
