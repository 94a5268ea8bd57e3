import Foundation

/// The test a track's end points must pass to stay in it (`Track.trimStart`, `trimEnd`) and
/// a confirmed flight's point to continue it after misses (`Track.continuesForwards`): the
/// point lies near where its neighbours' motion puts it at its time.
enum MotionBreak {
    /// Whether `point` breaks from the motion of `neighbours` (at least six): their
    /// perspective flight model (`flight`, nil when none could be fitted) where it follows
    /// them (a ball flying away slows too fast for a quadratic), else a quadratic in time.
    static func breaks(_ point: TrackPoint, from neighbours: ArraySlice<TrackPoint>, flight: FlightModel?) -> Bool {
        guard neighbours.count >= 6 else { return false }
        let at: (Double) -> PixelPoint
        if let model = flight, model.sigma < 1 {
            at = { model.position(at: $0) }
        } else {
            let t = neighbours.map(\.time)
            guard let fx = Polynomial.fit(t, neighbours.map(\.position.x), degree: 2, origin: point.time),
                  let fy = Polynomial.fit(t, neighbours.map(\.position.y), degree: 2, origin: point.time) else {
                return false
            }
            at = { PixelPoint(x: fx($0), y: fy($0)) }
        }
        var sigma = 0.0
        for p in neighbours {
            let q = at(p.time)
            sigma += hypot(p.position.x - q.x, p.position.y - q.y)
        }
        sigma /= Double(neighbours.count)
        let fitted = at(point.time)
        // One step of travel to the nearest neighbour: perspective bends a fast early flight.
        let nearest = abs(neighbours.first!.time - point.time) < abs(neighbours.last!.time - point.time)
            ? neighbours.first! : neighbours.last!
        let step = hypot(nearest.position.x - point.position.x, nearest.position.y - point.position.y)
        let allowed = 2.5 + 4 * sigma + 0.5 * point.radius + 0.15 * step
        // The fit's line is better known than how far along it the ball was.
        let gate = GateEllipse(centre: fitted, from: nearest.position, across: allowed, along: allowed + 0.15 * step)
        return gate.distance(to: point.position) > 1
    }
}
