import Foundation
import Testing
@testable import TracerVision

/// `GapContinuation` and `TrajectoryFitter.joinEarlierYoungFlight`: a young track found after
/// a gap continues the young flight before it even when it began on clutter, and even while
/// that flight is still followed, coasting past the gap.
@Suite struct GapContinuationTests: RecedingDriveFixtures {
    /// A mover crossing from the left, 50 px a frame, passing below the ball's way.
    private func crossing(_ t: Double) -> PixelPoint { PixelPoint(x: 60 + 3000 * (t - 0.1), y: 560 - 600 * (t - 0.1)) }

    private func find(_ earlier: [TrackPoint], _ later: [TrackPoint]) -> GapContinuation? {
        GapContinuation.find(earlier: earlier, later: later, frameInterval: 1.0 / 60, maximumSpeed: 5000,
                             maximumGap: 0.6)
    }

    @Test func cleanPiecesJoinWhole() throws {
        let how = try #require(find(frames(Array(0..<7), receding), frames(Array(16..<21), receding)))
        #expect(how.earlierKept == 7 && how.leadingStrays == 0)
    }

    /// Seed 113's drive: the track that took the ball up after the cloud had begun on a mover
    /// crossing from the left three frames before.
    @Test func aTrackBegunOnClutterContinuesTheFlightWithoutIt() throws {
        let earlier = frames(Array(0..<8), receding)
        let later = frames([6, 8, 9], crossing) + frames(Array(13..<18), receding)
        let how = try #require(find(earlier, later))
        #expect(how.earlierKept == 8 && how.leadingStrays == 3)
        // Without leaving them out the pieces do not join.
        #expect(!GapJoin.joins(earlier: earlier, later: later, maximumGap: 0.6))
    }

    /// The flight before the gap coasted on and took a blob after the ball was seen again elsewhere.
    @Test func theEarlierFlightsPointsFromAfterTheGapAreLeftOut() throws {
        let earlier = frames(Array(0..<8), receding) + [point(16.0 / 60, PixelPoint(x: 330, y: 470))]
        let how = try #require(find(earlier, frames(Array(13..<18), receding)))
        #expect(how.earlierKept == 8 && how.leadingStrays == 0)
    }

    /// Seed 257's hevc10 drive: going into the gap the track took a faint speck 9 px off the
    /// ball; the joint flight gives it no say, and the earlier piece stands without it.
    @Test func aFaintSpeckOffTheFlightEndingTheEarlierPieceIsLeftOut() throws {
        let speckTime = 6.0 / 60, ball = receding(speckTime)
        var speck = point(speckTime, PixelPoint(x: ball.x + 4, y: ball.y + 8))
        speck.isFaint = true
        let earlier = frames(Array(0..<6), receding) + [speck]
        let how = try #require(find(earlier, frames(Array(10..<16), receding)))
        #expect(how.earlierKept == 6 && how.leadingStrays == 0)
        // A clear blob there is the ball's as far as the join can tell: it stays.
        speck.isFaint = false
        let kept = try #require(find(frames(Array(0..<6), receding) + [speck], frames(Array(10..<16), receding)))
        #expect(kept.earlierKept == 7)
    }

    /// Two tracks of the same ball side by side are no gap continuation: first points on the
    /// flight are not left out to make them one (seed 43's hevc10: the later track's first two
    /// points were the ball's, beside the earlier track's).
    @Test func firstPointsOnTheFlightAreNotLeftOut() {
        let earlier = frames(Array(0..<6), receding) + [point(8.0 / 60, PixelPoint(x: 330, y: 470))]
        #expect(find(earlier, frames(Array(5..<11), receding)) == nil)
    }

    @Test func anotherMoverIsNoContinuationHoweverManyFirstPointsAreLeftOut() {
        let earlier = frames(Array(0..<8), receding)
        #expect(find(earlier, frames(Array(13..<20), crossing)) == nil)
        // Four strays are one too many: the ball's own four points after them are not enough.
        #expect(find(earlier, frames([5, 6, 8, 9], crossing) + frames(Array(14..<18), receding)) == nil)
    }

    /// The fitter: a young flight still followed, coasting past the gap, is absorbed by the
    /// young track that took the ball up after it (which began on clutter).
    @Test func aCoastingYoungFlightIsAbsorbedByItsContinuation() throws {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 640, codedHeight: 960))
        let earlier = Track(points: frames(Array(0..<8), receding))
        earlier.misses = 9
        let later = Track(points: frames([6, 8, 9], crossing) + frames(Array(13..<18), receding))
        fitter.tracks = [earlier, later]
        var events: [TrackEvent] = []
        fitter.joinEarlierYoungFlight(continuedBy: later, at: 17.0 / 60, events: &events)
        #expect(later.uuid == earlier.uuid)
        #expect(later.points.map { Int(($0.time * 60).rounded()) } == Array(0..<8) + Array(13..<18))
        #expect(later.segmentStarts == [0, 8])
        #expect(fitter.revoked.contains(ObjectIdentifier(earlier)))
        #expect(events.count == 1)
    }

    /// Held-out 1289's second ball: the young flight, lost past a gap where it took two faint
    /// specks 20 px off the ball, is continued by the track that took the ball up after it;
    /// the specks, which the joint flight gives no say, are left out of the join.
    @Test func aLostYoungFlightsFaintSpecksOffTheFlightAreLeftOutOfTheJoin() throws {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 640, codedHeight: 960))
        let specks = [11, 12].map { frame -> TrackPoint in
            let time = Double(frame) / 60, ball = receding(time)
            var speck = point(time, PixelPoint(x: ball.x - 6, y: ball.y + 19))
            speck.isFaint = true
            return speck
        }
        let earlier = Track(points: frames(Array(0..<7), receding) + specks)
        fitter.lostYoung.keep(earlier)
        #expect(fitter.lostYoung.tracks.count == 1)
        let later = Track(points: frames(Array(14..<20), receding))
        var events: [TrackEvent] = []
        fitter.joinEarlierYoungFlight(continuedBy: later, at: 19.0 / 60, events: &events)
        #expect(later.uuid == earlier.uuid)
        #expect(later.points.map { Int(($0.time * 60).rounded()) } == Array(0..<7) + Array(14..<20))
    }

    /// A young track that simply follows on, not past a gap, is not absorbed by one that shares its last points.
    @Test func aYoungFlightStillSeenIsNotAbsorbed() throws {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 640, codedHeight: 960))
        let earlier = Track(points: frames(Array(0..<10), receding))
        let later = Track(points: frames(Array(6..<10), receding))
        fitter.tracks = [earlier, later]
        var events: [TrackEvent] = []
        fitter.joinEarlierYoungFlight(continuedBy: later, at: 9.0 / 60, events: &events)
        #expect(later.count == 4 && later.uuid != earlier.uuid && fitter.revoked.isEmpty)
    }
}
