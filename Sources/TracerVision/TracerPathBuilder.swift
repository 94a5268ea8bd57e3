import Foundation

/// Builds the stored path document from a clip's trajectories.
public enum TracerPathBuilder {
    /// One `TracerPath.Trajectory` per observation: a `.detected` point at every
    /// detection time, taken from the SMOOTHED motion (and an `.interpolated` one at each
    /// frame of a gap the motion fills), then, if `extrapolation` is
    /// given, `.extrapolated` points after the last one. With `launches` (from the
    /// alignment step), a flight that starts soon after a launch and points back to its
    /// rest spot begins at the rest spot when it left it, run back to it over the frames
    /// before its first detection (`LaunchSegment`; each launch starts one flight), and
    /// trajectories that begin before the first launch (the ball still lay at rest) are
    /// dropped. Without launches, a trajectory needs twice `trajectoryLength`
    /// detections; with a `ballAtRest` whose leaving went unseen (a tee as bright as the
    /// ball left behind on its spot), the first flight that runs back to its spot within
    /// `TrajectoryFitter.launchWindow` before its first detection begins there
    /// (`unseenLaunch`).
    public static func build(observations: [TrajectoryObservation], source: TracerPath.Source,
                             request: TrajectoryRequest, extrapolation: ExtrapolationLimit? = nil,
                             launches: [LaunchPoint] = [], ballAtRest: BallAtRest? = nil,
                             style: TracerPath.StyleRecord? = nil) -> TracerPath {
        var unused = launches.sorted { $0.time < $1.time }
        var unseenBall = launches.isEmpty ? ballAtRest : nil
        let size = (width: source.width, height: source.height)
        var flights: [TrajectoryObservation] = [], dropped: [TrajectoryObservation] = []
        for observation in observations {
            if exclusion(of: observation, request: request, launches: launches, size: size) == nil {
                flights.append(observation)
            } else {
                dropped.append(observation)
            }
        }
        if let ball = ballAtRest,
           let early = flightBeforeUnflownLaunch(dropped, kept: flights, launches: launches, ball: ball, size: size) {
            flights.append(early)
            unseenBall = ball
        }
        let trajectories = flights.sorted { $0.start < $1.start }.map { observation -> TracerPath.Trajectory in
            var result = trajectory(from: observation, extrapolation: extrapolation)
            // The latest launch the flight leaves whole, else the latest it leaves without a
            // stray first sample.
            var start: [TracerPath.Point]?
            for replacing in [false, true] where start == nil {
                for index in unused.indices.reversed() {
                    guard let (points, replaced) = LaunchSegment.points(from: unused[index], observation, size: size,
                                                                        replacingStray: replacing)
                    else { continue }
                    unused.remove(at: index)
                    result.points.removeFirst(replaced)
                    start = points
                    break
                }
            }
            if start == nil, let ball = unseenBall, let points = unseenLaunch(of: ball, observation, size: size) {
                unseenBall = nil
                start = points
            }
            if let start {
                result.points.insert(contentsOf: start, at: 0)
                result.start = start[0].t
            }
            return result
        }
        return TracerPath(source: source, request: request.record, trajectories: trajectories, style: style)
    }

    /// Why `build` leaves `observation` out of the path, in a sentence; nil when it keeps it.
    /// While the ball lies at rest nothing of it flies: a flight that starts before the
    /// first launch is the golfer or the club (one frame of slack for the launch estimate).
    /// With no ball seen at rest nothing anchors a flight: it must show itself for twice the
    /// points a trajectory needs (the club and hands of a practice swing look like a short
    /// flight for a moment), and for the points a trajectory needs clearly (seed 487's practice
    /// swing: 20 detections, 9 of them clear), and must not come to a stop in the air
    /// (`StopInTheAir`, judged when the frame `size` is given).
    public static func exclusion(of observation: TrajectoryObservation, request: TrajectoryRequest,
                                 launches: [LaunchPoint], size: (width: Int, height: Int)? = nil) -> String? {
        guard let first = launches.map(\.time).min() else {
            let needed = 2 * request.trajectoryLength
            if observation.detectionCount < needed {
                return "\(observation.detectionCount) detections and no ball seen leaving its spot, "
                    + "where a flight needs \(needed) (twice trajectoryLength)"
            }
            if observation.clearDetectionCount < request.trajectoryLength {
                return "\(observation.clearDetectionCount) clear detections and no ball seen leaving its spot, "
                    + "where a flight needs \(request.trajectoryLength) (trajectoryLength)"
            }
            return size.flatMap { StopInTheAir.verdict(observation.motion.samples, size: $0) }
                .map { "\($0), and no ball seen leaving its spot" }
        }
        return observation.start >= first - observation.motion.headInterval ? nil
            : "begins at \(fmt(observation.start)) s, before the first launch at \(fmt(first)) s "
                + "(the ball still lay at rest: taken for the golfer or the club)"
    }

    /// Longest time, seconds, from a flight's unseen departure from the rest spot to its first
    /// detection for `flightBeforeUnflownLaunch`: a ball just hit is at its largest and fastest,
    /// and seen at once; the club swung back from the ball at address runs back to the spot too,
    /// but over 12 to 15 frames of a slow start.
    static let promptDeparture = 0.05

