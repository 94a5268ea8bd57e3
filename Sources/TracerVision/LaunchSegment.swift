import Foundation

/// How a stored flight begins at its launch: the rest spot at the moment the ball left it
/// (a `.detected` point: the ball was seen there), then, at each frame before the flight's
/// first detection, the flight run back to the spot (`.interpolated`: a fast ball's first
/// frames are often missed, and a straight segment from the spot would lag it badly).
///
/// The flight is run back in pixels with the camera's shake taken out, as the fitter runs a
/// flight back to judge its claim on the launch (`TrajectoryFitter.runsBack`): a hand-held
/// camera's few pixels of shake bend a run back of a few frames off the spot, and the flight
/// model's robust scale is in pixels. The spot is taken with the shake of the first sample.
enum LaunchSegment {
    /// The points that begin `observation` at `launch`, in time order; nil when the flight
    /// did not leave that spot (see `LaunchDeparture` and `TrajectoryFitter.earliestDeparture`:
    /// not after a new ball lay there).
    static func points(from launch: LaunchPoint, _ observation: TrajectoryObservation,
                       size: (width: Int, height: Int)) -> [TracerPath.Point]? {
        points(from: launch, observation, size: size, skipping: 0)?.points
    }

    /// The points that begin `observation` at `launch` and how many of its first samples they
    /// replace. Without `replacingStray`, those of `points(from:_:size:)`, replacing none, unless
    /// its first sample is a stray within half a frame of the departure (below); with it, those
    /// run back from its second sample on, replacing its first, when that first sample is a
    /// detection lying off the run back (clutter by the golfer the look back took for the
    /// ball's first frame: seed 735's chip, 10 px off, left its flight no launch and dated it
    /// 5.5 frames late), else nil. `TracerPathBuilder` asks for the second only when no launch
    /// is left by the flight whole.
    static func points(from launch: LaunchPoint, _ observation: TrajectoryObservation, size: (width: Int, height: Int),
                       replacingStray: Bool) -> (points: [TracerPath.Point], replaced: Int)? {
        if replacingStray { return withoutStrayFirstSample(from: launch, observation, size: size, departedWithin: nil) }
        // A first sample off the run back within half a frame of the ball's departure is not
        // the ball, which had barely moved: the club at impact beside it (seed 107's drive, a
        // detection 17 px from the spot as the spot emptied; drawn from, the path cut the ball's
        // next two frames 12 px off). Later ones stay: a fast ball's first streak may sit a few
        // pixels off a run back fitted to its slower frames after (seeds 31 and 1223's drives).
        if let replaced = withoutStrayFirstSample(from: launch, observation, size: size,
                                                  departedWithin: 0.5 * observation.motion.headInterval) {
            return replaced
        }
        return points(from: launch, observation, size: size, skipping: 0).map { ($0.points, 0) }
    }

    /// The points run back to `launch` from `observation`'s second sample on, replacing its
    /// first, when that first sample is a detection lying off that run back (and, with
    /// `departedWithin`, no later than that many seconds after the run back leaves the spot).
    private static func withoutStrayFirstSample(from launch: LaunchPoint, _ observation: TrajectoryObservation,
                                                size: (width: Int, height: Int), departedWithin: Double?)
        -> (points: [TracerPath.Point], replaced: Int)? {
        let samples = observation.motion.samples
        guard samples.count > 6, let first = samples.first, !first.interpolated,
              let rest = points(from: launch, observation, size: size, skipping: 1),
              departedWithin.map({ first.t - rest.runBack.time <= $0 + 1e-9 }) ?? true,
              let there = rest.runBack.position(first.t) else { return nil }
        let w = Double(size.width), h = Double(size.height)
        // Run-back pixels have the shake taken out, as the first sample's own.
        let offset = shakes(of: observation.motion)[0]
        let off = hypot((first.x - offset.x) * w - there.x, (first.y - offset.y) * h - there.y)
        guard off > max(3, 2 * first.r * w) else { return nil }
        return (rest.points, 1)
    }

    private static func points(from launch: LaunchPoint, _ observation: TrajectoryObservation,
                               size: (width: Int, height: Int), skipping skipped: Int)
        -> (points: [TracerPath.Point], runBack: LaunchDeparture.RunBack)? {
        let motion = observation.motion
        let samples = Array(motion.samples.dropFirst(skipped))
        let interval = motion.headInterval
        guard let first = samples.first,
              let left = TrajectoryFitter.earliestDeparture(from: launch, flightStart: first.t,
                                                            frameInterval: interval)
        else { return nil }
        let offsets = Array(shakes(of: motion).dropFirst(skipped))
        let w = Double(size.width), h = Double(size.height)
        let shake = offsets[0]
        let times = samples.map(\.t), xs = zip(samples, offsets).map { ($0.x - $1.x) * w },
            ys = zip(samples, offsets).map { ($0.y - $1.y) * h }
        let spot = ((launch.position.x - shake.x) * w, (launch.position.y - shake.y) * h)
        let spotRadius = max(0.0025, launch.radius) * w
        guard let runBack = LaunchDeparture.runBack(times: times, xs: xs, ys: ys, spot: spot, spotRadius: spotRadius,
                                                    launchTime: left, frameInterval: interval)
            ?? AnchoredDeparture.runBack(times: times, xs: xs, ys: ys, spot: spot, spotRadius: spotRadius,
                                         launchTime: left, frameInterval: interval)
        else { return nil }
        var points = [TracerPath.Point(t: runBack.time, x: launch.position.x, y: launch.position.y, r: launch.radius,
                                       kind: .detected)]
        guard interval > 0 else { return (points, runBack) }
        var between: [TracerPath.Point] = []
        var t = first.t - interval
        while t > runBack.time + 1e-6 {
            guard let p = runBack.position(t) else { break }
            let f = (t - runBack.time) / (first.t - runBack.time)
            between.append(TracerPath.Point(t: t, x: p.x / w + shake.x, y: p.y / h + shake.y,
                                            r: launch.radius + f * (first.r - launch.radius), kind: .interpolated))
            t -= interval
        }
        points += between.reversed()
        return (points, runBack)
    }

    /// The camera offset of each of `motion`'s samples; none (zero) when they were not kept.
    private static func shakes(of motion: TrajectoryMotion) -> [NormalizedPoint] {
        motion.cameraOffsets.count == motion.samples.count
            ? motion.cameraOffsets : Array(repeating: NormalizedPoint(x: 0, y: 0), count: motion.samples.count)
    }
}
