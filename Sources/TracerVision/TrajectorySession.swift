import Foundation

/// How a session finds the ball before the swing (the seed app's alignment step).
public struct Alignment: Sendable, Equatable {
    /// Look for a ball at rest and for the moments balls leave their spots.
    public var findsBall: Bool
    /// The ball's position before the swing, if the user gave it (display-normalised, top-left).
    public var ball: NormalizedPoint?
    /// Let flights start only in the band above the ball at rest, once it is known.
    public var derivesRegion: Bool

    public init(findsBall: Bool, ball: NormalizedPoint? = nil, derivesRegion: Bool = false) {
        self.findsBall = findsBall || ball != nil
        self.ball = ball
        self.derivesRegion = derivesRegion
    }

    /// No alignment: search the request's region from the first frame.
    public static let none = Alignment(findsBall: false)
    /// Find the ball at rest, watch for launches, and search above the ball.
    public static let automatic = Alignment(findsBall: true, derivesRegion: true)
}

/// Runs detection and fitting over a clip's frames, like performing a
/// `VNDetectTrajectoriesRequest` on each frame of a sequence.
///
/// Feed frames in presentation order with `process(luma:time:)`; each call returns
/// the diagnostics of the frame analysed (a frame or so behind, since the detector
/// compares each frame with later ones). At the end call `finish()`. `observations`
/// and `settledTime` give the trajectories as they stand while frames arrive.
/// Not thread-safe: use from one task.
public final class TrajectorySession {
    /// The request as given.
    public let request: TrajectoryRequest
    public let geometry: FrameGeometry
    public let alignment: Alignment
    private let detector: BallCandidateDetector
    private let fitter: TrajectoryFitter
    private let finder: BallAtRestFinder?
    private var lastIngestedTime: Double?
    private var lastAnalysedTime: Double?
    private var cameraOffset = PixelPoint(x: 0, y: 0)
    private var frameCounter = 0
    private var stride = 1
    private var averageCost: Double?
    private var flushed = false
    private var derivedRegion: NormalizedRect?

    /// Frames skipped because processing exceeded `targetFrameTime`.
    public private(set) var framesSkippedForBudget = 0
    /// Frames analysed so far.
    public private(set) var framesAnalysed = 0
    /// Whether each frame's diagnostics list the tracks being linked (`tracer debug`).
    public var recordsTracks = false

    /// - Parameter frameRate: the clip's frame rate; sets how far apart compared frames are.
    public init(request: TrajectoryRequest, geometry: FrameGeometry, frameRate: Double = 60,
                alignment: Alignment = .none) {
        self.request = request
        self.geometry = geometry
        self.alignment = alignment
        let analysedRate = request.frameAnalysisSpacing > 0 ? min(frameRate, 1 / request.frameAnalysisSpacing) : frameRate
        detector = BallCandidateDetector(geometry: geometry, request: request,
                                         baseline: BallCandidateDetector.baseline(forFrameRate: analysedRate))
        fitter = TrajectoryFitter(request: request, geometry: geometry)
        finder = alignment.findsBall ? BallAtRestFinder(grid: detector.grid, givenBall: alignment.ball) : nil
    }

    /// The ball lying still before the swing, once found (or as given).
    public var ballAtRest: BallAtRest? { finder?.ball }

    /// Where and when balls left their rest spots, in time order.
    public var launches: [LaunchPoint] {
        guard let finder else { return [] }
        let standing = finder.launches
        // A launch a flight took back may stand again at the finder (its tee went too).
        let takenBack = fitter.reinstatedLaunches.filter { launch in !standing.contains { $0.time == launch.time } }
        return (standing + takenBack).sorted { $0.time < $1.time }
    }

    /// The request as run: its region narrowed to the band above the ball at rest when
    /// alignment derived one (what the path JSON records).
    public var effectiveRequest: TrajectoryRequest {
        var effective = request
        if let derivedRegion { effective.regionOfInterest = derivedRegion }
        return effective
    }

