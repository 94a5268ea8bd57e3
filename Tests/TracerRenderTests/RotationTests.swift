import Foundation
import Testing
import TracerVision
@testable import TracerRender

@Suite struct RotationTests {
    /// A dot-sized trajectory around display point (`x`, `y`), normalised.
    func dot(x: Double, y: Double) -> TracerPath {
        let points = (0..<3).map { TracerPath.Point(t: Double($0), x: x + 0.002 * Double($0), y: y, r: 0.004) }
        return SamplePaths.path([TracerPath.Trajectory(uuid: UUID(), confidence: 1, start: 0, end: 2,
                                                       equationCoefficients: [0, 0, 0], movingAverageRadius: 0,
                                                       points: points)])
    }

    /// Centre of the changed luma pixels of a coded frame.
    func inkCentre(rotation: Int, displayWidth: Int, displayHeight: Int, x: Double, y: Double) throws -> SIMD2<Double> {
        var style = TracerStyle.minimal
        style.width = 0.02
        let renderer = try TracerRenderer(path: dot(x: x, y: y), style: style, displayWidth: displayWidth,
                                          displayHeight: displayHeight, rotation: rotation)
        let coded = renderer.codedSize
        let frame = TestFrame(width: coded.width, height: coded.height)
        try renderer.composite(at: 2, into: frame.view)
        let changed = frame.changedLuma(comparedWith: TestFrame(width: coded.width, height: coded.height))
        #expect(!changed.isEmpty)
        let sum = changed.reduce(SIMD2<Double>.zero) { $0 + SIMD2(Double($1.x) + 0.5, Double($1.y) + 0.5) }
        return sum / Double(max(changed.count, 1))
    }

    @Test func portraitMinus90LandsWhereAClockwiseTurnShowsIt() throws {
        // A 180×320 portrait display stored as 320×180 coded, shown turned 90° clockwise:
        // the display's top-left corner is the coded image's bottom-left corner.
        let centre = try inkCentre(rotation: -90, displayWidth: 180, displayHeight: 320, x: 0.1, y: 0.1)
        let expected = SIMD2(0.1 * 320, 180 - 0.102 * 180)
        #expect(abs(centre.x - expected.x) < 1.5 && abs(centre.y - expected.y) < 1.5, "ink at \(centre)")
    }

    @Test func otherRotations() throws {
        let d = (x: 0.1 + 0.002, y: 0.2)
        let plain = try inkCentre(rotation: 0, displayWidth: 320, displayHeight: 180, x: 0.1, y: 0.2)
        #expect(abs(plain.x - d.x * 320) < 1.5 && abs(plain.y - d.y * 180) < 1.5)
        // +90: display is the coded image turned counter-clockwise; top-left came from top-right.
        let ccw = try inkCentre(rotation: 90, displayWidth: 180, displayHeight: 320, x: 0.1, y: 0.2)
        #expect(abs(ccw.x - (320 - d.y * 320)) < 1.5 && abs(ccw.y - d.x * 180) < 1.5, "ink at \(ccw)")
        let flipped = try inkCentre(rotation: 180, displayWidth: 320, displayHeight: 180, x: 0.1, y: 0.2)
        #expect(abs(flipped.x - (320 - d.x * 320)) < 1.5 && abs(flipped.y - (180 - d.y * 180)) < 1.5)
        #expect(DisplayRotation(degrees: 270) == .clockwise)
    }
}
