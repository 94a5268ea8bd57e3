/// Builds the stored path document from a clip's trajectories.
public enum TracerPathBuilder {
    /// One `TracerPath.Trajectory` per observation: a `.detected` point at every
    /// detection time, taken from the FITTED motion (smooth), then, if `extrapolation`
    /// is given, `.extrapolated` points after the last one.
    public static func build(observations: [TrajectoryObservation], source: TracerPath.Source,
                             request: TrajectoryRequest, extrapolation: ExtrapolationLimit? = nil,
                             style: TracerPath.StyleRecord? = nil) -> TracerPath {
        let trajectories = observations.sorted { $0.start < $1.start }.map { trajectory(from: $0, extrapolation: extrapolation) }
        return TracerPath(source: source, request: request.record, trajectories: trajectories, style: style)
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
