import Foundation
import Testing
@testable import TracerVision

/// A flight that coasted behind a cloud on faint specks, each a few pixels farther ahead of the
/// ball than the one before, is still continued by the track that takes the ball up past the
/// cloud, without those specks (`TrajectoryFitter.predecessor(of:)`; held-out 1453's chip).
@Suite struct FaintTailContinuationTests {
    /// A chip seen side-on at 60 fps, rising right and slowing under gravity.
    static func flight(_ frame: Int) -> PixelPoint {
        let t = Double(frame) / 60
        return PixelPoint(x: 200 + 540 * t, y: 300 - 200 * t + 400 * t * t)
    }

    static func point(_ frame: Int, _ p: PixelPoint, faint: Bool = false) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.7,
                   candidateID: frame * TrajectoryFitter.candidatesPerFrame, isFaint: faint, score: faint ? 0.45 : 1,
                   length: 3, angle: 0, polarity: .brighter)
    }

    /// The ball over frames 0..<40, then four specks (`faint` or not) as the cloud hid it, 4 to
    /// 23 px ahead of it, as in 1453's chip.
    static func coastedFlight(faint: Bool) -> Track {
        let ball = (0..<40).map { point($0, flight($0)) }
        let specks = zip([41, 43, 45, 49], [4.0, 7.0, 11.0, 23.0]).map { frame, ahead in
            let p = flight(frame)
            return point(frame, PixelPoint(x: p.x + ahead, y: p.y - 0.4 * ahead), faint: faint)
        }
        let track = Track(points: ball + specks)
        track.state = .confirmed
        track.end()
        return track
    }

    /// The ball taken up again past the cloud at frame 52, over twenty frames.
    static func laterTrack() -> Track {
        Track(points: (52..<72).map { point($0, flight($0)) })
    }

    static func predecessor(after earlier: Track) throws -> (index: Int, kept: Int)? {
        try OverlappedContinuationTests.predecessor(after: earlier, of: laterTrack())
    }

    @Test func aFlightThatCoastedOnFaintSpecksIsContinuedWithoutThem() throws {
        let found = try Self.predecessor(after: Self.coastedFlight(faint: true))
        #expect(found?.index == 0)
        #expect(found?.kept == 40)
    }

    @Test func clearPointsOffTheWayAreNotLeftOutToMakeAJoin() throws {
        #expect(try Self.predecessor(after: Self.coastedFlight(faint: false)) == nil)
    }
}
