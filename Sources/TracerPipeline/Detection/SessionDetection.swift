import Foundation
import TracerMedia
import TracerVision

/// `LiveDetection` on the current `TrajectorySession`, with the alignment step's
/// launch watcher: what `detect`, `render` and `debug` run.
///
/// The session may still change results it has reported (smoothing over later
/// points, confirming a flight only after `trajectoryLength` detections, joining
/// a flight to one that ended before, trimming a flight's ends or rejecting it
/// when it stops), so `settledUntil` is only an estimate here: `lag` analysed
/// frames behind the last one. A session that knows when its results stop
/// changing should report that time instead.
final class SessionDetection: LiveDetection {
    /// How every detection decodes: fully, as `render` must for its output, so that
    /// `detect`, `debug` and `render` see the same pixels and find the same path.
    /// (The decoder's fast mode, which skips the loop filter, changes what the
    /// detector finds.)
    static func decoding(threads: Int) -> VideoReader.Options {
        VideoReader.Options(fastLumaDecode: false, threads: threads)
    }

    let request: TrajectoryRequest
    /// Analysed frames behind the last one that `settledUntil` keeps: a flight is
    /// reported after `trajectoryLength` detections and its smoothed points move
    /// until about as many more have come. (The session also changes results much
    /// further back, see above: on the sample clips, only a delay of over a
    /// second draws every frame as the final path does.)
    let lag: Int
    private let session: TrajectorySession
    private let source: TracerPath.Source
    private let extrapolate: Bool
    private let launchWatcher: BallAtRestFinder?
    private let watchedAfter: Double
    private let observer: (any DetectionObserver)?
    private let warning: (String) -> Void
    /// Seconds between analysed frames.
    private let interval: Double
    private var lastAnalysed = -Double.infinity
    private var cached: ProvisionalPath?
    private var warnedSize = false

    /// - Parameters:
    ///   - file: the clip's file name, as the path records it.
    ///   - observer: sees every analysed frame's diagnostics (`debug`).
    init(file: String, info: MediaInfo, settings: DetectionSettings, alignment: Alignment,
         observer: (any DetectionObserver)? = nil, warning: @escaping (String) -> Void) {
        request = alignment.request
        session = TrajectorySession(request: alignment.request, geometry: FrameGeometry(info: info))
        source = TracerPath.Source(file: file, width: info.video.width, height: info.video.height,
                                   rotation: info.video.rotation, frameRate: info.video.frameRate,
                                   duration: info.duration)
        extrapolate = settings.extrapolate
        launchWatcher = alignment.launchWatcher
        watchedAfter = alignment.seenUntil
        self.observer = observer
        self.warning = warning
        interval = max(alignment.request.frameAnalysisSpacing, info.video.frameRate > 0 ? 1 / info.video.frameRate : 1.0 / 30)
        lag = 2 * alignment.request.trajectoryLength + 2
        observer?.chose(alignment.request)
    }

    /// Analyses one decoded frame (frames of another size than the clip's are skipped).
    func add(_ frame: borrowing VideoFrame) throws(TracerError) {
        cached = nil
        let geometry = session.geometry
        guard frame.width == geometry.codedWidth, frame.height == geometry.codedHeight else {
            if !warnedSize {
                warning("a \(frame.width)×\(frame.height) frame in a \(geometry.codedWidth)×\(geometry.codedHeight) clip is not searched for the ball")
            }
            warnedSize = true
            return
        }
        let time = frame.time
        let diagnostics = frame.withLumaPlane { luma in
            let plane = LumaPlane(luma)
            if time > watchedAfter { launchWatcher?.add(luma: plane, time: time) }
            return session.process(luma: plane, time: time)
        }
        if let diagnostics { try analysed(diagnostics) }
    }

    var settledUntil: Double { lastAnalysed - Double(lag) * interval }

    /// The path found so far and how far it is settled. (Each call after a new
    /// frame refits every flight still growing: the session keeps no path of its own.)
    func provisional() -> ProvisionalPath {
        if let cached { return cached }
        let result = ProvisionalPath(path: build(session.observations), settledUntil: settledUntil)
        cached = result
        return result
    }

    /// Ends the clip and returns the final path.
    func finish() throws(TracerError) -> TracerPath {
        if let diagnostics = session.flush() { try analysed(diagnostics) }
        cached = nil
        return build(session.finish())
    }

    private func analysed(_ diagnostics: FrameDiagnostics) throws(TracerError) {
        lastAnalysed = diagnostics.time
        try observer?.analysed(diagnostics, session: session)
    }

    private func build(_ observations: [TrajectoryObservation]) -> TracerPath {
        TracerPathBuilder.build(observations: observations, source: source, request: request,
                                extrapolation: extrapolate ? ExtrapolationLimit() : nil,
                                launch: launchWatcher?.launch)
    }
}
