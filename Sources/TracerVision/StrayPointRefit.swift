import Foundation

/// The motion fit of a young track's last points without the one point far off the motion
/// of the others: a seed's branch often begins on clutter beside the ball (seed 293's second
/// ball: a point 25 px off among its first), and a least-squares fit through it puts the
/// next frame's ball out of reach, so the track takes a blob beside it instead.
enum StrayPointRefit {
    /// Fewest points for one of them to be judged against the others.
    static let minimumPoints = 6
    /// Least distance from the fit, pixels, and multiple of the other points' median
    /// distance, for a point to be left out.
    static let leastOffset = 3.0
    static let medianMultiple = 4.0

    /// The polynomials (`degree`, time `origin`) of `points` without the one farthest from the
    /// fit of them all (`residuals`, pixels), with each point's distance from the new fit
    /// (infinity for the one left out); nil when no point is that far off, or when leaving it
    /// out does not bring every other point within half its distance.
    static func refit(_ points: [TrackPoint], residuals: [Double], degree: Int, origin: Double)
        -> (x: Polynomial, y: Polynomial, residuals: [Double])? {
        guard points.count >= minimumPoints,
              let worst = residuals.indices.max(by: { residuals[$0] < residuals[$1] }) else { return nil }
        let others = residuals.indices.filter { $0 != worst }.map { residuals[$0] }.sorted()
        guard residuals[worst] > max(leastOffset, medianMultiple * others[others.count / 2]) else { return nil }
        var weights = [Double](repeating: 1, count: points.count)
        weights[worst] = 0
        let t = points.map(\.time)
        guard let fx = Polynomial.fit(t, points.map(\.position.x), weights: weights, degree: degree, origin: origin),
              let fy = Polynomial.fit(t, points.map(\.position.y), weights: weights, degree: degree, origin: origin)
        else { return nil }
        var refitted = points.map { hypot($0.position.x - fx($0.time), $0.position.y - fy($0.time)) }
        guard refitted.indices.allSatisfy({ $0 == worst || refitted[$0] < residuals[worst] / 2 }) else { return nil }
        refitted[worst] = .infinity
        return (fx, fy, refitted)
    }
}
