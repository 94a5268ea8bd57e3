import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// What a render or burn did, for the closing line or `--json`.
public struct BurnSummary: Codable, Sendable {
    public var input: String
    public var output: String
    /// The path JSON written beside the video (`render` only).
    public var path: String?
    public var frames: Int
    public var trajectories: Int
    public var seconds: Double
    /// `render` only: 1 when the clip was decoded once (detection, drawing and
    /// encoding together), 2 when the tracer drawn while detecting differed from
    /// the final path and the clip was drawn again from it.
    public var passes: Int?

    public var sentence: String {
        let shots = trajectories == 1 ? "1 trajectory" : "\(trajectories) trajectories"
        let json = path.map { " and \($0)" } ?? ""
        return "wrote \(output)\(json): \(frames) frames, \(shots), \(String(format: "%.1f", seconds)) s"
    }
}

/// `tracer burn`: draws a stored path into a clip.
public struct BurnJob: Sendable {
    public var input: URL
    public var pathFile: URL
    public var output: URL
    public var overwrite: Bool
    public var style: StyleChoice
    public var encoding: EncodingSettings
    /// A PNG of the frame that shows the whole tracer, if wanted.
    public var thumbnail: URL?

    public init(input: URL, pathFile: URL, output: URL, overwrite: Bool, style: StyleChoice, encoding: EncodingSettings,
                thumbnail: URL? = nil) {
        self.input = input
        self.pathFile = pathFile
        self.output = output
        self.overwrite = overwrite
        self.style = style
        self.encoding = encoding
        self.thumbnail = thumbnail
    }

    public func run(progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> BurnSummary {
        let start = ProcessInfo.processInfo.systemUptime
        Logging.quietFFmpeg()
        let path = try PathFile.read(pathFile)
        let info: MediaInfo
        do {
            info = try MediaProbe.probe(url: input)
        } catch {
            throw TracerError(error)
        }
        try PathFile.checkFits(path, width: info.video.width, height: info.video.height,
                               duration: info.duration, name: pathFile.path)
        let resolved = try style.resolve(stored: path.style)
        let frames = try TracerBurner(path: path, style: resolved, thumbnail: thumbnail)
            .burn(input: input, output: output, overwrite: overwrite, encoding: encoding,
                  progress: progress, warning: warning)
        return BurnSummary(input: input.path, output: output.path, path: nil, frames: frames,
                           trajectories: path.trajectories.count,
                           seconds: ProcessInfo.processInfo.systemUptime - start)
    }
}