    /// Adds a frame (coded orientation, as decoded) at `time` seconds; returns the
    /// diagnostics of the frame analysed now, if any.
    @discardableResult
    public func process(luma: LumaPlane, time: Double) -> FrameDiagnostics? {
        if let last = lastIngestedTime, time - last < request.frameAnalysisSpacing - 1e-6 { return nil }
        frameCounter += 1
        if stride > 1 && frameCounter % stride != 0 {
            framesSkippedForBudget += 1
            return nil
        }
        let started = ContinuousClock.now
        lastIngestedTime = time
        detector.ingest(luma, time: time)
        if let finder, let frame = detector.newestFrame {
            finder.add(frame, time: time)
            if alignment.derivesRegion, let ball = finder.ball {
                let region = RegionOfInterest.above(ball: ball, launches: finder.launches, halfWidth: 1)
                if region != derivedRegion {
                    derivedRegion = region
                    fitter.restrictSeeds(to: region)
                }
            }
        }
        let diagnostics = analysePending()
        if let budget = request.targetFrameTime { adaptStride(budget: budget, since: started) }
        return diagnostics
    }

    private func adaptStride(budget: Double, since started: ContinuousClock.Instant) {
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let cost = seconds / Double(stride)
        let average = averageCost.map { 0.8 * $0 + 0.2 * cost } ?? cost
        averageCost = average
        if average > budget && stride < 4 {
            stride += 1
            averageCost = nil
        } else if average < 0.5 * budget && stride > 1 {
            stride -= 1
            averageCost = nil
        }
    }

    /// Analyses the frames still waiting for later neighbours (compared with earlier ones only);
    /// `finish()` calls it.
    public func flush() -> [FrameDiagnostics] {
        guard !flushed else { return [] }
        flushed = true
        detector.flush()
        var all: [FrameDiagnostics] = []
        while detector.pendingTime != nil {
            if let diagnostics = analysePending() { all.append(diagnostics) }
        }
        return all
    }

    private func analysePending() -> FrameDiagnostics? {
        guard let time = detector.pendingTime else { return nil }
        let gates = fitter.gates(at: time, cameraOffset: cameraOffset) + launchGates(at: time)
        guard let detection = detector.detectPending(gates: gates) else { return nil }
        let origin = geometry.displayPixel(fromCoded: PixelPoint(x: 0, y: 0))
        let moved = geometry.displayPixel(fromCoded: detection.cameraShift)
        cameraOffset.x += moved.x - origin.x
        cameraOffset.y += moved.y - origin.y
        framesAnalysed += 1
        lastAnalysedTime = time
        if let finder {
            fitter.withdrawnLaunches = finder.withdrawnLaunches
            fitter.launches = launches
        }
        let (decisions, events) = fitter.update(with: detection, cameraOffset: cameraOffset)
        var diagnostics = FrameDiagnostics(
            time: time,
            candidates: zip(detection.candidates, decisions).map { CandidateDiagnostic(candidate: $0, decision: $1) },
            rejectedBlobs: detection.rejected, trackEvents: events, noiseSigma: detection.noiseSigma,
            threshold: detection.threshold, cameraShift: detection.cameraShift,
            activeTrajectories: fitter.activeTrajectories, framesSkippedForBudget: framesSkippedForBudget,
            gates: gates, ballAtRest: finder?.ball, launches: launches)
        if recordsTracks { diagnostics.tracks = fitter.snapshots(minimumPoints: 3) }
        return diagnostics
    }

    /// Where a ball just hit may be: above each rest spot that emptied shortly before `time`,
    /// growing with the time since (the fastest plausible ball), for the first few frames only:
    /// after that the ball's own track looks for it.
    private func launchGates(at time: Double) -> [SearchGate] {
        guard let finder else { return [] }
        let interval = max(1e-3, detector.frameInterval ?? assumedFrameInterval)
        let diagonal = hypot(Double(geometry.displayWidth), Double(geometry.displayHeight))
        let step = request.preset.maximumSpeed * diagonal * interval
        return finder.emptiedSpots(at: time, window: 6 * interval).map { spot in
            let reach = min(0.3 * diagonal, step * max(1, (time - spot.since) / interval + 0.5)) + 2 * spot.radius
            return SearchGate(center: PixelPoint(x: spot.position.x, y: spot.position.y - 0.5 * reach),
                              radius: reach, purpose: .launch(spot: spot.position))
        }
    }

