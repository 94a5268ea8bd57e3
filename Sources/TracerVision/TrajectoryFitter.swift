import Foundation

/// Links candidates across frames into tracks and decides which tracks are ball flights.
///
/// Each track predicts where its ball is next (constant acceleration fitted to its
/// recent points; a gate growing with speed, residual and missed frames). Long
/// tracks claim candidates one-to-one, best first; short ones branch over several,
/// so clutter cannot steal a ball's first points. A track is confirmed once it has
/// `trajectoryLength` points and bends downwards under gravity beyond its noise;
/// straight or upward-curving movers (birds, the club near impact) and large or
/// jittery ones are rejected, and a track still unconfirmed after `confirmationWindow`
/// seconds is dropped. Positions are stabilised by the camera's shift.
///
/// Output is final as early as possible: a confirmed track's smoothed points are
/// fixed once their smoothing window is complete, and `settledTime` says up to when
/// nothing reported can change.
///
/// The launch rules live in `TrajectoryFitter+Launches.swift`, the look back for a new
/// flight's first frames in `TrajectoryFitter+LookBack.swift` (and across a gap to its
/// launch in `TrajectoryFitter+Bridge.swift`), the tests for one flight tracked twice in
/// `TrajectoryFitter+Duplicates.swift`, the end of a track and what stands of it in
/// `TrajectoryFitter+Salvage.swift`, the ball tests in `TrajectoryFitter+Verdicts.swift` and
/// `settledTime` in `TrajectoryFitter+Settled.swift`; the state they share is internal to
/// the module for them.
public final class TrajectoryFitter {
    public let request: TrajectoryRequest
    public let geometry: FrameGeometry
    private let builder: ObservationBuilder
    var tracks: [Track] = []
    var finished: [Track] = []
    private(set) var lastTime: Double?
    /// Typical time between analysed frames (running estimate).
    var frameInterval: Double?
    /// `frameInterval`, or the assumed one before two frames are seen.
    var typicalInterval: Double { frameInterval ?? assumedFrameInterval }
    private(set) var frameIndex = 0
    /// Candidate ids are `frameIndex × candidatesPerFrame + index`.
    static let candidatesPerFrame = 100_000
    /// Added to the index of a blob that touches other motion (`DetectionResult.entangled`).
    static let entangledIDOffset = 50_000
    private let displayROI: (x0: Double, y0: Double, x1: Double, y1: Double)
    /// Where new tracks may start, display pixels (the region of interest unless narrowed).
    private(set) var seedRegion: (x0: Double, y0: Double, x1: Double, y1: Double)
    let maximumRadius: Double
    /// Where and when balls left their rest spots so far (from the alignment step).
    public var launches: [LaunchPoint] = []
    /// Launches the alignment step withdrew (the spot looked filled again soon after). A
    /// flight that leaves none of `launches` but leaves one of these takes it back
    /// (`reinstatedLaunches`): what filled the spot was the tee, not the ball.
    public var withdrawnLaunches: [LaunchPoint] = []
    /// Times of the withdrawn launches a flight took back.
    var reinstated: [Double: LaunchPoint] = [:]
    /// Flights confirmed while no launch stood but some had been withdrawn: each claims a
    /// launch no flight holds once launches are known again (`claimLaunchesLate`).
    var unclaimed: [Track] = []
    /// The candidates of the recent analysed frames, oldest first, to look back into when a
    /// track is confirmed (its first frames were often missed: fast, blurred, beside the golfer).
    var history: [(time: Double, points: [TrackPoint])] = []
    /// The candidates of the recent frame at `time` (`history`); nil once that frame has left it.
    func historyPoints(at time: Double) -> [TrackPoint]? {
        history.first { abs($0.time - time) < 1e-9 }?.points
    }
    /// The blobs of those frames that touch other motion (`DetectionResult.entangled`), by
    /// frame time: only the look back takes them.
    var entangledHistory: [Double: [TrackPoint]] = [:]
    /// The track found from each launch's rest spot (keyed by launch time) while it is still young.
    var launchTracks: [Double: Track] = [:]
    /// The confirmed flight that left each launch (keyed by launch time), when it left, and
    /// whether it ran back close by the spot (`LaunchDeparture.RunBack.close`).
    var launchClaims: [Double: (track: Track, start: Double, close: Bool)] = [:]
    /// The most points a flight followed from each launch had (keyed by launch time).
    var followedLaunches: [Double: Int] = [:]
    /// The flights being followed from each launch in its follow window (keyed by launch time).
    var launchHypotheses: [Double: LaunchFlightSearch.Hypotheses] = [:]
    /// Young tracks lost before they could be confirmed that moved like a flight.
    let lostYoung = LostYoungFlights(maximumGap: TrajectoryFitter.continuationGap)
    /// Confirmed tracks dropped during the current update (a launch went to another).
    var revoked: Set<ObjectIdentifier> = []
    /// The ball each launched flight passed over for a speck in the last frame
    /// (`TrajectoryFitter.passedOverBall`).
    var passedOver: [(flight: Track, ball: TrackPoint)] = []
    /// The longest a flight may go unseen (behind a cloud, too faint) and still be joined
    /// to the track found after, seconds.
    static let continuationGap = 0.6
    /// Most points of a lost flight's end that may overlap the track that continues it in time
    /// (`predecessor(of:)`).
    static let overlappedTailPoints = 2
    /// How long after a launch its first frames are searched for, seconds.
    static let launchWindow = 0.3
    /// How long after a launch its spot's watch is believed to have lost a ball still at
    /// rest, seconds, when a flight's run back says the ball left the spot later.
    static let staleLaunchReach = 1.5
    /// Upper bound on live track hypotheses.
    public var maximumTracks = 400
    /// A track not confirmed this long after its first point is dropped, seconds.
    public var confirmationWindow = 0.6

