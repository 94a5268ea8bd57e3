import Foundation
import TracerMedia

/// Decodes a clip, hands each frame to a stage that may draw on it, and encodes
/// it again: the shared loop of `render` and `burn`. The reader decodes on a thread
/// of its own, a frame or two ahead (`DecodeAhead`); the writer stays with the
/// calling task; frames stream through, none are kept. Threads
/// follow `ThreadPlan`, as in `render`'s single pass, so the bytes encoded match.
struct FrameLoop {
    var input: URL
    var output: URL
    var overwrite: Bool
    var encoding: EncoderSettings
    var phase = "render"

    /// Returns the number of frames written.
    func run(progress: ProgressHandler?, warning: @escaping (String) -> Void,
             stage: (inout VideoFrame, MediaInfo) throws(TracerError) -> Void) throws(TracerError) -> Int {
        try TracerError.catching {
            let threads = ThreadPlan(requested: encoding.threads)
            let reader = DecodeAhead(url: input, options: .init(threads: threads.decoder),
                                     depth: ThreadPlan.framesDecodedAhead, warning: warning)
            defer { reader.stop() }
            let info = try reader.info()
            let writer = try VideoWriter(destination: output, source: try reader.writerSource(),
                                         settings: threads.encoding(encoding), overwrite: overwrite)
            var meter = ProgressMeter(phase: phase, total: info.video.frameCount, handler: progress)
            while var frame = try reader.next() {
                try Interruption.check()
                try stage(&frame, info)
                try writer.write(frame)
                meter.advance()
            }
            try writer.finish()
            writer.warnings.forEach(warning)
            return writer.framesWritten
        }
    }
}
