import Foundation
import Synchronization

/// What a batch asks a runner to do for one clip: render `clip` into `video`
/// (the path JSON goes beside it, named as `render` names it) and, if the
/// runner can, a thumbnail PNG into `thumbnail`. The files are in a private
/// staging folder; the batch moves them into place when the runner succeeds.
public struct ClipJob: Sendable {
    public var clip: BatchClip
    public var video: URL
    public var thumbnail: URL

    /// `x.traced.mp4` → `x.traced.json`, as `tracer render` names it.
    public var path: URL { RenderJob.pathURL(forVideo: video) }
}

/// How running one clip ended.
public struct ClipRun: Sendable, Equatable {
    /// 0 on success; the render's exit code, or 128 + signal when it was killed.
    public var exitCode: Int32
    /// One line saying why it failed.
    public var error: String?
    public var frames: Int?
    public var trajectories: Int?
    public var seconds: Double?

    public init(exitCode: Int32, error: String? = nil, frames: Int? = nil, trajectories: Int? = nil, seconds: Double? = nil) {
        self.exitCode = exitCode
        self.error = error
        self.frames = frames
        self.trajectories = trajectories
        self.seconds = seconds
    }
}

/// The one step of a batch that touches video: injectable, so scheduling,
/// resuming, sharding and reports are tested with a fake.
public protocol ClipRunner: Sendable {
    /// Runs one clip to the end. Called on a batch worker thread; should stop
    /// early when `control` is cancelled.
    func run(_ job: ClipJob, control: BatchControl) -> ClipRun
}

/// Cancellation for a running batch, and the child processes to pass it on to.
public final class BatchControl: Sendable {
    private struct State {
        var cancelled = false
        var signal: Int32 = SIGTERM
        var children: Set<pid_t> = []
    }
    private let state = Mutex(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Stops starting clips and sends `signal` to every running child.
    public func cancel(forwarding signal: Int32 = SIGTERM) {
        let children = state.withLock { state -> Set<pid_t> in
            state.cancelled = true
            state.signal = signal
            return state.children
        }
        for child in children { kill(child, signal) }
    }

    /// Records a running child; if the batch was cancelled meanwhile, signals it at once.
    public func adopt(_ child: pid_t) {
        let signal: Int32? = state.withLock { state in
            state.children.insert(child)
            return state.cancelled ? state.signal : nil
        }
        if let signal { kill(child, signal) }
    }

    public func release(_ child: pid_t) {
        _ = state.withLock { $0.children.remove(child) }
    }
}

/// Runs each clip as `tracer render CLIP -o OUT -y --json --thumbnail PNG [--threads N] [flags]`,
/// a child process of the given `tracer` binary: a clip that crashes the decoder
/// cannot take the batch down, and each clip's memory and file descriptors go
/// away with its process.
public struct ProcessClipRunner: ClipRunner {
    public var executable: URL
    /// Flags passed on to every `render` (style, detection, encoding).
    public var renderArguments: [String]
    /// Decoder and encoder threads per render (0: every core), so parallel jobs share the cores.
    public var threadsPerJob: Int

    public init(executable: URL, renderArguments: [String], threadsPerJob: Int = 0) {
        self.executable = executable
        self.renderArguments = renderArguments
        self.threadsPerJob = threadsPerJob
    }

    /// Threads for each of `jobs` parallel renders on `cores` cores.
    public static func threads(forJobs jobs: Int, cores: Int) -> Int {
        jobs <= 1 ? 0 : max(1, cores / jobs)
    }

    /// The running binary (`/proc/self/exe` on Linux).
    public static var currentExecutable: URL {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }

    public func arguments(for job: ClipJob) -> [String] {
        var arguments = ["render", job.clip.url.path, "-o", job.video.path, "-y", "--json",
                         "--thumbnail", job.thumbnail.path]
        if threadsPerJob > 0, !renderArguments.contains("--threads") { arguments += ["--threads", "\(threadsPerJob)"] }
        return arguments + renderArguments
    }

    public func run(_ job: ClipJob, control: BatchControl) -> ClipRun {
        let folder = job.video.deletingLastPathComponent()
        let outURL = folder.appendingPathComponent("render.stdout")
        let errURL = folder.appendingPathComponent("render.stderr")
        let files = FileManager.default
        guard files.createFile(atPath: outURL.path, contents: nil),
              files.createFile(atPath: errURL.path, contents: nil),
              let out = try? FileHandle(forWritingTo: outURL),
              let err = try? FileHandle(forWritingTo: errURL)
        else {
            return ClipRun(exitCode: ExitCodes.failure, error: "cannot write in the staging folder \(folder.path)")
        }
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(for: job)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        if control.isCancelled { return ClipRun(exitCode: ExitCodes.interrupted, error: "batch interrupted") }
        do {
            try process.run()
        } catch {
            return ClipRun(exitCode: ExitCodes.failure, error: "cannot start \(executable.path): \(error.localizedDescription)")
        }
        control.adopt(process.processIdentifier)
        process.waitUntilExit()
        control.release(process.processIdentifier)

        let stdout = Self.text(of: outURL)
        let stderr = Self.text(of: errURL)
        if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            return ClipRun(exitCode: 128 + signal, error: Self.lastError(stderr) ?? "render was killed by signal \(signal)")
        }
        let status = process.terminationStatus
        guard status == 0 else {
            return ClipRun(exitCode: status, error: Self.lastError(stderr) ?? "render exited with code \(status)")
        }
        let summary = stdout.split(separator: "\n").last.flatMap {
            try? JSONDecoder().decode(BurnSummary.self, from: Data($0.utf8))
        }
        return ClipRun(exitCode: 0, frames: summary?.frames, trajectories: summary?.trajectories, seconds: summary?.seconds)
    }

    /// What a render wrote to `url` ("" when nothing). Read through `FileHandle`:
    /// Foundation's `String(contentsOf:)` and `Data(contentsOf:)` leak a 4 KiB buffer
    /// for every empty file on Linux (their zero-size read path; LeakSanitizer
    /// showed it in `swift test --sanitize=address`), and a successful render's
    /// standard error is empty: 4 KiB lost per clip of a batch.
    static func text(of url: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The `tracer: error: …` line, else the last line said.
    static func lastError(_ stderr: String) -> String? {
        let lines = stderr.split(whereSeparator: \.isNewline).map(String.init)
        let prefix = "tracer: error: "
        if let line = lines.last(where: { $0.hasPrefix(prefix) }) {
            return String(line.dropFirst(prefix.count))
        }
        return lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
