/// A track's path in time: x(t) and y(t) fitted alike.
extension Polynomial {
    /// x(t) and y(t) fitted to `points`' positions by least squares (`fit`), of `degree`, in
    /// time from `origin`; nil when either fit fails.
    static func fitPath<Points: Collection>(_ points: Points, degree: Int, origin: Double)
        -> (x: Polynomial, y: Polynomial)? where Points.Element == TrackPoint {
        let t = points.map(\.time)
        guard let x = fit(t, points.map(\.position.x), degree: degree, origin: origin),
              let y = fit(t, points.map(\.position.y), degree: degree, origin: origin) else { return nil }
        return (x, y)
    }
}