    public init(request: TrajectoryRequest, geometry: FrameGeometry) {
        self.request = request
        self.geometry = geometry
        builder = ObservationBuilder(request: request, geometry: geometry)
        displayROI = Self.pixels(of: request.regionOfInterest, geometry)
        seedRegion = displayROI
        maximumRadius = request.objectMaximumNormalizedRadius * Double(geometry.displayWidth)
    }

    private static func pixels(of region: NormalizedRect, _ geometry: FrameGeometry)
        -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let (x, y, w, h) = region.topLeftComponents
        let dw = Double(geometry.displayWidth), dh = Double(geometry.displayHeight)
        return (x * dw, y * dh, (x + w) * dw, (y + h) * dh)
    }

    /// Narrows where new tracks may start (e.g. above the ball at rest), Vision's lower-left form.
    public func restrictSeeds(to region: NormalizedRect) {
        let r = Self.pixels(of: region, geometry)
        seedRegion = (max(r.x0, displayROI.x0), max(r.y0, displayROI.y0), min(r.x1, displayROI.x1), min(r.y1, displayROI.y1))
    }

    var diagonal: Double { hypot(Double(geometry.displayWidth), Double(geometry.displayHeight)) }

    /// Farthest a ball may move (display pixels) from the last frame analysed to `time`.
    func maximumStep(at time: Double) -> Double {
        let dt = lastTime.map { max(1e-3, time - $0) } ?? 1.0 / 30
        return request.preset.maximumSpeed * diagonal * dt
    }

    /// Where established tracks expect their ball at `time`, in display pixels (for a second,
    /// lower-threshold look), and where young flights just after a launch expect theirs
    /// (`isYoungStreakFlight`; a look at the full threshold without the ring test).
    public func gates(at time: Double, cameraOffset: PixelPoint) -> [SearchGate] {
        let step = maximumStep(at: time)
        return tracks.compactMap { track in
            let young = isYoungStreakFlight(track)
            guard track.count >= 5 || young else { return nil }
            let (c, gate) = track.predict(at: time, maximumStep: step)
            return SearchGate(center: PixelPoint(x: c.x + cameraOffset.x, y: c.y + cameraOffset.y),
                              radius: min(64, gate + 2), purpose: young ? .youngFlight : .flight)
        }
    }

    /// Adds one analysed frame's candidates; `cameraOffset` is the camera's accumulated
    /// shift in display pixels. Returns each candidate's decision and the track events.
    public func update(with detection: DetectionResult, cameraOffset: PixelPoint)
        -> (decisions: [CandidateDecision], events: [TrackEvent]) {
        let time = detection.time
        let step = maximumStep(at: time)
        if let last = lastTime, time > last {
            frameInterval = frameInterval.map { min($0, time - last) * 0.2 + $0 * 0.8 } ?? (time - last)
        }
        frameIndex += 1
        var events: [TrackEvent] = []
        let points = trackPoints(of: detection, cameraOffset: cameraOffset)
        history.append((time, points))
        if !detection.entangled.isEmpty {
            entangledHistory[time] = trackPoints(of: detection, cameraOffset: cameraOffset, entangled: true)
        }
        if let oldest = history.first, time - oldest.time > confirmationWindow + 0.2 {
            history.removeFirst()
            entangledHistory[oldest.time] = nil
        }
        var assignment = Assignment(count: points.count)
        extendLongTracks(with: points, at: time, step: step, into: &assignment)
        extendShortTracks(with: points, at: time, step: step, into: &assignment)
        seedTracks(from: points, candidates: detection.candidates, into: &assignment)
        searchLaunches(at: time, cameraOffset: cameraOffset, step: step, events: &events)
        followUnflownLaunches(at: time, cameraOffset: cameraOffset, events: &events, grown: &assignment.extended)
        judgeTracks(at: time, step: step, cameraOffset: cameraOffset, extended: assignment.extended, events: &events)
        claimLaunchesLate(cameraOffset: cameraOffset, events: &events)
        dropRetracedFlights(at: time, events: &events)
        removeDuplicates()
        if tracks.count > maximumTracks {
            tracks.sort { ($0.state == .confirmed ? 1000 : 0) + $0.count > ($1.state == .confirmed ? 1000 : 0) + $1.count }
            tracks.removeLast(tracks.count - maximumTracks)
        }
        lastTime = time
        let final = assignment.decisions.map { $0 ?? .unassigned("not taken") }
        return (final, events)
    }

    /// Misses, exits and the tests: ends confirmed tracks that are lost or gone, and drops,
    /// keeps waiting or confirms tentative ones.
    private func judgeTracks(at time: Double, step: Double, cameraOffset: PixelPoint, extended: Set<ObjectIdentifier>,
                             events: inout [TrackEvent]) {
        var kept = Set<ObjectIdentifier>()
        let confirmedMissLimit = max(3, Int((0.1 / max(1e-3, time - (lastTime ?? time - assumedFrameInterval))).rounded()))
        revoked.removeAll()
        // Confirmed flights first, and one that ends leaves `tracks` at once: a flight judged
        // clutter as it ends gives its launch back before the young tracks waiting on that
        // launch are judged this frame (seed 337's portrait, whose ball's track would have run
        // out of time in the frame the club's track holding its launch was dropped).
        let confirmedFirst = tracks.filter { $0.state == .confirmed } + tracks.filter { $0.state != .confirmed }
        for track in confirmedFirst {
            if revoked.contains(ObjectIdentifier(track)) { continue }
            let grew = extended.contains(ObjectIdentifier(track))
            if !grew { track.misses += 1 }
            switch track.state {
            case .confirmed:
                let (c, _) = track.predict(at: time + (time - (lastTime ?? time)), maximumStep: step)
                let outside = c.x + cameraOffset.x < displayROI.x0 || c.x + cameraOffset.x > displayROI.x1
                    || c.y + cameraOffset.y < displayROI.y0 || c.y + cameraOffset.y > displayROI.y1
                if track.misses > coastLimit(of: track, confirmedMissLimit) || (outside && track.misses > 0) {
                    events.append(end(track, reason: outside ? "left the region of interest" : "lost for \(track.misses) frames", lost: !outside))
                    tracks.removeAll { $0 === track }
                    continue
                }
                track.freeze()
            case .tentative:
                guard judgeTentative(track, grew: grew, at: time, missLimit: confirmedMissLimit,
                                     cameraOffset: cameraOffset, events: &events) else { continue }
            }
            kept.insert(ObjectIdentifier(track))
        }
        // In their order before (the assignment breaks ties by it).
        tracks = tracks.filter { kept.contains(ObjectIdentifier($0)) && !revoked.contains(ObjectIdentifier($0)) }
    }

    /// Whether a tentative track lives on (waiting, or confirmed now); adds what became of it to `events`.
    private func judgeTentative(_ track: Track, grew: Bool, at time: Double, missLimit confirmedMissLimit: Int,
                                cameraOffset: PixelPoint, events: inout [TrackEvent]) -> Bool {
        // A young flight that has shown itself for a while may pass behind a cloud or the golfer.
        let limit = track.count == 1 ? 1 : track.count >= 6 ? confirmedMissLimit : 2
        var grew = grew
        if track.misses > limit {
            guard judgedOnLoss(track, lost: "lost", events: &events) else { return false }
            grew = true
        }
        // The frame that runs the confirmation window out still judges a track it grew: what it
        // brought (a point, or a launch given back) may confirm it; else the track is dropped.
        let expired = time - track.followedSince > confirmationWindow
        func waits() -> Bool {
            guard expired else { return true }
            events.append(TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count,
                                     reason: "not confirmed within \(fmt(confirmationWindow)) s"))
            return false
        }
        if expired && !grew { return waits() }
        if grew, !expired {
            joinEarlierYoungFlight(continuedBy: track, at: time, events: &events)
        }
        guard grew, track.count >= request.trajectoryLength, var fit = MotionFit(points: track.points, smoothing: track.smoothing) else { return waits() }
        var verdict = youngVerdict(on: track, fit: fit, cameraOffset: cameraOffset)
        // Clutter the track took up as it began (the club, another seed) can spoil the fit of
        // a flight that follows: without it the flight is judged on its own.
        if verdict != nil, dropStrayFirstPoints(of: track) > 0 {
            // Too short now to be judged: it waits for more points, like any young track.
            guard track.count >= request.trajectoryLength,
                  let refit = MotionFit(points: track.points, smoothing: track.smoothing) else { return waits() }
            fit = refit
            verdict = youngVerdict(on: track, fit: fit, cameraOffset: cameraOffset)
        }
        if verdict != nil, dropLeadingRun(of: track, cameraOffset: cameraOffset),
           let refit = MotionFit(points: track.points, smoothing: track.smoothing) {
            fit = refit
            verdict = youngVerdict(on: track, fit: fit, cameraOffset: cameraOffset)
        }
        if verdict != nil, let dropped = dropStrayTail(of: track) {
            let lost = "lost at a gap, the \(dropped) points it took past it dropped"
            guard judgedOnLoss(track, lost: lost, events: &events) else {
                events.append(TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count,
                                         reason: lost + "; too few before it"))
                return false
            }
            guard let refit = MotionFit(points: track.points, smoothing: track.smoothing) else { return waits() }
            fit = refit
            verdict = youngVerdict(on: track, fit: fit, cameraOffset: cameraOffset)
        }
        if verdict != nil, passesAsContinuation(track, cameraOffset: cameraOffset) { verdict = nil }
        if let reason = verdict {
            if fit.isHopeless(duration: track.duration) || fit.meanRadius > maximumRadius + 0.75 {
                events.append(TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count, reason: reason))
                return false
            }
            events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count, reason: reason))
            return waits()
        }
        // Judged again with the next frame, when the ball may show where its motion says.
        if !expired, dropStrayLastPoint(of: track) {
            events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count,
                                     reason: "its last point, faint, leapt ahead of its motion: dropped"))
            return true
        }
        if duplicatesConfirmedFlight(track) {
            events.append(TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count,
                                     reason: "follows a flight already confirmed"))
            return false
        }
        let before = track.count
        replacePointsAfterCoast(of: track)
        takeStreakForTipSpeck(of: track)
        track.trimStart()
        let launch = extendBackwards(track)
        takeStreakForTipSpeck(of: track)
        let absorbed = absorbFlights(overlappedBy: track, leftFrom: launch)
        let predecessor = predecessor(of: track)
        // A flight refused for leaving no launch, or one that claimed its launch from past a
        // gap, may have its first frames before the gap (`bridgeToLaunch`).
        if predecessor == nil {
            let refusal = launchVerdict(on: track, cameraOffset: cameraOffset, events: &events)
            if refusal != nil || startsLateAfterClaimedLaunch(track) {
                let bridged = track.count
                if bridgeToLaunch(track, cameraOffset: cameraOffset),
                   launchVerdict(on: track, cameraOffset: cameraOffset, events: &events) == nil {
                    events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count,
                                             reason: "\(track.count - bridged) points before a gap join it to a launch"))
                } else if let refusal {
                    events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count, reason: refusal))
                    return waits()
                }
            }
        }
        let filled = fillJoinGaps(of: track)
        confirm(track, joining: predecessor)
        let found = track.count - before - filled
        events.append(TrackEvent(uuid: track.uuid, kind: .confirmed, pointCount: track.count,
                                 reason: "bends under gravity" + (found > 0 ? "; \(found) earlier points found" : "")
                                    + (absorbed > 0 ? "; continues the flight they belonged to" : "")))
        return true
    }

    /// Confirms a track already trimmed and extended backwards; `predecessor` is the index in
    /// `finished` of the flight it continues, if any, with how many of that flight's points stand.
    private func confirm(_ track: Track, joining predecessor: (index: Int, kept: Int)?) {
        if let predecessor {
            var earlier = finished.remove(at: predecessor.index)
            if predecessor.kept < earlier.count {
                let piece = earlier.piece(0..<predecessor.kept)
                piece.end()
                handOverLaunch(from: earlier, to: piece)
                earlier = piece
            }
            track.continueFlight(of: earlier)
            handOverLaunch(from: earlier, to: track)
        }
        track.state = .confirmed
        track.freeze()
    }

    /// The flights confirmed so far: ended ones, then those still growing.
    var confirmedFlights: [Track] { finished + tracks.filter { $0.state == .confirmed } }

    /// Confirmed trajectories so far: ended ones and those still growing, in time order.
    public var observations: [TrajectoryObservation] {
        confirmedFlights
            .compactMap { builder.observation(for: $0) }
            .sorted { $0.start < $1.start }
    }

    /// Observations of the confirmed flights whose first point lies within `span`: the few
    /// that may leave a launch, without building every flight's.
    func observations(startingWithin span: ClosedRange<Double>) -> [TrajectoryObservation] {
        confirmedFlights.filter { span.contains($0.first.time) }.compactMap { builder.observation(for: $0) }
    }

    /// UUIDs of the confirmed trajectories still growing.
    public var activeTrajectories: [UUID] { tracks.filter { $0.state == .confirmed }.map(\.uuid) }

    /// Ends every track; returns all trajectories found, in time order.
    public func finish() -> [TrajectoryObservation] {
        for track in tracks where track.state == .confirmed { _ = end(track, reason: "end of clip") }
        tracks.removeAll()
        return finished.compactMap { builder.observation(for: $0) }.sorted { $0.start < $1.start }
    }
}
