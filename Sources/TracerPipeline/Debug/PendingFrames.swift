import TracerMedia
import TracerVision

/// Frames in the dump's range waiting for their diagnostics, which the session
/// reports one frame behind (it compares each frame with the next).
struct PendingFrames {
    struct Frame {
        var index: Int
        var time: Double
        /// The frame as shown; nil when the dump writes no pictures.
        var image: DisplayImage?
    }

    private var frames: [Frame] = []

    var isEmpty: Bool { frames.isEmpty }

    mutating func append(_ frame: Frame) { frames.append(frame) }

    /// Takes the frames up to the analysed one at `diagnostics.time`, in order; each
    /// comes with the diagnostics when they are its own, nil when the session skipped it.
    mutating func take(through diagnostics: FrameDiagnostics) -> [(Frame, FrameDiagnostics?)] {
        let count = frames.prefix { $0.time <= diagnostics.time }.count
        let taken = frames.prefix(count).map { ($0, $0.time == diagnostics.time ? diagnostics : nil) }
        frames.removeFirst(count)
        return taken
    }

    /// Takes whatever is left (frames never analysed).
    mutating func takeAll() -> [Frame] {
        defer { frames.removeAll() }
        return frames
    }
}
