import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// Streams a clip through the tracer renderer and the encoder: the drawing at
/// each frame depends only on the path, the frame time, the style and the frame size.
struct TracerBurner {
    var path: TracerPath?
    var style: TracerStyle
    /// Where to save a picture of the first frame that shows every trajectory in full.
    var thumbnail: URL?
    var phase = "render"

    /// Returns the number of frames written. A nil path re-encodes without drawing.
    func burn(input: URL, output: URL, overwrite: Bool, encoding: EncodingSettings,
              progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> Int {
        var stage: TracerStage?
        var thumbnailTaker = thumbnail.map { ThumbnailTaker(destination: $0, time: ThumbnailTaker.time(of: path)) }
        let loop = FrameLoop(input: input, output: output, overwrite: overwrite, encoding: encoding, phase: phase)
        let frames = try loop.run(progress: progress, warning: warning) { (frame, info) throws(TracerError) in
            defer { thumbnailTaker?.offer(frame, info: info) }
            guard let path else { return }
            if stage == nil { stage = TracerStage(style: style, info: info, warning: warning) }
            _ = try stage!.draw(path, on: &frame)
        }
        if let failure = thumbnailTaker?.failure { warning("no thumbnail: \(failure.message)") }
        return frames
    }
}
