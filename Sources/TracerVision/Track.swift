import Foundation

/// A hypothesis that a sequence of candidates is one moving ball.
///
/// While it grows it predicts where its ball is next; once confirmed, each point's
/// smoothed position is computed as soon as its smoothing window is complete and
/// never changes after that (`finalSamples`), so a tracer drawn from it stays true.
final class Track {
    enum State: Equatable { case tentative, confirmed }

    /// Kept while the track grows; taken over from a predecessor it continues.
    var uuid: UUID
    private(set) var points: [TrackPoint] {
        didSet {
            forgetFits()
            lastPointFromAnotherMover = false
        }
    }
    var state: State = .tentative {
        didSet {
            if state == .confirmed, oldValue != .confirmed { confirmedCount = count }
            // A young track's motion is fitted without a stray point, a confirmed one's is not.
            if state != oldValue { cachedMotion = nil }
        }
    }
    var misses = 0
    /// Whether it has looked back once already on being lost young (`completesByLookingBack`).
    var hadLastLook = false
    /// How many of its first points a flight followed from its launch (`LaunchFlightSearch`)
    /// found from the spot on, every one of them on one flight model.
    var followedFromLaunch = 0
    /// The local fits of the last smoothing of these points (see `MotionFit`).
    let smoothing: LocalSmootherMemo
    /// Points when it was confirmed (with those found before it and any flight it continues).
    private(set) var confirmedCount = 0
    /// No more points will come.
    private(set) var ended = false
    /// Indices where a segment starts: 0, and the first point after each gap of a joined flight.
    private(set) var segmentStarts: [Int] = [0] {
        didSet { forgetFits() }
    }
    /// Smoothed points whose windows are complete, in point order (nil: an outlier).
    private(set) var finalSamples: [SmoothedPoint?] = []
    static let smoother = FlightSmoother()

    /// When it began to be followed live: points the look back prepends do not move it (nor
    /// shorten the time a young track has to be confirmed).
    private(set) var followedSince: Double
    /// How many of its first points are an ended flight it continues (`continueFlight`), which
    /// passed the ball tests when it ended.
    private(set) var endedFlightCount: Int?

    init(uuid: UUID = UUID(), points: [TrackPoint], smoothing: LocalSmootherMemo = LocalSmootherMemo()) {
        self.uuid = uuid
        self.points = points
        self.smoothing = smoothing
        followedSince = points.first?.time ?? 0
    }

    var count: Int { points.count }

    func append(_ point: TrackPoint) {
        precondition(!ended, "a track that ended takes no points")
        points.append(point)
    }

    /// Adds an earlier point before the first (found again in the frames before the track
    /// began). Only before any output is final.
    func prepend(_ point: TrackPoint) {
        precondition(finalSamples.isEmpty && point.time < first.time)
        points.insert(point, at: 0)
        segmentStarts = [0] + segmentStarts.dropFirst().map { $0 + 1 }
    }

    /// Puts `point`, from the same frame, in place of the first point. Only before any output is final.
    func replaceFirst(with point: TrackPoint) {
        replacePoint(at: 0, with: point)
    }

    /// Puts `point`, from the same frame, in place of the point at `index`. Only before any output is final.
    func replacePoint(at index: Int, with point: TrackPoint) {
        precondition(finalSamples.isEmpty && abs(point.time - points[index].time) < 1e-9)
        points[index] = point
    }

    /// Whether `dropFirst` may run: no output final yet and a first segment longer than one point.
    var canDropFirst: Bool {
        finalSamples.isEmpty && count > 1 && (segmentStarts.count == 1 || segmentStarts[1] > 1)
    }

    /// Removes the first point (see `canDropFirst`).
    func dropFirst() {
        precondition(canDropFirst)
        points.removeFirst()
        segmentStarts = [0] + segmentStarts.dropFirst().map { $0 - 1 }
        followedSince = max(followedSince, first.time)
    }

