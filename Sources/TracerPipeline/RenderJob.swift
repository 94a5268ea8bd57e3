import Foundation
import TracerMedia
import TracerVision

/// `tracer render`: detect, then burn; writes the video and, beside it, the
/// path JSON it drew from.
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
        var drawn: TracerPath?
        if drawsTracer {
            var detected = try DetectJob(input: input, settings: detection).detect(progress: progress, warning: warning)
            detected.style = resolvedStyle.record
            // Draw exactly what the JSON will say: numbers that survive the round trip.
            drawn = try PathFile.decode(PathFile.encode(detected), name: jsonURL.path)
        }
        let frames = try TracerBurner(path: drawn, style: resolvedStyle, thumbnail: thumbnail)
            .burn(input: input, output: output, overwrite: overwrite, encoding: encoding,
                  progress: progress, warning: warning)
        if let drawn {
            do {
                try PathFile.write(drawn, to: jsonURL, overwrite: overwrite)
            } catch {
                try? FileManager.default.removeItem(at: output)
                throw error
            }
        }
        return BurnSummary(input: input.path, output: output.path, path: drawn == nil ? nil : jsonURL.path,
                           frames: frames, trajectories: drawn?.trajectories.count ?? 0,
                           seconds: ProcessInfo.processInfo.systemUptime - start)
    }
}
