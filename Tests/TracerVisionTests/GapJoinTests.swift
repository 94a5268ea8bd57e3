import Foundation
import Testing
@testable import TracerVision

/// `GapJoin` and `CoastPrediction`: a young flight lost behind a cloud is continued by the
/// track found after the gap, and a coasting track looks for its ball where a receding
/// flight goes, not where a quadratic runs off to.
@Suite struct GapJoinTests: RecedingDriveFixtures {
    @Test func piecesOfOneRecedingFlightJoin() {
        let earlier = frames(0..<7, receding), later = frames(16..<21, receding)
        #expect(GapJoin.joins(earlier: earlier, later: later, maximumGap: 0.6))
    }

    @Test func anotherMoverAfterTheGapDoesNotJoin() {
        let earlier = frames(0..<7, receding)
        // A bird crossing near where the ball went.
        let bird = frames(16..<21) { t in PixelPoint(x: 200 + 300 * (t - 0.25), y: 420 - 40 * (t - 0.25)) }
        #expect(!GapJoin.joins(earlier: earlier, later: bird, maximumGap: 0.6))
        // The ball's own later piece shifted sideways by a few ball widths.
        let shifted = frames(16..<21) { t in PixelPoint(x: receding(t).x + 30, y: receding(t).y) }
        #expect(!GapJoin.joins(earlier: earlier, later: shifted, maximumGap: 0.6))
        // Too long a gap.
        #expect(!GapJoin.joins(earlier: earlier, later: frames(16..<21, receding), maximumGap: 0.1))
    }

    /// A later piece that hardly moves gives the joint model a place, not a motion: it
    /// continues a lost young flight across a short gap only (seed 421's practice swing).
    @Test func aPieceThatHardlyMovesContinuesAFlightOnlyAcrossAShortGap() throws {
        func lost() -> LostYoungFlights {
            let kept = LostYoungFlights(maximumGap: 0.6)
            kept.keep(Track(points: frames(0..<7, receding)))
            return kept
        }
        #expect(lost().tracks.count == 1)
        let near = Track(points: frames(20..<24, receding)), far = Track(points: frames(30..<34, receding))
        #expect(hypot(far.last.position.x - far.first.position.x, far.last.position.y - far.first.position.y) < 8)
        #expect(GapJoin.joins(earlier: frames(0..<7, receding), later: far.points, maximumGap: 0.6))
        #expect(lost().take(continuedBy: near, frameInterval: 1.0 / 60, maximumSpeed: 5000, horizon: 1) != nil)
        #expect(lost().take(continuedBy: far, frameInterval: 1.0 / 60, maximumSpeed: 5000, horizon: 1) == nil)
    }

    /// At 240 fps twelve points span 50 ms: the joint model is fitted to each piece's last (or
    /// first) 0.2 s, so a club coming down 0.4 s after the ball was lost, 60 px from it, does
    /// not continue the flight (seed 353's iron), while the ball's own later piece still does.
    @Test func atHighFrameRatesEachPieceSpansAFifthOfASecond() {
        let fps = 240.0
        func frames240(_ range: Range<Int>, _ at: (Double) -> PixelPoint) -> [TrackPoint] {
            range.map { point(Double($0) / fps, at(Double($0) / fps)) }
        }
        let earlier = frames240(60..<132, receding)
        let lost = receding(131 / fps), reappears = 233 / fps
        let club = frames240(233..<253) { t in
            PixelPoint(x: lost.x - 35 + 170 * (t - reappears), y: lost.y + 52 + 360 * (t - reappears))
        }
        #expect(!GapJoin.joins(earlier: earlier, later: club, maximumGap: 0.6))
        #expect(GapJoin.joins(earlier: earlier, later: frames240(233..<253, receding), maximumGap: 0.6))
        #expect(GapJoin.lastPiece(of: earlier).count == 48 && GapJoin.firstPiece(of: club).count == 20)
        // At 60 fps a piece is twelve points, as it always was.
        #expect(GapJoin.lastPiece(of: frames(0..<30, receding)).count == 12)
    }

    /// Frames 7 to 13 of the receding drive: the ball in 8, 9 and 11 (not 7, 12 or 13), each
    /// beside a piece of clutter 6 px off its way, and in frame 10 only clutter 4 px off it.
    private func gapFrames() -> [(time: Double, points: [TrackPoint])] {
        (7..<14).map { frame in
            let t = Double(frame) / 60
            let ball = receding(t)
            var here = [point(t, PixelPoint(x: ball.x + 6, y: ball.y))]
            if frame == 10 {
                here = [point(t, PixelPoint(x: ball.x, y: ball.y - 4))]
            } else if (8...11).contains(frame) {
                here.append(point(t, ball))
            }
            return (time: t, points: here)
        }
    }