    /// Puts the first `kept` points of `earlier` (all by default), a young track seen before this
    /// one began (see `GapContinuation`), in front of this one's: one young flight with a gap,
    /// with the earlier uuid. Neither may have final output.
    func joinYoung(after earlier: Track, keeping kept: Int? = nil) {
        let offset = kept ?? earlier.count
        precondition(finalSamples.isEmpty && earlier.finalSamples.isEmpty && offset > 0
            && earlier.points[offset - 1].time < first.time)
        points = Array(earlier.points.prefix(offset)) + points
        segmentStarts = earlier.segmentStarts.filter { $0 < offset } + segmentStarts.map { $0 + offset }
        uuid = earlier.uuid
        followedSince = min(followedSince, earlier.followedSince)
    }

    /// Puts `extra` (in time order, each inside a gap between two segments) into those gaps:
    /// the ball's points found where a joined flight was not seen. Only before any output is final.
    func insertInGaps(_ extra: [TrackPoint]) {
        precondition(finalSamples.isEmpty)
        guard !extra.isEmpty else { return }
        let boundaries = segmentStarts.dropFirst().map { points[$0].time }
        precondition(extra.allSatisfy { p in
            segmentStarts.dropFirst().contains { points[$0 - 1].time < p.time && p.time < points[$0].time }
        })
        let merged = (points + extra).sorted { $0.time < $1.time }
        let starts = [0] + boundaries.map { time in merged.firstIndex { $0.time >= time }! }
        points = merged
        segmentStarts = starts
    }

    /// Joins this (younger) track onto the end of `earlier`: one flight with a gap, one uuid.
    func continueFlight(of earlier: Track) {
        precondition(finalSamples.isEmpty && earlier.ended)
        let offset = earlier.count
        endedFlightCount = offset
        points = earlier.points + points
        segmentStarts = earlier.segmentStarts + segmentStarts.map { $0 + offset }
        finalSamples = earlier.finalSamples
        uuid = earlier.uuid
    }

    /// A confirmed copy of this track's points in `range` (with its uuid and the gaps among
    /// them), smoothed afresh: what stands of a flight when its other points were not its ball.
    /// Its smoothing starts from this track's windows that lie wholly inside `range`.
    func piece(_ range: Range<Int>) -> Track {
        let piece = Track(uuid: uuid, points: Array(points[range]), smoothing: smoothing.slice(range))
        piece.segmentStarts = [0] + segmentStarts.filter { $0 > range.lowerBound && $0 < range.upperBound }
            .map { $0 - range.lowerBound }
        piece.state = .confirmed
        return piece
    }

    /// A confirmed copy of this track's points at `kept` (ascending indices), with its uuid,
    /// smoothed afresh: what stands of a flight when its points between them were not its
    /// ball. A gap of the flight still starts a segment at the first kept point after it.
    func piece(keeping kept: [Int]) -> Track {
        let piece = Track(uuid: uuid, points: kept.map { points[$0] })
        let joins = segmentStarts.dropFirst()
        piece.segmentStarts = [0] + kept.indices.dropFirst().filter { i in
            joins.contains { kept[i - 1] < $0 && $0 <= kept[i] }
        }
        piece.state = .confirmed
        return piece
    }

    /// Marks the end: the remaining points' windows are as complete as they will be.
    func end() {
        ended = true
        freeze()
    }

    /// Velocity at the last point from the last two points, pixels / s.
    var velocity: (vx: Double, vy: Double)? {
        guard count >= 2 else { return nil }
        let a = points[count - 2], b = points[count - 1]
        let dt = max(1e-6, b.time - a.time)
        return ((b.position.x - a.position.x) / dt, (b.position.y - a.position.y) / dt)
    }
    var first: TrackPoint { points[0] }
    var last: TrackPoint { points[points.count - 1] }
    var duration: Double { last.time - points[0].time }
    /// Pixels from the first point to the last.
    var travel: Double { hypot(last.position.x - first.position.x, last.position.y - first.position.y) }

