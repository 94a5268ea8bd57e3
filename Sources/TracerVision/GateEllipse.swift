import Foundation

/// An elliptic search gate around a predicted position, its long axis along the step from
/// where the prediction was run from (`origin`) to it: the direction of a run-back or
/// run-forward flight is better known than how far it went.
struct GateEllipse {
    var centre: PixelPoint
    /// Unit vector along the step; nil when the step is too short to have a direction.
    var axis: (x: Double, y: Double)?
    var across: Double
    var along: Double

    init(centre: PixelPoint, from origin: PixelPoint, across: Double, along: Double) {
        self.centre = centre
        let step = hypot(centre.x - origin.x, centre.y - origin.y)
        axis = step > 1e-6 ? ((centre.x - origin.x) / step, (centre.y - origin.y) / step) : nil
        self.across = across
        self.along = max(across, along)
    }

    /// The distance of `point` from the centre in units of the gate: at most 1 inside it.
    func distance(to point: PixelPoint) -> Double {
        let dx = point.x - centre.x, dy = point.y - centre.y
        guard let axis else { return hypot(dx, dy) / across }
        let a = dx * axis.x + dy * axis.y, c = dy * axis.x - dx * axis.y
        return hypot(a / along, c / across)
    }

    /// The point of `points` nearest the centre that lies within `limit` of it (gate units)
    /// and that `accepts`, the first found on a tie; nil when none does. Each distance is taken
    /// once, and `accepts` is asked only of points nearer than the best so far.
    func nearest(among points: [TrackPoint], within limit: Double,
                 where accepts: (TrackPoint) -> Bool) -> TrackPoint? {
        var best: (distance: Double, point: TrackPoint)?
        for p in points {
            let d = distance(to: p.position)
            guard d <= limit, d < (best?.distance ?? .infinity), accepts(p) else { continue }
            best = (d, p)
        }
        return best?.point
    }
}
