import Foundation

/// The test a track's end points must pass to stay in it (`Track.trimStart`, `trimEnd`) and
/// a confirmed flight's point to continue it after misses (`Track.continuesForwards`): the
/// point lies near where its neighbours' motion puts it at its time.
enum MotionBreak {
    /// Whether `point` breaks from the motion of `neighbours` (at least six): their
    /// perspective flight model (`flight`, nil when none could be fitted) where it follows
    /// them (a ball flying away slows too fast for a quadratic), else a quadratic in time.
    ///
    /// A point before its neighbours where the model's depth is under half its depth at the
    /// nearest neighbour is where the model, run back towards its pole, races off (one
    /// fitted to a few noisy points of a ball flying away): the point then breaks only if it
    /// breaks from the quadratic too.
    static func breaks(_ point: TrackPoint, from neighbours: ArraySlice<TrackPoint>, flight: FlightModel?) -> Bool {
        guard neighbours.count >= 6 else { return false }
        let nearest = abs(neighbours.first!.time - point.time) < abs(neighbours.last!.time - point.time)
            ? neighbours.first! : neighbours.last!
        if let model = flight, model.sigma < 1 {
            let strays = strays(point, from: neighbours, nearest: nearest, motion: model.position(at:))
            guard strays, point.time < nearest.time, model.depth(at: point.time) < 0.5 * model.depth(at: nearest.time),
                  let quadratic = quadraticMotion(of: neighbours, origin: point.time) else {
                return strays
            }
            return self.strays(point, from: neighbours, nearest: nearest, motion: quadratic)
        }
        guard let quadratic = quadraticMotion(of: neighbours, origin: point.time) else { return false }
        return strays(point, from: neighbours, nearest: nearest, motion: quadratic)
    }

    private static func quadraticMotion(of points: ArraySlice<TrackPoint>, origin: Double) -> ((Double) -> PixelPoint)? {
        guard let (fx, fy) = Polynomial.fitPath(points, degree: 2, origin: origin) else { return nil }
        return { PixelPoint(x: fx($0), y: fy($0)) }
    }

    /// Whether `point` lies outside the gate around where `motion` puts it, the gate widened
    /// by how far the neighbours stray from `motion`.
    private static func strays(_ point: TrackPoint, from neighbours: ArraySlice<TrackPoint>, nearest: TrackPoint,
                               motion at: (Double) -> PixelPoint) -> Bool {
        var sigma = 0.0
        for p in neighbours {
            let q = at(p.time)
            sigma += hypot(p.position.x - q.x, p.position.y - q.y)
        }
        sigma /= Double(neighbours.count)
        let fitted = at(point.time)
        // One step of travel to the nearest neighbour: perspective bends a fast early flight.
        let step = hypot(nearest.position.x - point.position.x, nearest.position.y - point.position.y)
        let allowed = 2.5 + 4 * sigma + 0.5 * point.radius + 0.15 * step
        // The fit's line is better known than how far along it the ball was.
        let gate = GateEllipse(centre: fitted, from: nearest.position, across: allowed, along: allowed + 0.15 * step)
        return gate.distance(to: point.position) > 1
    }
}
