import Foundation
import Testing
@testable import TracerVision

/// `Track.isPreferred(over:)`: of two tracks ending on the same two points, the one whose
/// recent points agree on one motion stays, a young one included.
@Suite struct DuplicateTrackTests {
    private func point(_ t: Double, _ x: Double, _ y: Double) -> TrackPoint {
        TrackPoint(time: t, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0), radius: 2,
                   candidateID: Int(t * 1000), isFaint: false, length: 4, angle: 0)
    }

    private func ball(_ frame: Int) -> TrackPoint {
        let t = Double(frame) / 60
        return point(t, 300 - 240 * t, 640 - 3000 * t + 9000 * t * t)
    }

    @Test func aYoungBallTrackBeatsOneThatTookClutterBeforeIt() {
        // Four points of a ball just hit, against the same last three points led by two
        // pieces of clutter (the golfer's hands) a frame or two before.
        let clean = Track(points: (1...4).map(ball))
        let cluttered = Track(points: [point(-1.0 / 60, 268, 678), point(0, 287, 643)] + (2...4).map(ball))
        #expect(clean.isPreferred(over: cluttered))
        #expect(!cluttered.isPreferred(over: clean))
    }

    @Test func longTracksAreJudgedOnTheirOwnLastPoints() {
        let long = Track(points: (1...10).map(ball))
        var jittered = (1...10).map(ball)
        for i in stride(from: 0, to: 8, by: 2) { jittered[i].position.x += 3 }
        let noisy = Track(points: jittered)
        #expect(long.isPreferred(over: noisy))
        let confirmed = Track(points: jittered)
        confirmed.state = .confirmed
        #expect(confirmed.isPreferred(over: long))
    }

    /// A streak of the ball `frame`s after impact, slowing in the picture, `length` px long.
    private func streak(_ frame: Int, radius: Double = 2.5, length: Double = 10) -> TrackPoint {
        var p = point(Double(frame) / 60, 300, 640 - 60 * Double(frame) + 4 * Double(frame * frame))
        p.radius = radius
        p.length = length
        return p
    }

    @Test func aSpeckBeforeTwoStreaksDoesNotWinOnALineThroughThree() throws {
        // The ball's three streaks slow (48, then 40 px steps) and miss a line by more than a speck
        // 6 px from its first, nearly on the line through the last two.
        let ball = Track(points: (1...3).map { streak($0) })
        var speck = streak(1, radius: 0.6, length: 1.2)
        speck.position.y -= 6.3
        let speckLed = Track(points: [speck] + (2...3).map { streak($0) })
        #expect(speckLed.residual(ofLast: 3) < ball.residual(ofLast: 3) - 0.15)
        #expect(speckLed.speckHeadCost(beside: ball) > 2)
        #expect(ball.isPreferred(over: speckLed))
        #expect(!speckLed.isPreferred(over: ball))
    }

    @Test func aSmallBlobAsLongAsTheStreaksIsNoSpeck() throws {
        var small = streak(1, radius: 0.6, length: 5)
        small.position.y -= 6.3
        let ball = Track(points: (1...3).map { streak($0) })
        #expect(Track(points: [small] + (2...3).map { streak($0) }).speckHeadCost(beside: ball) == 0)
    }

    @Test func aSpeckOnTheRivalsStreakIsAPieceOfIt() throws {
        // 6.3 px from the centre of a 14 px streak: the same blur, split in two blobs; from a
        // 10 px one's, beside it.
        var speck = streak(1, radius: 0.6, length: 1.2)
        speck.position.y -= 6.3
        let speckLed = Track(points: [speck] + (2...3).map { streak($0) })
        let longStreakBall = Track(points: [streak(1, length: 14)] + (2...3).map { streak($0) })
        #expect(speckLed.speckHeadCost(beside: longStreakBall) == 0)
        #expect(speckLed.speckHeadCost(beside: Track(points: (1...3).map { streak($0) })) > 2)
    }

    /// A speck `frame`s after impact, `side` px off the flight's line.
    private func speck(_ frame: Int, side: Double) -> TrackPoint {
        var p = streak(frame, radius: 0.6, length: 1.2)
        p.position.x -= side
        return p
    }

    @Test func twoSpecksBeforeTheStreaksLoseToTheStreaksAlone() {
        // The club head beside the spot, seen as two specks 8 px off the line, then the ball's
        // three streaks: judged on the same three streaks, the two tracks would tie.
        let ball = Track(points: (3...5).map { streak($0) })
        let specksLed = Track(points: [speck(1, side: 8), speck(2, side: 8)] + (3...5).map { streak($0) })
        #expect(specksLed.headIsSpecks(before: ball))
        #expect(ball.isPreferred(over: specksLed))
        #expect(!specksLed.isPreferred(over: ball))
    }

    @Test func oneSpeckOrABlobHalfAsWideAsTheStreaksLeadsNoLess() {
        // One speck just before the first streak can be a piece of the ball's own blur (the
        // sample drive's frame 62); a blob wider than half the streaks' radius is no speck.
        let ball = Track(points: (3...5).map { streak($0) })
        #expect(!Track(points: [speck(2, side: 8)] + (3...5).map { streak($0) }).headIsSpecks(before: ball))
        var wide = speck(2, side: 8)
        wide.radius = 1.5
        #expect(!Track(points: [speck(1, side: 8), wide] + (3...5).map { streak($0) }).headIsSpecks(before: ball))
    }
}
