import Foundation
import TracerVision

/// What happened to one clip of a batch.
public struct ClipReport: Codable, Sendable, Equatable {
    /// How the clip ended: traced, failed, done by an earlier run, or cut off by an interrupt.
    public enum Status: String, Codable, Sendable {
        /// Rendered by this run.
        case ok
        /// Rendered and written, but failed.
        case failed
        /// Already done by an earlier run (outputs complete and newer than the clip).
        case skipped
        /// Not finished: the batch was interrupted.
        case interrupted
    }

    /// Files written for the clip, relative to the output folder; `nil` when absent.
    public struct Outputs: Codable, Sendable, Equatable {
        public var video: String?
        public var path: String?
        public var thumbnail: String?

        public init(video: String? = nil, path: String? = nil, thumbnail: String? = nil) {
            self.video = video
            self.path = path
            self.thumbnail = thumbnail
        }
    }

    /// One trajectory of the clip's path, in brief.
    public struct Trajectory: Codable, Sendable, Equatable {
        public var start: Double
        public var end: Double
        public var confidence: Double
        public var points: Int

        public init(start: Double, end: Double, confidence: Double, points: Int) {
            self.start = start
            self.end = end
            self.confidence = confidence
            self.points = points
        }
    }

    /// Relative to the batch folder.
    public var input: String
    public var status: Status
    public var error: String?
    public var exitCode: Int32?
    public var outputs: Outputs
    /// Trajectories found (`nil` when unknown).
    public var shots: Int?
    public var trajectories: [Trajectory]?
    public var frames: Int?
    /// Time the render took (not for skipped clips).
    public var seconds: Double?

    public init(input: String, status: Status, error: String? = nil, exitCode: Int32? = nil, outputs: Outputs = Outputs(),
                shots: Int? = nil, trajectories: [Trajectory]? = nil, frames: Int? = nil, seconds: Double? = nil) {
        self.input = input
        self.status = status
        self.error = error
        self.exitCode = exitCode
        self.outputs = outputs
        self.shots = shots
        self.trajectories = trajectories
        self.frames = frames
        self.seconds = seconds
    }

    /// Fills the shot numbers from a path.
    mutating func describe(_ path: TracerPath) {
        shots = path.trajectories.count
        trajectories = path.trajectories.map {
            Trajectory(start: $0.start, end: $0.end, confidence: $0.confidence, points: $0.points.count)
        }
    }

    public var succeeded: Bool { status == .ok || status == .skipped }
}

/// `report.json` (or `report-shard-i-of-n.json`): every clip of a batch run and the totals.
public struct BatchReport: Codable, Sendable, Equatable {
    public static let currentVersion = 1
    public static let fileName = "report.json"
    public static let pageName = "report.html"

    /// Counts over all clips of the report.
    public struct Totals: Codable, Sendable, Equatable {
        public var clips = 0
        public var ok = 0
        public var failed = 0
        public var skipped = 0
        public var interrupted = 0
        public var shots = 0
        /// Render time summed over clips run (machine time, not wall time).
        public var seconds = 0.0

        public init(_ clips: [ClipReport]) {
            self.clips = clips.count
            for clip in clips {
                switch clip.status {
                case .ok: ok += 1
                case .failed: failed += 1
                case .skipped: skipped += 1
                case .interrupted: interrupted += 1
                }
                shots += clip.shots ?? 0
                seconds += clip.seconds ?? 0
            }
        }
    }

    public var version = BatchReport.currentVersion
    /// The batch folder and the output folder, as given.
    public var input: String
    public var output: String
    /// The shard this report covers; `nil` for a whole batch or a merged report.
    public var shard: Shard?
    /// Shard indices with no report, when merged from shards.
    public var missingShards: [Int]?
    public var started: Date
    public var finished: Date
    public var interrupted: Bool
    public var totals: Totals
    public var clips: [ClipReport]

    public init(input: String, output: String, shard: Shard?, started: Date, finished: Date,
                interrupted: Bool, clips: [ClipReport], missingShards: [Int]? = nil) {
        self.input = input
        self.output = output
        self.shard = shard
        self.started = started
        self.finished = finished
        self.interrupted = interrupted
        self.clips = clips
        self.missingShards = missingShards
        totals = Totals(clips)
    }

    /// 130 when interrupted; else 0 when no clip failed (an empty shard too),
    /// 1 when none succeeded, 2 (`partialFailure`) when some did and some did not.
    public var exitCode: Int32 {
        if interrupted { return ExitCodes.interrupted }
        let failed = clips.count(where: { !$0.succeeded })
        if failed == 0 { return ExitCodes.success }
        return failed == clips.count ? ExitCodes.failure : ExitCodes.partialFailure
    }

    // MARK: Files

    public static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Self.timestamp(date))
        }
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = Self.parseTimestamp(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 time: \(text)"))
            }
            return date
        }
        return decoder
    }

    /// ISO 8601 with milliseconds, UTC.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    static func parseTimestamp(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    public func jsonData(pretty: Bool = true) -> Data {
        (try? Self.encoder(pretty: pretty).encode(self)) ?? Data()
    }

    public static func read(_ url: URL) throws(TracerError) -> BatchReport {
        do {
            return try decoder().decode(BatchReport.self, from: Data(contentsOf: url))
        } catch {
            throw TracerError("cannot read batch report \(url.path): \(error.localizedDescription)", exitCode: ExitCodes.failure)
        }
    }

    /// Writes atomically.
    public func write(to url: URL) throws(TracerError) {
        do {
            try jsonData().write(to: url, options: .atomic)
        } catch {
            throw TracerError("cannot write \(url.path): \(error.localizedDescription)", exitCode: OutputFile.notWritableCode)
        }
    }
}
