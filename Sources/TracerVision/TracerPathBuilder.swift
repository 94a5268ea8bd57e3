import Foundation

/// Builds the stored path document from a clip's trajectories.
public enum TracerPathBuilder {
    /// One `TracerPath.Trajectory` per observation: a `.detected` point at every
    /// detection time, taken from the SMOOTHED motion, then, if `extrapolation` is
    /// given, `.extrapolated` points after the last one. With `launches` (from the
    /// alignment step), a flight that starts soon after a launch and points back to its
    /// rest spot begins at the rest spot at the launch time (each launch starts one
    /// flight), and trajectories that begin before the first launch (the ball still lay
    /// at rest) are dropped. Without launches, a trajectory needs twice `trajectoryLength`
    /// detections.
    public static func build(observations: [TrajectoryObservation], source: TracerPath.Source,
                             request: TrajectoryRequest, extrapolation: ExtrapolationLimit? = nil,
                             launches: [LaunchPoint] = [], style: TracerPath.StyleRecord? = nil) -> TracerPath {
        var unused = launches.sorted { $0.time < $1.time }
        let size = (width: source.width, height: source.height)
        // While the ball lies at rest nothing of it flies: a track that starts before the
        // launch is the golfer or the club (one frame of slack for the launch estimate).
        let flights = observations.filter { observation in
            // With no ball seen at rest nothing anchors a flight: it must show itself for
            // twice the points a trajectory needs (the club and hands of a practice swing
            // look like a short flight for a moment).
            guard let first = launches.map(\.time).min() else {
                return observation.detectionCount >= 2 * request.trajectoryLength
            }
            return observation.start >= first - observation.motion.frameInterval
        }
        let trajectories = flights.sorted { $0.start < $1.start }.map { observation -> TracerPath.Trajectory in
            var result = trajectory(from: observation, extrapolation: extrapolation)
            if let index = unused.lastIndex(where: { departure(from: $0, observation, size: size) != nil }) {
                let launch = unused.remove(at: index)
                let time = departure(from: launch, observation, size: size) ?? launch.time
                result.points.insert(TracerPath.Point(t: time, x: launch.position.x, y: launch.position.y,
                                                      r: launch.radius, kind: .detected), at: 0)
                result.start = time
            }
            return result
        }
        return TracerPath(source: source, request: request.record, trajectories: trajectories, style: style)
    }

    /// When a flight left `launch`'s rest spot, if it did (see `LaunchDeparture`). The flight
    /// is run back with the camera's shake taken out, as the fitter judged its claim on the
    /// launch: a hand-held camera's few pixels of shake bend a run back of a few frames off
    /// the spot. The spot is taken with the shake of the flight's first sample.
    static func departure(from launch: LaunchPoint, _ observation: TrajectoryObservation,
                          size: (width: Int, height: Int)) -> Double? {
        let motion = observation.motion
        let samples = motion.samples
        guard let first = samples.first,
              let left = TrajectoryFitter.earliestDeparture(from: launch.time, flightStart: first.t,
                                                            frameInterval: motion.frameInterval)
        else { return nil }
        let offsets = motion.cameraOffsets.count == samples.count
            ? motion.cameraOffsets : Array(repeating: NormalizedPoint(x: 0, y: 0), count: samples.count)
        // In pixels, as the fitter runs flights back (the flight model's robust scale has a
        // floor of a quarter pixel, and its fit is conditioned for pixel coordinates).
        let w = Double(size.width), h = Double(size.height)
        return LaunchDeparture.departure(
            times: samples.map(\.t), xs: zip(samples, offsets).map { ($0.x - $1.x) * w },
            ys: zip(samples, offsets).map { ($0.y - $1.y) * h },
            spot: ((launch.position.x - offsets[0].x) * w, (launch.position.y - offsets[0].y) * h),
            spotRadius: max(0.0025, launch.radius) * w, launchTime: left, frameInterval: motion.frameInterval)
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
