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
}
