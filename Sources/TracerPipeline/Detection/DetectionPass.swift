import Foundation
import TracerMedia
import TracerVision

/// A detection-only pass over a clip, shared by `detect` and `debug`: every frame
/// decoded once into `LiveDetection` (which runs the alignment step as it goes),
/// the decoding a few frames ahead on a thread of its own (`DecodeAhead`).
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
            let frames = DecodeAhead(url: input, options: SessionDetection.decoding(threads: settings.threads),
                                     warning: warning)
            defer { frames.stop() }
            let info = try frames.info()
            let detection = try SessionDetection(file: input.lastPathComponent, info: info, settings: settings,
                                                 observer: observer, warning: warning)
            var meter = ProgressMeter(phase: phase, total: info.video.frameCount, handler: progress)
            var index = 0
            while let frame = try frames.next() {
                try Interruption.check()
                try observer?.decoded(frame, index: index)
                try detection.add(frame)
                index += 1
                meter.advance()
            }
            return Result(path: try detection.finish(), info: info, frames: index)
        }
    }
}
