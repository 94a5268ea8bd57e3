import Foundation
import TracerMedia
import TracerVision

/// What `tracer detect` did.
public struct DetectSummary: Codable, Sendable {
    public var input: String
    public var output: String
    public var frames: Int
    public var trajectories: Int
    public var seconds: Double

    public var sentence: String {
        if trajectories == 0 {
            return "no shot found in \(input); wrote \(output) with no trajectories"
        }
        let shots = trajectories == 1 ? "1 trajectory" : "\(trajectories) trajectories"
        return "wrote \(output): \(shots) from \(frames) frames in \(String(format: "%.1f", seconds)) s"
    }
}

/// `tracer detect`: finds the ball's flights in a clip and builds the path.
public struct DetectJob: Sendable {
    public var input: URL
    public var settings: DetectionSettings
    public init(input: URL, settings: DetectionSettings) {
        self.input = input
        self.settings = settings
    }

    public func run(writingTo output: URL, overwrite: Bool, progress: ProgressHandler?,
                    warning: @escaping (String) -> Void) throws(TracerError) -> DetectSummary {
        let start = ProcessInfo.processInfo.systemUptime
        Logging.quietFFmpeg()
        try OutputFile.checkWritable(output, overwrite: overwrite, input: input)
        let result = try DetectionPass(input: input, settings: settings).run(progress: progress, warning: warning)
        try PathFile.write(result.path, to: output, overwrite: overwrite)
        return DetectSummary(input: input.path, output: output.path, frames: result.frames,
                             trajectories: result.path.trajectories.count,
                             seconds: ProcessInfo.processInfo.systemUptime - start)
    }

    public func detect(progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> TracerPath {
        try DetectionPass(input: input, settings: settings).run(progress: progress, warning: warning).path
    }
}