    /// The flight that left the ball's rest spot unseen before the first launch, when no flight
    /// leaves that launch: the watch missed the ball's departure (a tee as bright as the ball
    /// left on the spot) and later took something else on the spot (the golfer's follow-through)
    /// for it. The earliest of `dropped` (with launches seen, the flights `exclusion` leaves out
    /// for beginning before the first) that runs back to the spot (`unseenLaunch`) within
    /// `promptDeparture` of its first detection and gets clear of it (`getsClear`); nil when one
    /// of `kept` leaves the first launch.
    static func flightBeforeUnflownLaunch(_ dropped: [TrajectoryObservation], kept: [TrajectoryObservation],
                                          launches: [LaunchPoint], ball: BallAtRest,
                                          size: (width: Int, height: Int)) -> TrajectoryObservation? {
        guard let first = launches.min(by: { $0.time < $1.time }),
              !flies(from: first, kept, size: size) else { return nil }
        return dropped
            .sorted { $0.start < $1.start }
            .first { observation in
                guard let seen = observation.motion.samples.first?.t,
                      let departure = unseenLaunch(of: ball, observation, size: size)?.first?.t else { return false }
                return seen - departure <= promptDeparture && getsClear(of: ball, observation, size: size)
            }
    }

    /// Ball radii from its spot that a flight `flightBeforeUnflownLaunch` takes must reach.
    static let spotClearance = 10.0

    /// Whether one of `observation`'s detections lies `spotClearance` ball radii or more from
    /// `ball`'s spot. A ball just hit flies several of its diameters a frame, so the flight
    /// confirmed on it reaches tens of radii; a mover that stays near the spot never left it
    /// (held-out seed 1291's practice swing: a bird hovering where the watch took it for a
    /// ball at rest gave a run of 13 detections, all within 3.4 of its radii of the spot).
    static func getsClear(of ball: BallAtRest, _ observation: TrajectoryObservation,
                          size: (width: Int, height: Int)) -> Bool {
        let w = Double(size.width), h = Double(size.height)
        let reach = Self.spotClearance * ball.radius * w
        return observation.motion.samples.contains { sample in
            !sample.interpolated && hypot((sample.x - ball.position.x) * w, (sample.y - ball.position.y) * h) >= reach
        }
    }

    /// Whether one of `flights` leaves `launch` (`LaunchSegment`), or begins with the ball still
    /// on its spot (`startsOnSpot`).
    static func flies(from launch: LaunchPoint, _ flights: [TrajectoryObservation],
                      size: (width: Int, height: Int)) -> Bool {
        flights.contains { LaunchSegment.points(from: launch, $0, size: size) != nil || startsOnSpot(launch, $0, size: size) }
    }

    /// Whether `observation`'s first sample is a detection on `launch`'s spot (within the ball's
    /// diameter) in the frame before it: the ball seen at rest just before it left, which no
    /// launch segment runs back to (seed 1031's iron: without this, a speck that had left the
    /// spot 25 frames before impact was drawn as the ball leaving it unseen).
    static func startsOnSpot(_ launch: LaunchPoint, _ observation: TrajectoryObservation,
                             size: (width: Int, height: Int)) -> Bool {
        guard let first = observation.motion.samples.first, !first.interpolated,
              first.t <= launch.time + 1e-9, launch.time - first.t <= observation.motion.headInterval + 1e-9
        else { return false }
        let w = Double(size.width), h = Double(size.height)
        let off = hypot((first.x - launch.position.x) * w, (first.y - launch.position.y) * h)
        return off <= max(2, 2 * launch.radius * w)
    }

    /// The launch segment (`LaunchSegment`) of a flight from the spot of a ball at rest whose
    /// leaving no watch saw: the flight must run back to the spot within `launchWindow`
    /// before its first detection, at a moment inside that window (one at its edge is a run
    /// back that never came nearer, not a departure).
    static func unseenLaunch(of ball: BallAtRest, _ observation: TrajectoryObservation,
                             size: (width: Int, height: Int)) -> [TracerPath.Point]? {
        guard let first = observation.motion.samples.first else { return nil }
        let window = LaunchPoint(time: first.t - TrajectoryFitter.launchWindow, position: ball.position,
                                 radius: ball.radius)
        guard let start = LaunchSegment.points(from: window, observation, size: size),
              start[0].t > window.time else { return nil }
        return start
    }

    /// The stored form of one observation.
    public static func trajectory(from observation: TrajectoryObservation,
                                  extrapolation: ExtrapolationLimit? = nil) -> TracerPath.Trajectory {
        var points = observation.motion.samples.map {
            TracerPath.Point(t: $0.t, x: $0.x, y: $0.y, r: $0.r, kind: $0.interpolated ? .interpolated : .detected)
        }
        if let limit = extrapolation { points += observation.motion.extrapolate(limit) }
        let e = observation.equationCoefficients
        return TracerPath.Trajectory(uuid: observation.uuid, confidence: observation.confidence,
                                     start: points.first?.t ?? observation.start, end: points.last?.t ?? observation.end,
                                     equationCoefficients: [e.x, e.y, e.z],
                                     movingAverageRadius: observation.movingAverageRadius, points: points)
    }
}
