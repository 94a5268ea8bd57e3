import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// What `tracer debug --dump` wrote.
public struct DebugDumpSummary: Codable, Sendable {
    public var input: String
    public var folder: String
    /// Frames with t in the range: one JSON line each, and one PNG unless `pictures` is false.
    public var frames: Int
    /// Whether the frames' pictures were written.
    public var pictures: Bool
    /// Of those, frames the session analysed (the others were skipped or spent finding the ball at rest).
    public var analysed: Int
    public var from: Double
    public var to: Double?
    public var trajectories: Int
    /// Flights the detection found that path.json leaves out, and why.
    public var leftOut: [LeftOutFlight]
    public var seconds: Double

    public var sentence: String {
        let range = String(format: "%.3f", from) + "..." + (to.map { String(format: "%.3f", $0) } ?? "end")
        let shots = trajectories == 0 ? "no trajectory" : trajectories == 1 ? "1 trajectory" : "\(trajectories) trajectories"
        let wrote = frames == 0
            ? "no frame has t in \(range) s; wrote \(folder)/detections.jsonl (empty) and path.json (\(shots))"
            : "wrote \(frames) frames (\(analysed) analysed, t \(range) s) to \(folder): "
                + (pictures ? "frame-*.png, " : "") + "detections.jsonl, path.json (\(shots)) in "
                + String(format: "%.1f", seconds) + " s"
        return ([wrote] + leftOut.map { "left out of path.json: flight \($0.uuid.uuidString.prefix(8)), \($0.reason)" })
            .joined(separator: "\n")
    }
}

/// `tracer debug --dump`: runs detection exactly as `detect` does and, for each frame
/// in a time range, writes a picture of what the detector saw (candidates and their
/// fate, dropped blobs, tracks being linked, fitted curves, search gates) and one
/// JSON line of the same facts; then the path JSON.
public struct DebugDumpJob: Sendable {
    public var input: URL
    public var settings: DetectionSettings
    /// Seconds from the clip start; frames with `from <= t <= to` are dumped.
    public var from: Double
    public var to: Double?
    /// Whether to write each frame's picture (the JSON lines and the path are always written).
    public var pictures: Bool

    public static let detectionsFile = "detections.jsonl"
    public static let pathFile = "path.json"

    public init(input: URL, settings: DetectionSettings, from: Double? = nil, to: Double? = nil, pictures: Bool = true) {
        self.input = input
        self.settings = settings
        self.from = from ?? 0
        self.to = to
        self.pictures = pictures
    }

    /// The PNG name of frame `index` (0-based, in presentation order).
    public static func pictureName(frame index: Int) -> String { String(format: "frame-%06d.png", index) }

    /// Checks the range on its own (the CLI calls this before anything is opened).
    public static func checkRange(from: Double?, to: Double?) throws(TracerError) {
        if let from, !(from.isFinite && from >= 0) {
            throw TracerError("--from \(from) must be a time in seconds, 0 or more", exitCode: ExitCodes.usage)
        }
        if let to, !(to.isFinite && to >= 0) {
            throw TracerError("--to \(to) must be a time in seconds, 0 or more", exitCode: ExitCodes.usage)
        }
        if let from, let to, from > to {
            throw TracerError("--from \(from) is after --to \(to); give a range with from <= to", exitCode: ExitCodes.usage)
        }
    }

    public func run(into folder: URL, progress: ProgressHandler?,
                    warning: @escaping (String) -> Void) throws(TracerError) -> DebugDumpSummary {
        let start = ProcessInfo.processInfo.systemUptime
        Logging.quietFFmpeg()
        try Self.checkRange(from: from, to: to)
        let info: MediaInfo
        do {
            info = try MediaProbe.probe(url: input)
        } catch {
            throw TracerError(error)
        }
        if info.duration > 0 && from > info.duration {
            throw TracerError("--from \(from) is past the end of this \(String(format: "%.2f", info.duration)) s clip",
                              exitCode: ExitCodes.usage)
        }
        try DumpFolder.prepare(folder)
        let geometry = FrameGeometry(codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                                     orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
        let sink = try DumpSink(folder: folder, geometry: geometry, rotation: info.video.rotation, pictures: pictures)
        defer { sink.discard() }
        let observer = DumpObserver(sink: sink, rotation: info.video.rotation, from: from, to: to)
        let result = try DetectionPass(input: input, settings: settings, phase: "debug")
            .run(progress: progress, warning: warning, observer: observer)
        try observer.finish()
        try sink.finish()
        try PathFile.write(result.path, to: folder.appendingPathComponent(Self.pathFile), overwrite: true)
        return DebugDumpSummary(input: input.path, folder: folder.path, frames: sink.records, pictures: pictures,
                                analysed: sink.analysed,
                                from: from, to: to, trajectories: result.path.trajectories.count,
                                leftOut: observer.leftOutFlights, seconds: ProcessInfo.processInfo.systemUptime - start)
    }
}

/// Why a dumped frame has no diagnostics.
enum FrameNote {
    static let skipped = "skipped by the session (frame spacing or time budget)"
}
