import Foundation
import Testing
@testable import TracerVision

/// A flight that lost the ball coasts on and may take a speck or two after the point where a
/// new track took the ball up again (held-out 1181's iron behind a cloud at 240 fps): the new
/// track continues it all the same, and the specks are left out of the join
/// (`TrajectoryFitter.predecessor(of:)`).
@Suite struct OverlappedContinuationTests {
    static let geometry = FrameGeometry(codedWidth: 640, codedHeight: 360)

    /// A ball rising right and slowing under gravity (an iron at 60 fps, face on).
    static func flight(_ frame: Int) -> PixelPoint {
        let t = Double(frame) / 60
        return PixelPoint(x: 200 + 150 * t, y: 300 - 300 * t + 200 * t * t)
    }

    static func point(_ frame: Int, _ p: PixelPoint) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.5,
                   candidateID: frame * TrajectoryFitter.candidatesPerFrame, isFaint: false, length: 3, angle: 0,
                   polarity: .brighter)
    }

    /// The ball over frames 0..<20, then `specks` points off its path every other frame from 21.
    static func lostFlight(specks: Int) -> Track {
        let ball = (0..<20).map { point($0, flight($0)) }
        let off = (0..<specks).map { i in
            let frame = 21 + 2 * i
            let p = flight(frame)
            return point(frame, PixelPoint(x: p.x + 4 + 2 * Double(i), y: p.y + 6 + 3 * Double(i)))
        }
        let track = Track(points: ball + off)
        track.state = .confirmed
        track.end()
        return track
    }

    /// The ball taken up again at frame 21, over twenty frames.
    static func laterTrack() -> Track {
        Track(points: (21..<41).map { point($0, flight($0)) })
    }

    static func predecessor(after earlier: Track) throws -> (index: Int, kept: Int)? {
        try predecessor(after: earlier, of: laterTrack())
    }

    /// The flight `later` continues when `earlier` is the one flight that ended.
    static func predecessor(after earlier: Track, of later: Track) throws -> (index: Int, kept: Int)? {
        let fitter = try TrajectoryFitter.at60fps(geometry)
        fitter.finished = [earlier]
        return fitter.predecessor(of: later)
    }

    @Test func aFlightEndingOnTwoSpecksAfterTheNewTrackBeganIsContinued() throws {
        let found = try Self.predecessor(after: Self.lostFlight(specks: 2))
        #expect(found?.index == 0)
        #expect(found?.kept == 20)
    }

    @Test func aFlightEndingBeforeTheNewTrackIsContinuedWhole() throws {
        let found = try Self.predecessor(after: Self.lostFlight(specks: 0))
        #expect(found?.index == 0)
        #expect(found?.kept == 20)
    }

    @Test func aFlightOverlappingByMoreThanAFewSpecksIsAnotherMover() throws {
        #expect(try Self.predecessor(after: Self.lostFlight(specks: TrajectoryFitter.overlappedTailPoints + 1)) == nil)
    }
}
