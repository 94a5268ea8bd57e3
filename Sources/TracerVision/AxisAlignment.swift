import Foundation

/// How far a blob's long axis (an angle modulo π) is turned from a direction of motion.
enum AxisAlignment {
    /// The angle, 0...π/2, between the axis at `axis` radians and the direction (`dx`, `dy`).
    static func misalignment(ofAxis axis: Double, fromStep dx: Double, _ dy: Double) -> Double {
        var difference = abs(atan2(dy, dx) - axis).truncatingRemainder(dividingBy: Double.pi)
        if difference > Double.pi / 2 { difference = Double.pi - difference }
        return difference
    }
}