    var recentRadius: Double {
        let tail = points.suffix(5)
        return tail.reduce(0) { $0 + $1.radius } / Double(tail.count)
    }

    // MARK: Smoothed output

    private func segment(containing i: Int) -> Range<Int> {
        var start = 0
        var end = count
        for s in segmentStarts {
            if s <= i { start = s } else { end = s; break }
        }
        return start..<end
    }

    /// Computes the smoothed points whose windows have become complete.
    func freeze() {
        guard state == .confirmed || ended else { return }
        while finalSamples.count < count {
            let i = finalSamples.count
            let segment = segment(containing: i)
            let segmentEnded = ended || segment.upperBound < count
            guard Self.smoother.isFinal(i, segmentStart: segment.lowerBound, count: segment.upperBound,
                                        ended: segmentEnded) else { break }
            finalSamples.append(Self.smoother.smooth(i, points: points, segment: segment))
        }
    }

    /// Every point smoothed: the final ones, then the rest as they stand now.
    func smoothedPoints() -> [SmoothedPoint?] {
        var result = finalSamples
        for i in finalSamples.count..<count {
            result.append(Self.smoother.smooth(i, points: points, segment: segment(containing: i)))
        }
        return result
    }

    /// Time up to which this track's smoothed output is final.
    var finalThrough: Double? {
        finalSamples.isEmpty ? nil : points[finalSamples.count - 1].time
    }

    // MARK: Prediction

    /// Where the ball should be at `time` and how far from there a candidate may lie (display pixels).
    func predict(at time: Double, maximumStep: Double) -> (center: PixelPoint, gate: Double) {
        let dt = time - last.time
        let r = recentRadius
        switch count {
        case 1:
            return (last.position, maximumStep * max(1, dt / max(1e-6, nominalInterval)) + 2 + r)
        case 2:
            let p0 = points[0], p1 = points[1]
            let span = max(1e-6, p1.time - p0.time)
            let vx = (p1.position.x - p0.position.x) / span, vy = (p1.position.y - p0.position.y) / span
            let step = hypot(vx, vy) * dt
            return (PixelPoint(x: p1.position.x + vx * dt, y: p1.position.y + vy * dt), 3 + r + 0.4 * step)
        default:
            if let pastLonePoint = predictPastLonePoint(at: time, radius: r) { return pastLonePoint }
            // Coasting across a gap of two frames or more: the flight model, not a quadratic.
            if misses >= 2, let model = coastModel(),
               let coast = CoastPrediction.predict(model, after: last, at: time, radius: r,
                                                   confirmedFor: state == .confirmed ? last.time - points[0].time : 0) {
                return coast
            }
            guard let (fx, fy, sigma, speed) = recentMotion() else { return (last.position, maximumStep) }
            let growth = count >= 5 ? 0.12 : 0.25
            // A confirmed flight tracked this long is predicted to within its noise: clutter a
            // few pixels off, taken while the ball is hidden, would bend it off its course.
            let base = state == .confirmed && count >= 12 ? 2.0 : 3.0
            // The gate around a prediction whose points lie `spread` pixels off it.
            func gateAround(noise spread: Double) -> Double { base + r + 3 * spread + growth * speed * dt + 2 * Double(misses) }
            let gate = gateAround(noise: sigma)
            if misses <= 1, lastPointFromAnotherMover, let course = courseBeforeOffLastPoint(),
               course.depth(at: time) > 0.05 {
                return (course.position(at: time), gate)
            }
            if let model = recentFlight(), model.depth(at: time) > 0.05,
               !(state == .confirmed && model.plungesTowardsCamera(from: last.time, to: time) && sigma <= 1.5 * model.sigma) {
                let predicted = model.position(at: time)
                if let before = flightBeforeTurnBack(to: predicted, noise: sigma), before.depth(at: time) > 0.05 {
                    return (before.position(at: time), gate)
                }
                if followedFromLaunch > 0 {
                    // A flight followed from its launch was found as one flight model's points, and
                    // the quadratic misfits a drive slowing in the picture by several pixels: its
                    // spread would open the gate to clutter twenty pixels off (seed 401's drive).
                    return (predicted, gateAround(noise: min(sigma, max(1, 2 * model.sigma))))
                }
                return (predicted, gate)
            }
            if let model = flightSteadierThanQuadratic(quadraticResidual: sigma),
               model.depth(at: time) > 0.05 {
                return (model.position(at: time), gate)
            }
            let quadratic = PixelPoint(x: fx(time), y: fy(time))
            // Gated by the model's own spread: the quadratic's is its misfit to the flight.
            if let (model, spread) = flightWhereQuadraticTurnsBack(quadratic, quadraticResidual: sigma),
               model.depth(at: time) > 0.05 {
                return (model.position(at: time), gateAround(noise: spread))
            }
            if let slowing = youngFlightSlowing(quadratic, at: time) { return (slowing, gate) }
            return (carryingOn(quadratic, at: time, noise: sigma), gate)
        }
    }

