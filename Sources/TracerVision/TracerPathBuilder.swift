import Foundation

/// Builds the stored path document from a clip's trajectories.
public enum TracerPathBuilder {
    /// One `TracerPath.Trajectory` per observation: a `.detected` point at every
    /// detection time, taken from the SMOOTHED motion, then, if `extrapolation` is
    /// given, `.extrapolated` points after the last one. With `launches` (from the
    /// alignment step), a flight that starts soon after a launch and points back to its
    /// rest spot begins at the rest spot at the launch time (each launch starts one
    /// flight), and trajectories that begin before the first launch (the ball still lay
    /// at rest) are dropped.
    public static func build(observations: [TrajectoryObservation], source: TracerPath.Source,
                             request: TrajectoryRequest, extrapolation: ExtrapolationLimit? = nil,
                             launches: [LaunchPoint] = [], style: TracerPath.StyleRecord? = nil) -> TracerPath {
        var unused = launches.sorted { $0.time < $1.time }
        let aspectRatio = Double(source.width) / Double(max(1, source.height))
        // While the ball lies at rest nothing of it flies: a track that starts before the
        // launch is the golfer or the club (one frame of slack for the launch estimate).
        let flights = observations.filter { observation in
            guard let first = launches.map(\.time).min() else { return true }
            return observation.start >= first - observation.motion.frameInterval
        }
        let trajectories = flights.sorted { $0.start < $1.start }.map { observation -> TracerPath.Trajectory in
            var result = trajectory(from: observation, extrapolation: extrapolation)
            if let index = unused.lastIndex(where: { departure(from: $0, observation, aspectRatio: aspectRatio) != nil }) {
                let launch = unused.remove(at: index)
                let time = departure(from: launch, observation, aspectRatio: aspectRatio) ?? launch.time
                result.points.insert(TracerPath.Point(t: time, x: launch.position.x, y: launch.position.y,
                                                      r: launch.radius, kind: .detected), at: 0)
                result.start = time
            }
            return result
        }
        return TracerPath(source: source, request: request.record, trajectories: trajectories, style: style)
    }

    /// When a flight left `launch`'s rest spot, if it did: it must begin within 0.35 s of the
    /// launch, and its first detections, run backwards on a quadratic, must pass near the spot
    /// (within a quarter of the way to the first detection, and at least a few radii). The
    /// moment they pass closest is the departure: the spot alone tends to say too early, as
    /// the club can hide the ball a frame or two before impact.
    static func departure(from launch: LaunchPoint, _ observation: TrajectoryObservation, aspectRatio: Double) -> Double? {
        let early = Array(observation.motion.samples.prefix(6))
        guard early.count >= 3, let first = early.first else { return nil }
        let gap = first.t - launch.time
        guard gap > 0, gap <= 0.35 else { return nil }
        // Normalised y is in height units: work in width units to measure distances.
        let t = early.map(\.t)
        let degree = early.count >= 5 ? 2 : 1
        guard let fx = Polynomial.fit(t, early.map(\.x), degree: degree, origin: first.t),
              let fy = Polynomial.fit(t, early.map { $0.y / aspectRatio }, degree: degree, origin: first.t) else {
            return nil
        }
        let interval = observation.motion.frameInterval
        let lower = launch.time - 3 * interval, upper = first.t
        let restY = launch.position.y / aspectRatio
        func distance(_ time: Double) -> Double { hypot(fx(time) - launch.position.x, fy(time) - restY) }
        var best = (time: upper, distance: distance(upper))
        let steps = 200
        for k in 0...steps {
            let time = lower + (upper - lower) * Double(k) / Double(steps)
            let d = distance(time)
            if d < best.distance { best = (time, d) }
        }
        let travelled = hypot(first.x - launch.position.x, first.y / aspectRatio - restY)
        let allowed = max(0.01, 4 * launch.radius, 0.25 * travelled)
        return best.distance <= allowed ? best.time : nil
    }

    /// The stored form of one observation.
    public static func trajectory(from observation: TrajectoryObservation,
                                  extrapolation: ExtrapolationLimit? = nil) -> TracerPath.Trajectory {
        var points = observation.motion.samples.map {
            TracerPath.Point(t: $0.t, x: $0.x, y: $0.y, r: $0.r, kind: .detected)
        }
        if let limit = extrapolation { points += observation.motion.extrapolate(limit) }
        let e = observation.equationCoefficients
        return TracerPath.Trajectory(uuid: observation.uuid, confidence: observation.confidence,
                                     start: points.first?.t ?? observation.start, end: points.last?.t ?? observation.end,
                                     equationCoefficients: [e.x, e.y, e.z],
                                     movingAverageRadius: observation.movingAverageRadius, points: points)
    }
}
