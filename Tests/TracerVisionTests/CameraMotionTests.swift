import Foundation
import Testing
@testable import TracerVision

/// `CameraMotion`: shifts of a textured scene are found to a fraction of a pixel, a still
/// camera stays exactly still, and neither a lone ball on a featureless sky nor a large
/// mover makes up a camera shift.
@Suite struct CameraMotionTests {
    static let width = 320, height = 240

    /// A scene like a real background: a sky gradient over a treeline and textured grass,
    /// sampled at a continuous offset (the camera's position), plus noise and optional discs.
    static func frame(offset: (x: Double, y: Double), noise: Double, seed: UInt64, textured: Bool = true,
                      discs: [Disc] = []) -> FrameBuffer {
        var rng = SeededRandom(seed: seed)
        var values = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) + 0.5 - offset.x, v = Double(y) + 0.5 - offset.y
                var value = 150 - 0.2 * v
                if textured {
                    let horizon = 120 + 6 * sin(u * 0.09) + 3 * sin(u * 0.23)
                    let ground = 1 / (1 + exp(-(v - horizon) * 1.5))
                    let grass = 12 * sin(u * 0.31 + v * 0.17) + 9 * sin(u * 0.13 - v * 0.29) + 6 * sin(u * 0.53)
                    value = value * (1 - ground) + (70 + grass) * ground
                }
                for d in discs {
                    let coverage = max(0, min(1, d.r + 0.5 - hypot(u - d.x, v - d.y)))
                    value += coverage * d.contrast
                }
                let g = (-2 * log(max(1e-12, Double.random(in: 0..<1, using: &rng)))).squareRoot()
                    * cos(2 * .pi * Double.random(in: 0..<1, using: &rng))
                values[y * width + x] = value + noise * g
            }
        }
        let bytes = values.map { UInt8(max(0, min(255, $0.rounded()))) }
        let buffer = FrameBuffer(width: width, height: height)
        bytes.withUnsafeBytes {
            buffer.load(LumaPlane(base: $0.baseAddress!, width: width, height: height, bytesPerRow: width, bitDepth: 8),
                        originX: 0, originY: 0, scale: 1)
        }
        return buffer
    }

    @Test(arguments: [(0.0, 0.0), (0.3, -0.2), (1.7, 0.6), (-2.4, 3.1), (5.2, -4.4)])
    func texturedShiftIsFound(dx: Double, dy: Double) {
        let previous = Self.frame(offset: (0, 0), noise: 1.5, seed: 1)
        let current = Self.frame(offset: (dx, dy), noise: 1.5, seed: 2)
        let shift = CameraMotion.shift(from: previous, to: current)
        #expect(abs(shift.x - dx) < 0.15 && abs(shift.y - dy) < 0.15, "found \(shift) for (\(dx), \(dy))")
    }

    @Test func stillCameraStaysStill() {
        for seed in 0..<6 {
            let shift = CameraMotion.shift(from: Self.frame(offset: (0, 0), noise: 2, seed: UInt64(2 * seed)),
                                           to: Self.frame(offset: (0, 0), noise: 2, seed: UInt64(2 * seed + 1)))
            #expect(shift == PixelPoint(x: 0, y: 0))
        }
    }

    @Test func loneBallOnAFeaturelessSkyIsNoCameraMotion() {
        let previous = Self.frame(offset: (0, 0), noise: 2, seed: 3, textured: false,
                                  discs: [Disc(x: 100, y: 80, r: 3, contrast: 70)])
        let current = Self.frame(offset: (0, 0), noise: 2, seed: 4, textured: false,
                                 discs: [Disc(x: 112, y: 71, r: 3, contrast: 70)])
        #expect(CameraMotion.shift(from: previous, to: current) == PixelPoint(x: 0, y: 0))
    }

    @Test func largeMoverDoesNotPullTheEstimate() {
        // A golfer-sized dark body moving 4 px while the camera moves (1.2, -0.8).
        let body = { (x: Double) in (0..<30).map { k in Disc(x: x, y: 60 + 5 * Double(k), r: 14, contrast: -60) } }
        let previous = Self.frame(offset: (0, 0), noise: 1.5, seed: 5, discs: body(180))
        let current = Self.frame(offset: (1.2, -0.8), noise: 1.5, seed: 6, discs: body(184 - 1.2))
        let shift = CameraMotion.shift(from: previous, to: current)
        #expect(abs(shift.x - 1.2) < 0.2 && abs(shift.y + 0.8) < 0.2, "found \(shift)")
    }

    @Test func aStillBodyDoesNotHoldALargeShiftAtNone() {
        // A slender dark golfer, still in the picture, while the camera moves 3 px: the middle
        // level's estimate, half a pixel off, aligned the background's sharp edges no better than
        // no shift at all (which aligns the golfer), the fine steps began from none, and found
        // none (held-out 1399's hevc10 drive at frame 75: a 3.1 px jump read as 0.2).
        let body = { (x: Double) in (0..<30).map { k in Disc(x: x, y: 60 + 5 * Double(k), r: 6, contrast: -120) } }
        for seed in 0..<2 {
            let previous = Self.frame(offset: (0, 0), noise: 2, seed: UInt64(10 + 2 * seed), discs: body(180))
            let current = Self.frame(offset: (-3.07, 0.18), noise: 2, seed: UInt64(11 + 2 * seed), discs: body(180 + 3.07))
            let shift = CameraMotion.shift(from: previous, to: current)
            #expect(abs(shift.x + 3.07) < 0.2 && abs(shift.y - 0.18) < 0.2, "found \(shift)")
        }
    }
}