    @Test func theBallsCandidatesInTheGapFillIt() {
        let earlier = frames(0..<7, receding), later = frames(14..<19, receding)
        let filled = GapJoin.gapPoints(earlier: earlier, later: later, frames: gapFrames())
        #expect(filled.map { Int(($0.time * 60).rounded()) } == [8, 9, 11])
        #expect(filled.allSatisfy { hypot($0.position.x - receding($0.time).x, $0.position.y - receding($0.time).y) < 0.01 })
        // Nothing is filled from frames outside the gap.
        #expect(GapJoin.gapPoints(earlier: earlier, later: later,
                                  frames: [(time: 0.5, points: [point(0.5, receding(0.5))])]).isEmpty)
    }

    @Test func aJoinedFlightHasItsGapFilledAsItIsConfirmed() throws {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 640, codedHeight: 480))
        fitter.history = gapFrames()
        let track = Track(points: frames(14..<19, receding))
        track.joinYoung(after: Track(points: frames(0..<7, receding)))
        // The ball's candidate in frame 9 is held by a confirmed flight already.
        let holder = Track(points: [fitter.history[2].points[1]])
        holder.state = .confirmed
        fitter.finished = [holder]
        #expect(fitter.fillJoinGaps(of: track) == 2)
        #expect(track.points.map { Int(($0.time * 60).rounded()) } == Array(0..<7) + [8, 11] + Array(14..<19))
        #expect(track.segmentStarts == [0, 9])
    }

    @Test func coastingFollowsARecedingFlight() throws {
        let track = Track(points: frames(0..<7, receding))
        track.misses = 8
        let t = 15.0 / 60
        let (center, gate) = track.predict(at: t, maximumStep: 100)
        let truth = receding(t)
        #expect(hypot(center.x - truth.x, center.y - truth.y) < 3)
        #expect(gate < 25)
        // Without the flight model (one miss) the quadratic is far off over the same gap.
        let fresh = Track(points: frames(0..<7, receding))
        fresh.misses = 1
        let (quadratic, _) = fresh.predict(at: t, maximumStep: 100)
        #expect(hypot(quadratic.x - truth.x, quadratic.y - truth.y) > 20)
    }

    /// A ball hidden for ten frames after seven, then seen for eight: neither piece alone has
    /// the ten points a trajectory needs; joined they are one flight.
    @Test func aFlightHiddenBeforeEitherPieceIsConfirmedIsFound() throws {
        let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
        let ball = Throw(start: 0.1, x0: 40, y0: 200, vx: 300, vy: -350, g: 600, r: 2.5, contrast: 60, duration: 25.0 / 60)
        let hidden: (Throw, Double) -> Double = { th, t in
            let frame = Int(((t - th.start) * 60).rounded())
            return (7..<17).contains(frame) ? 0 : th.r
        }
        let found = runSession(request: try TrajectoryRequest(), geometry: geometry, balls: [ball], frames: 45,
                               radius: hidden)
        try #require(found.count == 1)
        #expect(found[0].timeRange.lowerBound < 0.1 + 2.0 / 60)
        #expect(found[0].timeRange.upperBound > 0.1 + 22.0 / 60)
    }

    /// A confirmed flight lost behind a cloud, its last points pulled off the ball as it
    /// faded, and the track found after the gap: the quadratic of the ragged end misses the
    /// new track, but one flight model follows both, those few points aside.
    @Test func aConfirmedFlightWithARaggedEndIsContinuedAfterTheGap() throws {
        let geometry = FrameGeometry(codedWidth: 640, codedHeight: 360)
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
        func arc(_ t: Double) -> PixelPoint { PixelPoint(x: 100 + 240 * t, y: 300 - 420 * t + 300 * t * t) }
        let pull: [Int: (Double, Double)] = [11: (4, -2), 12: (-3, 3), 13: (3, 3)]
        let ragged = (0..<14).map { frame -> TrackPoint in
            let t = Double(frame) / 60, p = arc(t), off = pull[frame] ?? (0, 0)
            return point(t, PixelPoint(x: p.x + off.0, y: p.y + off.1))
        }
        let before = Track(points: ragged)
        before.state = .confirmed
        before.end()
        fitter.finished = [before]
        let after = Track(points: frames(22..<31, arc))
        fitter.tracks = [after]
        let t = 31.0 / 60, p = arc(t)
        let candidate = BallCandidate(time: t, position: p, codedPosition: p, radius: 1.5, length: 3, angle: 0,
                                      polarity: .brighter, contrast: 40, area: 6, score: 1, isFaint: false, surroundingMotion: 0)
        _ = fitter.update(with: DetectionResult(time: t, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                cameraShift: PixelPoint(x: 0, y: 0), threshold: 4),
                          cameraOffset: PixelPoint(x: 0, y: 0))
        try #require(after.state == .confirmed)
        #expect(after.count == 24 && after.uuid == before.uuid && fitter.finished.isEmpty)
    }
}
