import Foundation

extension Track {
    /// How well the last `k` points (at least three) agree on one motion: the root mean square
    /// distance from a quadratic through them (a line through three), pixels, corrected for
    /// the curve's freedom to follow them (divided by the degrees of freedom left, not the
    /// count), so tracks compared over the same number of points are judged alike. Infinity
    /// below three points.
    func residual(ofLast k: Int) -> Double {
        let tail = Array(points.suffix(k))
        guard tail.count >= 3 else { return .infinity }
        let degree = tail.count >= 4 ? 2 : 1
        guard let (fx, fy) = Polynomial.fitPath(tail, degree: degree, origin: last.time) else { return .infinity }
        var sum = 0.0
        for p in tail {
            let dx = p.position.x - fx(p.time), dy = p.position.y - fy(p.time)
            sum += dx * dx + dy * dy
        }
        return (sum / Double(2 * (tail.count - degree - 1))).squareRoot()
    }
}
