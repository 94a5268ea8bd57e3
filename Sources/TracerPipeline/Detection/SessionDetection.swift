import Foundation
import TracerMedia
import TracerVision

/// `LiveDetection` on a `TrajectorySession`: what `detect`, `render` and `debug` run.
/// The session does the alignment step as frames go by and says up to when its
/// results are final (`TrajectorySession.settledTime`).
final class SessionDetection: LiveDetection {
    /// How every detection decodes: fully, as `render` must for its output, so that
    /// `detect`, `debug` and `render` see the same pixels and find the same path.
    /// (The decoder's fast mode, which skips the loop filter, changes what the
    /// detector finds.)
    static func decoding(threads: Int) -> VideoReader.Options {
        VideoReader.Options(fastLumaDecode: false, threads: threads)
    }

    private let session: TrajectorySession
    private let source: TracerPath.Source
    private let extrapolate: Bool
    private let observer: (any DetectionObserver)?
    private let warning: (String) -> Void
    private var announced: TrajectoryRequest
    private var cached: ProvisionalPath?
    private var warnedSize = false
    private var finished = false

    /// - Parameters:
    ///   - file: the clip's file name, as the path records it.
    ///   - observer: sees every analysed frame's diagnostics (`debug`).
    init(file: String, info: MediaInfo, settings: DetectionSettings, observer: (any DetectionObserver)? = nil,
         warning: @escaping (String) -> Void) throws(TracerError) {
        session = TrajectorySession(request: try RequestBuilder.request(for: settings), geometry: FrameGeometry(info: info),
                                    frameRate: info.video.frameRate, alignment: RequestBuilder.alignment(for: settings))
        source = TracerPath.Source(file: file, width: info.video.width, height: info.video.height,
                                   rotation: info.video.rotation, frameRate: info.video.frameRate,
                                   duration: info.duration)
        extrapolate = settings.extrapolate
        self.observer = observer
        session.recordsTracks = observer != nil
        self.warning = warning
        announced = session.effectiveRequest
        observer?.chose(announced)
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
        let diagnostics = frame.withLumaPlane { session.process(luma: LumaPlane($0), time: time) }
        if session.effectiveRequest != announced {
            announced = session.effectiveRequest
            observer?.chose(announced)
        }
        if let diagnostics { try observer?.analysed(diagnostics, session: session) }
    }

    var settledUntil: Double { session.settledTime ?? -.infinity }

    /// The path found so far and how far it is settled.
    func provisional() -> ProvisionalPath {
        if let cached { return cached }
        let result = ProvisionalPath(path: build(session.observations), settledUntil: settledUntil)
        cached = result
        return result
    }

    /// Ends the clip and returns the final path.
    func finish() throws(TracerError) -> TracerPath {
        for diagnostics in session.flush() { try observer?.analysed(diagnostics, session: session) }
        cached = nil
        finished = true
        let observations = session.finish()
        let path = build(observations)
        if let observer {
            let launches = session.launches, request = session.effectiveRequest
            let drawn = Set(path.trajectories.map(\.uuid))
            observer.leftOut(observations.filter { !drawn.contains($0.uuid) }.compactMap { observation in
                TracerPathBuilder.exclusion(of: observation, request: request, launches: launches,
                                            size: (source.width, source.height))
                    .map { LeftOutFlight(uuid: observation.uuid, reason: $0) }
            })
        }
        return path
    }

    private func build(_ observations: [TrajectoryObservation]) -> TracerPath {
        TracerPathBuilder.build(observations: observations, source: source, request: session.effectiveRequest,
                                extrapolation: extrapolate ? ExtrapolationLimit() : nil, launches: session.launches,
                                ballAtRest: session.ballAtRest)
    }
}
