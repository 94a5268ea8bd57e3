import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// Draws the tracer into decoded frames as they stream past, from whatever path
/// it is handed with each frame (a stored path, or one still growing). One
/// renderer, made when a frame first needs it. What a frame gets is a pure
/// function of (path, frame time, style, frame size), and is reported as the
/// drawing's fingerprint so it can be checked later.
final class TracerStage {
    /// What one frame got.
    enum Outcome: Equatable {
        /// Nothing to draw at the frame's time.
        case nothing
        /// The drawing with this fingerprint.
        case drawn(UInt64)
        /// The frame is not planar YUV: nothing is drawn on it, whatever the path.
        case skipped
    }

    let style: TracerStyle
    let info: MediaInfo
    private let warning: (String) -> Void
    private var renderer: TracerRenderer?
    private var warnedNotPlanar = false

    init(style: TracerStyle, info: MediaInfo, warning: @escaping (String) -> Void) {
        self.style = style
        self.info = info
        self.warning = warning
    }

    /// Draws `path` at the frame's time into the frame. Only a frame that gets ink
    /// is made writable (a copy when the decoder still shares its pixels).
    func draw(_ path: TracerPath, on frame: inout VideoFrame) throws(TracerError) -> Outcome {
        guard !path.trajectories.isEmpty else { return .nothing }
        guard frame.isPlanarYUV else {
            if !warnedNotPlanar { warning("frames are \(frame.pixelFormatName), not planar YUV; the tracer is not drawn") }
            warnedNotPlanar = true
            return .skipped
        }
        let renderer = try renderer(for: path)
        let time = frame.time
        guard let drawing = renderer.drawing(at: time) else { return .nothing }
        let target = FrameColor(info: info, pixelFormat: frame.pixelFormatName)
        do {
            _ = try frame.withMutablePlanes { planes in
                try renderer.composite(drawing, into: target.view(of: planes))
            }
        } catch {
            throw TracerError("cannot draw the tracer at \(String(format: "%.3f", time)) s: \(error)")
        }
        return .drawn(drawing.fingerprint)
    }

    /// What `draw` would give a planar frame at `time` with `path`, without a frame.
    func outcome(of path: TracerPath, at time: Double) throws(TracerError) -> Outcome {
        guard !path.trajectories.isEmpty else { return .nothing }
        return try renderer(for: path).drawing(at: time).map { .drawn($0.fingerprint) } ?? .nothing
    }

    private func renderer(for path: TracerPath) throws(TracerError) -> TracerRenderer {
        if let renderer {
            renderer.replacePath(path)
            return renderer
        }
        do {
            let made = try TracerRenderer(path: path, style: style, displayWidth: info.video.width,
                                          displayHeight: info.video.height, rotation: info.video.rotation)
            renderer = made
            return made
        } catch {
            throw TracerError("cannot draw on this clip: \(error)")
        }
    }
}