    /// Drops the fits cached from the points, once they or their segments change.
    private func forgetFits() {
        cachedMotion = nil; cachedTailFlight = nil; cachedCoastFlight = nil; cachedRecentFlight = nil
        cachedCourseBeforeOffPoint = nil
    }

    /// Whether the last point lay off the flight's course where another mover was headed
    /// (`TrajectoryFitter.markTakenFromAnotherMover`); cleared when the points change.
    var lastPointFromAnotherMover = false
    /// `courseBeforeOffLastPoint()`'s answer, until the points change.
    var cachedCourseBeforeOffPoint: FlightModel??

    private var cachedMotion: (x: Polynomial, y: Polynomial, sigma: Double, speed: Double)?
    private var cachedTailFlight: FlightModel??

    /// The last twelve points of the last segment: what the track's recent motion is read from.
    var tail: ArraySlice<TrackPoint> { points[max(segmentStarts.last ?? 0, count - 12)...] }

    /// The perspective flight model of the last twelve points of the last segment (nil below
    /// six points or when none fits), fitted once until the points change: a track is
    /// predicted several times a frame, and both the coasting and the next-frame prediction
    /// read it.
    func tailFlight() -> FlightModel? {
        if let cached = cachedTailFlight { return cached }
        let model = tail.count >= CoastPrediction.minimumPoints ? FlightModel(points: Array(tail)) : nil
        cachedTailFlight = .some(model)
        return model
    }

    /// The last points of the last segment a flight across a gap is read from, with their
    /// perspective flight model: as many as cover `coastSpan` seconds, when that is more than
    /// `tail` and one model follows them all; else `tail`. At 240 fps twelve points span
    /// 0.05 s, and a model of them run across a cloud as long goes astray; but a longer span
    /// may reach back into clutter the track began on. Cached until the points change.
    private func coastFlight() -> (points: ArraySlice<TrackPoint>, model: FlightModel?) {
        if let cached = cachedCoastFlight { return cached }
        let wanted = min(Self.longestCoastTail, Int((Self.coastSpan / nominalInterval).rounded()))
        var result = (points: tail, model: tailFlight())
        if wanted > tail.count, count - (segmentStarts.last ?? 0) > tail.count {
            let longer = points[max(segmentStarts.last ?? 0, count - wanted)...]
            if let model = FlightModel(points: Array(longer)), CoastPrediction.follows(model) {
                result = (longer, model)
            }
        }
        cachedCoastFlight = result
        return result
    }

    /// Seconds of flight a coast across a gap is read from, at most (twelve frames at 60 fps).
    static let coastSpan = 0.2
    /// Most points a coast across a gap is read from.
    static let longestCoastTail = 48

