import Foundation
import Testing
@testable import TracerVision

/// `TrajectoryFitter.fullThresholdPiece(of:)`: a confirmed flight that fails the ball tests at
/// its end, with no run between gaps that passes, stands on its points found at the full
/// detection threshold when those pass alone (held-out seed 1063's drive: faint specks taken
/// across a cloud turned the whole down as a jittery path).
@Suite struct FullThresholdPieceTests {
    private let fitter = try! TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 640, codedHeight: 360))

    /// A ball hit up and right, falling back under gravity.
    private func flight(_ frame: Int) -> PixelPoint {
        let t = Double(frame) / 60
        return PixelPoint(x: 100 + 180 * t, y: 300 - 400 * t + 300 * t * t)
    }

    private func point(_ frame: Int, _ p: PixelPoint, faint: Bool = false) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.5,
                   candidateID: frame, isFaint: faint, score: faint ? 0.4 : 1, length: 3, angle: 0, polarity: .brighter)
    }

    private func confirmed(_ points: [TrackPoint]) -> Track {
        let track = Track(points: points)
        track.state = .confirmed
        return track
    }

    /// Four frames of the ball, five unseen behind a cloud, four faint specks 12 px either side
    /// of its course as the coasting flight's wide gate took them, three frames unseen, then the
    /// ball again for thirteen frames with faint specks 10 px off among its blobs every third
    /// frame.
    private func flightWithSpecks() -> (track: Track, clear: Int) {
        var points = (0..<4).map { point($0, flight($0)) }
        for frame in 9..<13 {
            let side = frame.isMultiple(of: 2) ? 12.0 : -12.0
            points.append(point(frame, PixelPoint(x: flight(frame).x, y: flight(frame).y + side), faint: true))
        }
        for frame in 16..<30 {
            let speck = frame.isMultiple(of: 3)
            let p = flight(frame)
            points.append(point(frame, speck ? PixelPoint(x: p.x + 10, y: p.y + (frame.isMultiple(of: 2) ? 10 : -10)) : p,
                                faint: speck))
        }
        return (confirmed(points), points.filter { !$0.isFaint }.count)
    }

    @Test func theClearPointsOfAFlightThatTookSpecksStand() throws {
        let (whole, clear) = flightWithSpecks()
        let fit = try #require(MotionFit(points: whole.points, smoothing: whole.smoothing))
        #expect(fitter.verdict(on: whole, fit: fit, lost: true) != nil, "the whole should fail the ball tests")
        #expect(fitter.salvagedPiece(of: whole, lost: true) == nil, "no run between gaps should pass")
        let piece = try #require(fitter.fullThresholdPiece(of: whole))
        #expect(piece.count == clear && piece.points.allSatisfy { !$0.isFaint })
        #expect(piece.uuid == whole.uuid && piece.state == .confirmed)
        let event = fitter.end(whole, reason: "lost", lost: true)
        #expect(event.kind == .ended && event.pointCount == clear, "\(event.reason)")
    }

    @Test func theClearPieceOfAJoinedFlightKeepsItsGap() throws {
        // Eight frames of the ball, unseen for six, then a faint speck and the ball again: the
        // join's segment starts at the first clear point after the gap, where the sparseness
        // test looks for it.
        let earlier = Track(points: (0..<8).map { point($0, flight($0)) })
        var later = [point(14, PixelPoint(x: flight(14).x, y: flight(14).y + 12), faint: true)]
        later += (15..<26).map { point($0, flight($0)) }
        let whole = Track(points: later)
        whole.joinYoung(after: earlier)
        whole.state = .confirmed
        #expect(whole.segmentStarts == [0, 8])
        let piece = try #require(fitter.fullThresholdPiece(of: whole))
        #expect(piece.count == whole.count - 1)
        #expect(piece.segmentStarts == [0, 8] && piece.points[8].time == Double(15) / 60)
    }

    @Test func aPieceKeepingPointsMapsEachGapToItsFirstKeptPoint() {
        let earlier = Track(points: (0..<6).map { point($0, flight($0)) })
        let whole = Track(points: (10..<20).map { point($0, flight($0)) })
        whole.joinYoung(after: earlier)
        #expect(whole.segmentStarts == [0, 6])
        #expect(whole.piece(keeping: [0, 1, 2, 3, 4, 5, 6, 7]).segmentStarts == [0, 6])
        #expect(whole.piece(keeping: [0, 2, 4, 7, 9]).segmentStarts == [0, 3], "the gap's first point was left out")
        #expect(whole.piece(keeping: [6, 7, 8, 9]).segmentStarts == [0], "a piece after the gap has none")
        #expect(whole.piece(keeping: [0, 1, 2]).segmentStarts == [0], "a piece before the gap has none")
    }

    @Test func aTrackWithNoFaintPointHasNoSuchPiece() {
        let whole = confirmed((0..<20).map { point($0, flight($0)) })
        #expect(fitter.fullThresholdPiece(of: whole) == nil)
    }

    @Test func tooFewClearPointsStandForNothing() {
        // Four clear points and a dozen faint ones: fewer than trajectoryLength at the full threshold.
        let points = (0..<16).map { point($0, flight($0), faint: $0 >= 4) }
        #expect(fitter.fullThresholdPiece(of: confirmed(points)) == nil)
    }

    @Test func theClearPointsOfASwingLoopingBackDoNotStand() {
        // Seed 419's club follow-through (`SalvageTests.clubLoop`): its clear points are the way
        // up and one on the way down, no ball's flight.
        let points = SalvageTests.clubLoop.map { frame, x, y, r, faint, score in
            TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: r, candidateID: frame, isFaint: faint, score: score, length: 2 * r, angle: 0, polarity: .brighter)
        }
        let portrait = try! TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))
        #expect(portrait.fullThresholdPiece(of: confirmed(points)) == nil)
    }
}