    /// Confirmed trajectories so far (ended and growing), for live display.
    public var observations: [TrajectoryObservation] { fitter.observations }

    /// Time up to which what `observations` and `launches` say will not change as more
    /// frames come (nil before the first analysed frame; the end of the clip after `finish()`).
    public var settledTime: Double? {
        guard let analysed = lastAnalysedTime else { return nil }
        if flushed { return fitter.settledTime }
        // The path drops flights that start before the first launch (the golfer, the club).
        // Once that launch can neither be withdrawn nor be preceded by one seen later, which
        // flights it drops is decided: those do not hold anything back.
        let launches = self.launches
        let firstLaunch = launches.first?.time ?? .infinity
        let firstLaunchFinal = finder.map { firstLaunch < analysed - max(BallAtRestFinder.withdrawalWindow, $0.launchLatency) } ?? false
        // (A confirmed flight's start is fixed, but the path starts it at its first smoothed
        // point, which may come a few frames later: a quarter of a second of margin.) With a
        // ball at rest, not before a flight leaves that launch: until then the path may take
        // one of them for the ball's flight, its departure unseen
        // (`TracerPathBuilder.flightBeforeUnflownLaunch`).
        let interval = detector.frameInterval ?? assumedFrameInterval
        let firstLaunchFlown = finder?.ball == nil || launches.first.map { first in
            // Only a flight that starts within `staleLaunchReach` after a launch can leave it
            // (half a second of margin either side for the smoothed start).
            let span = (first.time - 0.5)...(first.time + TrajectoryFitter.staleLaunchReach + 0.5)
            return TracerPathBuilder.flies(from: first, fitter.observations(startingWithin: span),
                                           size: (width: geometry.displayWidth, height: geometry.displayHeight))
        } ?? true
        let dropped = firstLaunchFinal && firstLaunchFlown ? firstLaunch - 0.25 : -.infinity
        guard var settled = fitter.settledTime(ignoringFlightsBefore: dropped) else { return nil }
        if let finder {
            // A launch is seen a few frames after it happens, and withdrawn if the spot fills again soon.
            settled = min(settled, analysed - finder.launchLatency)
            for launch in launches where launch.time > analysed - BallAtRestFinder.withdrawalWindow {
                settled = min(settled, launch.time)
            }
            // A flight found up to a second after its launch starts at its departure, which may
            // be a few frames before the launch the spot saw (see `LaunchDeparture`).
            for launch in launches where launch.time > analysed - 1 {
                settled = min(settled, launch.time - 3 * interval)
            }
            // A flight that starts before the first launch now may be dropped when a launch is
            // seen, or kept if none ever is, or if no flight leaves that launch; once that launch
            // is final and flown, a withdrawn launch before it that a flight may still take back
            // may become the first launch instead.
            let reinstatable = finder.withdrawnLaunches.map(\.time)
                .filter { $0 > analysed - TrajectoryFitter.staleLaunchReach && $0 < firstLaunch }.min()
            // Such a flight, taken for the ball's with its leaving unseen, is drawn from the spot,
            // run back up to `launchWindow` before its first point (`TracerPathBuilder.unseenLaunch`).
            let unseenLeaving = finder.ball != nil && (launches.isEmpty || !firstLaunchFlown)
            let runBack = unseenLeaving ? TrajectoryFitter.launchWindow : 0
            if let undecided = firstLaunchFinal && firstLaunchFlown ? reinstatable : firstLaunch {
                for start in fitter.trajectoryStarts where start < undecided + interval {
                    settled = min(settled, start - runBack - interval)
                }
            }
        }
        return settled
    }

    /// Ends the clip: analyses the last frames and returns every trajectory, in time order.
    public func finish() -> [TrajectoryObservation] {
        _ = flush()
        return fitter.finish()
    }
}
