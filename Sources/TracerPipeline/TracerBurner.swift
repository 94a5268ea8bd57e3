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

    /// Returns the number of frames written. A nil path re-encodes without drawing.
    func burn(input: URL, output: URL, overwrite: Bool, encoding: EncodingSettings,
              progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> Int {
        var renderer: TracerRenderer?
        var warnedNotPlanar = false
        var thumbnailTaker = thumbnail.map { ThumbnailTaker(destination: $0, time: path?.trajectories.map(\.end).max() ?? 0) }
        let loop = FrameLoop(input: input, output: output, overwrite: overwrite, encoding: encoding)
        let frames = try loop.run(progress: progress, warning: warning) { (frame, info) throws(TracerError) in
            defer { thumbnailTaker?.offer(frame, info: info) }
            guard let path, !path.trajectories.isEmpty else { return }
            guard frame.isPlanarYUV else {
                if !warnedNotPlanar { warning("frames are \(frame.pixelFormatName), not planar YUV; the tracer is not drawn") }
                warnedNotPlanar = true
                return
            }
            if renderer == nil {
                renderer = try Self.makeRenderer(path: path, style: style, info: info)
            }
            let target = FrameColor(info: info, pixelFormat: frame.pixelFormatName)
            let time = frame.time
            do {
                _ = try frame.withMutablePlanes { planes in
                    try renderer!.composite(at: time, into: target.view(of: planes))
                }
            } catch {
                throw TracerError("cannot draw the tracer at \(String(format: "%.3f", time)) s: \(error)")
            }
        }
        if let failure = thumbnailTaker?.failure { warning("no thumbnail: \(failure.message)") }
        return frames
    }

    private static func makeRenderer(path: TracerPath, style: TracerStyle, info: MediaInfo) throws(TracerError) -> TracerRenderer {
        do {
            return try TracerRenderer(path: path, style: style, displayWidth: info.video.width,
                                      displayHeight: info.video.height, rotation: info.video.rotation)
        } catch {
            throw TracerError("cannot draw on this clip: \(error)")
        }
    }
}
