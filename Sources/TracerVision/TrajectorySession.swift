import Foundation

/// Runs detection and fitting over a clip's frames, like performing a
/// `VNDetectTrajectoriesRequest` on each frame of a sequence.
///
/// Feed frames in presentation order with `process(luma:time:)`; each call returns
/// the diagnostics of the frame analysed (one frame behind, since the detector
/// compares each frame with the next). Call `finish()` at the end of the clip.
/// Not thread-safe: use from one task.
public final class TrajectorySession {
    public let request: TrajectoryRequest
    public let geometry: FrameGeometry
    private let detector: BallCandidateDetector
    private let fitter: TrajectoryFitter
    private var lastIngestedTime: Double?
    private var cameraOffset = PixelPoint(x: 0, y: 0)
    private var frameCounter = 0
    private var stride = 1
    private var averageCost: Double?
    private var flushed = false

    /// Frames skipped because processing exceeded `targetFrameTime`.
    public private(set) var framesSkippedForBudget = 0
    /// Frames analysed so far.
    public private(set) var framesAnalysed = 0

    public init(request: TrajectoryRequest, geometry: FrameGeometry) {
        self.request = request
        self.geometry = geometry
        detector = BallCandidateDetector(geometry: geometry, request: request)
        fitter = TrajectoryFitter(request: request, geometry: geometry)
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
        let diagnostics = analysePending()
        if let budget = request.targetFrameTime {
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
        return diagnostics
    }

    /// Analyses the last frame (compared with its predecessor only); `finish()` calls it.
    public func flush() -> FrameDiagnostics? {
        guard !flushed else { return nil }
        flushed = true
        detector.flush()
        return analysePending()
    }

    private func analysePending() -> FrameDiagnostics? {
        guard let time = detector.pendingTime else { return nil }
        let gates = fitter.gates(at: time, cameraOffset: cameraOffset)
        guard let detection = detector.detectPending(gates: gates) else { return nil }
        let origin = geometry.displayPixel(fromCoded: PixelPoint(x: 0, y: 0))
        let moved = geometry.displayPixel(fromCoded: detection.cameraShift)
        cameraOffset.x += moved.x - origin.x
        cameraOffset.y += moved.y - origin.y
        framesAnalysed += 1
        let (decisions, events) = fitter.update(with: detection, cameraOffset: cameraOffset)
        return FrameDiagnostics(
            time: time,
            candidates: zip(detection.candidates, decisions).map { CandidateDiagnostic(candidate: $0, decision: $1) },
            rejectedBlobs: detection.rejected, trackEvents: events, noiseSigma: detection.noiseSigma,
            threshold: detection.threshold, cameraShift: detection.cameraShift,
            activeTrajectories: fitter.activeTrajectories, framesSkippedForBudget: framesSkippedForBudget,
            gates: gates)
    }

    /// Confirmed trajectories so far (ended and growing), for live display.
    public var observations: [TrajectoryObservation] { fitter.observations }

    /// Ends the clip: analyses the last frame and returns every trajectory, in time order.
    public func finish() -> [TrajectoryObservation] {
        _ = flush()
        return fitter.finish()
    }
}