    private var cachedCoastFlight: (points: ArraySlice<TrackPoint>, model: FlightModel?)?

    /// The flight model to coast on across a gap (`CoastPrediction`).
    func coastModel() -> FlightModel? {
        coastFlight().model.flatMap { CoastPrediction.follows($0) ? $0 : nil }
    }

    /// The flight model for the next frame when it follows the last points closely and they
    /// are eight or more (a ball flying away slows faster than a quadratic says): of the last
    /// twelve across a joined flight's gaps when one model follows them all, else of `tail`.
    /// Cached until the points change.
    private func recentFlight() -> FlightModel? {
        if let cached = cachedRecentFlight { return cached }
        var found: FlightModel?
        if tail.count < 12, count > tail.count,
           let model = FlightModel(points: Array(points.suffix(12))), model.followsEvery(atLeast: 8) {
            // A joined flight's last segment is short, and the model of its few points is
            // ill-determined off them; one model follows them and the points before the gap
            // alike: the gap joined one flight, and the longer model is the better read.
            found = model
        } else if let model = tailFlight(), model.followsEvery(atLeast: 8) {
            found = model
        }
        cachedRecentFlight = .some(found)
        return found
    }

    private var cachedRecentFlight: FlightModel??

    /// Constant-acceleration (constant-velocity below five points) fit of the last twelve
    /// points around the last one (a young track's without a stray point, `StrayPointRefit`):
    /// x(t), y(t), mean residual and speed. Cached until the points change.
    private func recentMotion() -> (Polynomial, Polynomial, Double, Double)? {
        if let c = cachedMotion { return (c.x, c.y, c.sigma, c.speed) }
        let tail = Array(self.tail)
        guard tail.count >= 2 else { return nil }
        let origin = last.time
        let degree = tail.count >= 5 ? 2 : 1
        guard var (fx, fy) = Polynomial.fitPath(tail, degree: degree, origin: origin) else { return nil }
        var residuals = tail.map { hypot($0.position.x - fx($0.time), $0.position.y - fy($0.time)) }
        if state == .tentative, let refit = StrayPointRefit.refit(tail, residuals: residuals, degree: degree, origin: origin) {
            (fx, fy, residuals) = refit
        }
        let kept = residuals.filter(\.isFinite)
        let sigma = kept.reduce(0, +) / Double(kept.count)
        let speed = hypot(fx.derivative(at: origin), fy.derivative(at: origin))
        cachedMotion = (fx, fy, sigma, speed)
        return (fx, fy, sigma, speed)
    }

    /// Typical time between this track's points.
    var nominalInterval: Double {
        guard count >= 2 else { return assumedFrameInterval }
        return max(1e-4, duration / Double(count - 1))
    }

    // MARK: Trimming (`Track+Trimming.swift`)

    /// Whether `point` (after the last) continues the track's last points: it does not break
    /// from their motion (the points and model a coast across a gap reads, `coastFlight()`).
    func continuesForwards(_ point: TrackPoint) -> Bool {
        let coast = coastFlight()
        return !MotionBreak.breaks(point, from: coast.points, flight: coast.model)
    }

    /// Removes the first `n` points (clutter before the flight, `trimStart`): only before any
    /// output is final, in a track of one segment.
    func removeFirstPoints(_ n: Int) {
        precondition(finalSamples.isEmpty && segmentStarts == [0] && n < count)
        points.removeFirst(n)
    }

    /// Whether the last point may be removed: it is not final and not the first of its segment.
    var canDropLast: Bool {
        count > 1 && finalSamples.count < count && (segmentStarts.last ?? 0) < count - 1
    }

    /// Removes the last `n` points (clutter after the flight, `trimEnd`): none of them final,
    /// all in the last segment.
    func removeLastPoints(_ n: Int) {
        precondition(n < count && count - n >= max(finalSamples.count, segmentStarts.last ?? 0))
        points.removeLast(n)
    }
}
