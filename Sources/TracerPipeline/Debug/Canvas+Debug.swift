import Foundation
import TracerRender
import TracerVision

extension Canvas {
    /// Text with a dark drop shadow, readable on sky and grass alike.
    func label(_ text: String, at origin: SIMD2<Double>, size: Double, color: TracerColor) {
        self.text(text, at: origin + SIMD2(1, 1), size: size, color: DebugPalette.shadow)
        self.text(text, at: origin, size: size, color: color)
    }

    /// A circle as a closed polyline, so it can be dashed.
    func strokeCircle(center: PixelPoint, radius: Double, color: TracerColor, width: Double, dash: [Double] = []) {
        guard radius > 0 else { return }
        let steps = 48
        let points = (0..<steps).map { i -> SIMD2<Double> in
            let a = Double(i) / Double(steps) * 2 * .pi
            return SIMD2(center.x + radius * cos(a), center.y + radius * sin(a))
        }
        stroke(points, color: color, width: width, dash: dash, closed: true)
    }
}

extension PixelPoint {
    var simd: SIMD2<Double> { SIMD2(x, y) }
}
