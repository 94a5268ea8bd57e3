import Foundation
import TracerMedia
import TracerVision

/// One detection pass over a clip, shared by `detect`, `render` and `debug`:
/// the alignment step watches the first frames for the ball at rest (unless the
/// user gave a region or the ball), the region of interest follows from it, and
/// the trajectory session then analyses every frame from the first. The first
/// frames are kept as luma copies while alignment decides, so the clip is decoded
/// once (a second decode only when those copies would pass `alignmentMemoryLimit`).
struct DetectionPass {
    var input: URL
    var settings: DetectionSettings
    var phase = "detect"
    static let alignmentMemoryLimit = 96 << 20

    struct Result {
        var path: TracerPath
        var info: MediaInfo
        var frames: Int
    }

    func run(progress: ProgressHandler?, warning: @escaping (String) -> Void,
             observer: (any DetectionObserver)? = nil) throws(TracerError) -> Result {
        try TracerError.catching {
            var reader = try openReader(warning: warning)
            let info = reader.info
            let geometry = FrameGeometry(
                codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
            var meter = ProgressMeter(phase: phase, total: info.video.frameCount, handler: progress)
            var index = 0

            let aspect = Double(info.video.width) / Double(max(1, info.video.height))
            var ballAtRest = settings.ball.map { RequestBuilder.ball(from: $0, aspectRatio: aspect) }
            let finder = settings.roi == nil && settings.ball == nil ? BallAtRestFinder(geometry: geometry) : nil
            var early = LumaCopies(limitBytes: Self.alignmentMemoryLimit)
            if let finder {
                while finder.ball == nil, let frame = try reader.nextFrame() {
                    try Interruption.check()
                    try observer?.decoded(frame, index: index)
                    let time = frame.time
                    frame.withLumaPlane { luma in
                        early.keep(luma, time: time)
                        finder.add(luma: LumaPlane(luma), time: time)
                    }
                    index += 1
                    meter.advance()
                    if frame.time >= finder.restDuration { break }
                }
                ballAtRest = finder.ball
            }
            let request = try RequestBuilder.request(for: settings, ballAtRest: ballAtRest)
            observer?.chose(request)
            let session = TrajectorySession(request: request, geometry: geometry)

            let alreadyShown = index
            if early.overflowed {
                reader = try openReader(warning: warning)
                index = 0
            } else {
                for copy in early.copies {
                    if let diagnostics = copy.withPlane({ session.process(luma: $0, time: copy.time) }) {
                        try observer?.analysed(diagnostics, session: session)
                    }
                }
                early = LumaCopies(limitBytes: 0)
            }
            while let frame = try reader.nextFrame() {
                try Interruption.check()
                if index >= alreadyShown {
                    try observer?.decoded(frame, index: index)
                    meter.advance()
                }
                let time = frame.time, watchesLaunch = ballAtRest != nil && index >= alreadyShown
                let diagnostics = frame.withLumaPlane { luma in
                    let plane = LumaPlane(luma)
                    if watchesLaunch { finder?.add(luma: plane, time: time) }
                    return session.process(luma: plane, time: time)
                }
                if let diagnostics { try observer?.analysed(diagnostics, session: session) }
                index += 1
            }
            if let diagnostics = session.flush() { try observer?.analysed(diagnostics, session: session) }

            let source = TracerPath.Source(file: input.lastPathComponent, width: info.video.width,
                                           height: info.video.height, rotation: info.video.rotation,
                                           frameRate: info.video.frameRate, duration: info.duration)
            let path = TracerPathBuilder.build(observations: session.finish(), source: source, request: request,
                                               extrapolation: settings.extrapolate ? ExtrapolationLimit() : nil,
                                               launch: finder?.launch)
            return Result(path: path, info: info, frames: index)
        }
    }

    private func openReader(warning: @escaping (String) -> Void) throws(MediaError) -> VideoReader {
        let reader = try VideoReader(url: input, options: .init(fastLumaDecode: true, threads: settings.threads))
        reader.warningHandler = warning
        return reader
    }
}
