import Foundation
import Testing
@testable import TracerVision

/// `GateEllipse`: a search gate longer along the predicted step than across it.
@Suite struct GateEllipseTests {
    // A step from (0, 0) to (10, 0): along is x, across is y.
    let gate = GateEllipse(centre: PixelPoint(x: 10, y: 0), from: PixelPoint(x: 0, y: 0), across: 2, along: 6)

    @Test func reachesFartherAlongTheStepThanAcrossIt() {
        #expect(gate.distance(to: PixelPoint(x: 15, y: 0)) <= 1)
        #expect(gate.distance(to: PixelPoint(x: 5, y: 0)) <= 1)
        #expect(gate.distance(to: PixelPoint(x: 10, y: 3)) > 1)
        #expect(abs(gate.distance(to: PixelPoint(x: 10, y: 2)) - 1) < 1e-12)
        #expect(abs(gate.distance(to: PixelPoint(x: 16, y: 0)) - 1) < 1e-12)
    }

    @Test func withoutAStepItIsACircleOfTheAcrossRadius() {
        let round = GateEllipse(centre: PixelPoint(x: 3, y: 3), from: PixelPoint(x: 3, y: 3), across: 2, along: 9)
        #expect(abs(round.distance(to: PixelPoint(x: 3, y: 5)) - 1) < 1e-12)
        #expect(abs(round.distance(to: PixelPoint(x: 5, y: 3)) - 1) < 1e-12)
    }

    @Test func alongIsNeverShorterThanAcross() {
        let squashed = GateEllipse(centre: PixelPoint(x: 0, y: 10), from: PixelPoint(x: 0, y: 0), across: 4, along: 1)
        #expect(abs(squashed.distance(to: PixelPoint(x: 0, y: 14)) - 1) < 1e-12)
    }

    static func point(_ x: Double, _ y: Double, id: Int) -> TrackPoint {
        TrackPoint(time: 0, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0), radius: 1,
                   candidateID: id, isFaint: false, length: 2, angle: 0)
    }

    @Test func theNearestAcceptedPointWithinTheLimitIsFound() {
        // 1 at 0.5 of the gate along the step, 2 at 0.5 across it (a tie), 3 at 0.25 but
        // turned down, 4 at 1.5 outside the limit.
        let points = [Self.point(13, 0, id: 1), Self.point(10, 1, id: 2), Self.point(11.5, 0, id: 3),
                      Self.point(19, 0, id: 4)]
        #expect(gate.nearest(among: points, within: 1) { $0.candidateID != 3 }?.candidateID == 1)
        #expect(gate.nearest(among: points, within: 2) { $0.candidateID == 4 }?.candidateID == 4)
        #expect(gate.nearest(among: points, within: 1) { $0.candidateID == 4 } == nil)
    }
}
