import Foundation
import TracerMedia
import TracerVision

/// One detection pass over a clip, shared by `detect`, `render` and `debug`: every
/// frame is decoded once and handed to a trajectory session, which also runs the
/// alignment step (the ball at rest, its launch, the region above it) as the frames
/// go by.
struct DetectionPass {
    var input: URL
    var settings: DetectionSettings
    var phase = "detect"

    struct Result {
        var path: TracerPath
        var info: MediaInfo
        var frames: Int
    }

    func run(progress: ProgressHandler?, warning: @escaping (String) -> Void,
             observer: (any DetectionObserver)? = nil) throws(TracerError) -> Result {
        try TracerError.catching {
            let reader = try VideoReader(url: input, options: .init(fastLumaDecode: true, threads: settings.threads))
            reader.warningHandler = warning
            let info = reader.info
            let geometry = FrameGeometry(
                codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
            let session = TrajectorySession(request: try RequestBuilder.request(for: settings), geometry: geometry,
                                            frameRate: info.video.frameRate,
                                            alignment: RequestBuilder.alignment(for: settings))
            var announced = session.effectiveRequest
            observer?.chose(announced)
            var meter = ProgressMeter(phase: phase, total: info.video.frameCount, handler: progress)
            var index = 0
            while let frame = try reader.nextFrame() {
                try Interruption.check()
                try observer?.decoded(frame, index: index)
                let time = frame.time
                let diagnostics = frame.withLumaPlane { session.process(luma: LumaPlane($0), time: time) }
                if session.effectiveRequest != announced {
                    announced = session.effectiveRequest
                    observer?.chose(announced)
                }
                if let diagnostics { try observer?.analysed(diagnostics, session: session) }
                index += 1
                meter.advance()
            }
            for diagnostics in session.flush() { try observer?.analysed(diagnostics, session: session) }
            let observations = session.finish()
            let source = TracerPath.Source(file: input.lastPathComponent, width: info.video.width,
                                           height: info.video.height, rotation: info.video.rotation,
                                           frameRate: info.video.frameRate, duration: info.duration)
            let path = TracerPathBuilder.build(observations: observations, source: source,
                                               request: session.effectiveRequest,
                                               extrapolation: settings.extrapolate ? ExtrapolationLimit() : nil,
                                               launches: session.launches)
            return Result(path: path, info: info, frames: index)
        }
    }
}
