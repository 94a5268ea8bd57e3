import CAllocator
import Foundation
import TracerMedia
import TracerVision

/// `tracer render`: finds the ball and burns its tracer in one decode of the clip
/// (`RenderPass`), or in a second pass from the final path when the tracer drawn
/// while detecting differs from it; writes the video and, beside it, the path
/// JSON it drew from.
public struct RenderJob: Sendable {
    public var input: URL
    public var output: URL
    public var overwrite: Bool
    public var detection: DetectionSettings
    public var style: StyleChoice
    public var encoding: EncodingSettings
    /// A PNG of the frame that shows the whole tracer, if wanted.
    public var thumbnail: URL?
    /// False re-encodes the clip untouched (no detection, no JSON).
    public var drawsTracer: Bool

    public init(input: URL, output: URL, overwrite: Bool, detection: DetectionSettings, style: StyleChoice,
                encoding: EncodingSettings, drawsTracer: Bool = true, thumbnail: URL? = nil) {
        self.input = input
        self.output = output
        self.overwrite = overwrite
        self.detection = detection
        self.style = style
        self.encoding = encoding
        self.thumbnail = thumbnail
        self.drawsTracer = drawsTracer
    }

    /// `out.mp4` → `out.json`.
    public static func pathURL(forVideo video: URL) -> URL {
        video.deletingPathExtension().appendingPathExtension("json")
    }

    public func run(progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> BurnSummary {
        let start = ProcessInfo.processInfo.systemUptime
        Logging.quietFFmpeg()
        let jsonURL = Self.pathURL(forVideo: output)
        try OutputFile.checkWritable(output, overwrite: overwrite, input: input)
        if drawsTracer {
            try OutputFile.checkWritable(jsonURL, overwrite: overwrite, input: input)
        }
        let resolvedStyle = try style.resolve(stored: nil)
        guard drawsTracer else {
            let frames = try TracerBurner(path: nil, style: resolvedStyle, thumbnail: thumbnail)
                .burn(input: input, output: output, overwrite: overwrite, encoding: encoding,
                      progress: progress, warning: warning)
            return BurnSummary(input: input.path, output: output.path, path: nil, frames: frames, trajectories: 0,
                               seconds: ProcessInfo.processInfo.systemUptime - start, passes: 1)
        }
        let pass = RenderPass(input: input, output: output, overwrite: overwrite, detection: detection,
                              style: resolvedStyle, encoding: encoding, thumbnail: thumbnail, pathName: jsonURL.path,
                              makeDetection: nil)
        let drawn: TracerPath, frames: Int, passes: Int
        switch try pass.run(progress: progress, warning: warning) {
        case .written(let path, let count):
            (drawn, frames, passes) = (path, count, 1)
        case .redraw(let path, let reason):
            warning("\(reason); drawing the clip again from the final path (2 passes)")
            // The first pass's small blocks (detection's tracks and fits) are free now:
            // give their pages back before the second pass builds up its own.
            _ = tracer_trim_heap()
            drawn = path
            frames = try TracerBurner(path: path, style: resolvedStyle, thumbnail: thumbnail, phase: "redraw")
                .burn(input: input, output: output, overwrite: overwrite, encoding: encoding,
                      progress: progress, warning: warning)
            passes = 2
        }
        do {
            try PathFile.write(drawn, to: jsonURL, overwrite: overwrite)
        } catch {
            try? FileManager.default.removeItem(at: output)
            throw error
        }
        return BurnSummary(input: input.path, output: output.path, path: jsonURL.path,
                           frames: frames, trajectories: drawn.trajectories.count,
                           seconds: ProcessInfo.processInfo.systemUptime - start, passes: passes)
    }
}
