import Foundation

/// The ring test for a motion-blurred streak, whose square ring would either cross it (a
/// streak longer than the ring) or sit far off its sides (a diagonal one) and see clutter.
extension FrameTriple {
    /// The fraction of a ring hugging the streak (an oriented rectangle `margin` outside its
    /// ends and sides, one sample per pixel of its outline) within `tolerance` of the blob's
    /// core in frame `b`: the ring `coreContrast` measures, turned and stretched to the streak.
    /// Shape coordinates have pixel centres at +0.5. Nil when the outline leaves the frame.
    func streakRingLikeness(_ shape: BlobShape, margin: Double, brighter: Bool, tolerance: Double) -> Double? {
        let x = Int((shape.cx - 0.5).rounded(.down)), y = Int((shape.cy - 0.5).rounded(.down))
        guard let coreMean = b.extreme(x: x, y: y, halfSize: 1, brighter: brighter) else { return nil }
        // A uniform streak of length L has an axis standard deviation of L / √12.
        let halfLength = 3.0.squareRoot() * shape.majorSigma + margin
        let (sine, cosine) = (sin(shape.angle), cos(shape.angle))
        var count = 0, like = 0, outside = false
        func sample(along u: Double, across v: Double) {
            let px = Int((shape.cx + u * cosine - v * sine).rounded(.down))
            let py = Int((shape.cy + u * sine + v * cosine).rounded(.down))
            guard px >= 0, py >= 0, px < b.width, py < b.height else {
                outside = true
                return
            }
            count += 1
            if abs(Double(b.pixels[py * b.width + px]) - coreMean) < tolerance { like += 1 }
        }
        for u in stride(from: -halfLength, through: halfLength, by: 1) {
            sample(along: u, across: -margin)
            sample(along: u, across: margin)
        }
        for v in stride(from: -margin + 1, to: margin, by: 1) {
            sample(along: -halfLength, across: v)
            sample(along: halfLength, across: v)
        }
        guard !outside, count > 0 else { return nil }
        return Double(like) / Double(count)
    }
}
