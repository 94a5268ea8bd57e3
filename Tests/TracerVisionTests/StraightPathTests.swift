import Foundation
import Testing
@testable import TracerVision

/// `StraightPath`: how far a path strays from its best straight line.
@Suite struct StraightPathTests {
    @Test func pointsOnALineDoNotStray() {
        let line = (0..<20).map { PixelPoint(x: 10 + 3 * Double($0), y: 50 - 2 * Double($0)) }
        #expect(StraightPath.deviation(of: line) < 1e-9)
    }

    @Test func pointsAPixelEitherSideOfALineStrayOnePixel() {
        // Along a 45° line, alternately one pixel to either side of it.
        let zigzag = (0..<40).map { i -> PixelPoint in
            let side = i.isMultiple(of: 2) ? 1.0 : -1.0
            return PixelPoint(x: Double(i) + side / 2.0.squareRoot(), y: Double(i) - side / 2.0.squareRoot())
        }
        #expect(abs(StraightPath.deviation(of: zigzag) - 1) < 0.01)
    }

    @Test func aBallsArcStraysFar() {
        let arc = (0..<60).map { i -> PixelPoint in
            let t = Double(i) / 60
            return PixelPoint(x: 100 + 180 * t, y: 300 - 400 * t + 300 * t * t)
        }
        #expect(StraightPath.deviation(of: arc) > 10)
    }

    @Test func tooFewPointsHaveNoDeviation() {
        #expect(StraightPath.deviation(of: []) == 0)
        #expect(StraightPath.deviation(of: [PixelPoint(x: 0, y: 0), PixelPoint(x: 5, y: 9)]) == 0)
    }
}
