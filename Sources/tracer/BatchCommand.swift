import ArgumentParser
import Dispatch
import Foundation
import Synchronization
import TracerPipeline

/// `tracer batch`: every clip of a folder, traced into an output folder, with a report.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Trace every clip in a folder, several at a time, and write a report.",
        discussion: """
            Each clip (mp4, mov, m4v, mkv, avi, webm) becomes OUT/<name>.traced.mp4 and \
            OUT/<name>.traced.json, mirroring subfolders with --recursive, and OUT/report.json \
            and OUT/report.html (a contact sheet) describe the run. Each clip is rendered by its \
            own `tracer render` process; flags after `--` are passed to every render.

            A clip whose outputs exist, read back, and are newer than the clip is skipped, so \
            running the same command again resumes a batch that was stopped.

            Shards split one batch over machines sharing the folders: --shard i/n runs shard i \
            (0-based) of n; --shards n takes i from JOB_COMPLETION_INDEX (Kubernetes Indexed Job) \
            or SLURM_ARRAY_TASK_ID. Each shard writes OUT/report-shard-i-of-n.json; \
            `tracer report OUT` merges them.

            Exit status: 0 every clip traced (or already done), 2 some failed, 1 none traced or \
            no clips found, 130 interrupted.

            Examples:
              tracer batch clips/ -o traced/ --jobs 2
              tracer batch clips/ -o traced/ --recursive -- --style glow --preset golf
              tracer batch /data/clips -o /data/traced --shards 8   # in an 8-task job array
            """)

    @Argument(help: ArgumentHelp("The folder of clips.", valueName: "folder"))
    var folder: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (created if missing).", valueName: "folder"))
    var output: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Clips rendered at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Take clips from subfolders too, mirroring them in the output folder.")
    var recursive = false

    @Flag(name: .long, help: "Render every clip again, even those already done.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Run only shard i of n (0-based: 0/4 ... 3/4).", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp(
        "Split into n shards; the index comes from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID.", valueName: "n"))
    var shards: Int?

    @Flag(name: .long, help: "Print the report as one line of JSON on standard output.")
    var json = false

    @Argument(parsing: .postTerminator, help: ArgumentHelp(
        "Flags for every `tracer render`, after `--` (e.g. -- --style glow --crf 23).", valueName: "render-flags"))
    var renderFlags: [String] = []

    /// Flags the batch sets itself for each render.
    static let reservedFlags: Set<String> = ["-o", "--output", "-y", "--overwrite", "--json", "--thumbnail"]

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs) must be at least 1") }
        if shard != nil, shards != nil { throw ValidationError("give --shard i/n or --shards n, not both") }
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.message) }
        }
        if let shards, shards < 1 { throw ValidationError("--shards \(shards) must be at least 1") }
        if let flag = renderFlags.first(where: { Self.reservedFlags.contains($0.split(separator: "=").first.map(String.init) ?? $0) }) {
            throw ValidationError("\(flag) is set by batch for each clip; leave it out of the render flags")
        }
        let input = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath()
        let out = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        if input == out {
            throw ValidationError("the output folder is the input folder; choose another -o (e.g. \(folder)/traced)")
        }
    }

    func run() throws {
        let inputURL = URL(fileURLWithPath: folder)
        let outputURL = URL(fileURLWithPath: output)
        let (clips, chosenShard) = try reportingFailures { () throws(TracerError) -> ([BatchClip], Shard?) in
            var chosen: Shard?
            if let shard {
                chosen = try Shard(parsing: shard)
            } else if let shards {
                chosen = try Shard(count: shards, environment: ProcessInfo.processInfo.environment)
            }
            let clips = try ClipFinder.clips(in: inputURL, recursive: recursive, excluding: outputURL)
            guard !clips.isEmpty else {
                let hint = recursive ? "" : " (use --recursive for subfolders)"
                throw TracerError("no clips in \(folder): looked for \(ClipFinder.videoExtensions.sorted().joined(separator: ", ")) files\(hint)")
            }
            return (clips, chosen)
        }

        let cores = ProcessInfo.processInfo.activeProcessorCount
        let parallel = jobs ?? cores
        let runner = ProcessClipRunner(executable: ProcessClipRunner.currentExecutable, renderArguments: renderFlags,
                                       threadsPerJob: ProcessClipRunner.threads(forJobs: parallel, cores: cores))
        let job = BatchJob(inputFolder: inputURL, outputFolder: outputURL, clips: clips, shard: chosenShard,
                           jobs: parallel, force: force,
                           requiresPath: !renderFlags.contains("--no-tracer"))
        let control = BatchControl()
        let signals = Self.forwardSignals(to: control)
        defer { signals.forEach { $0.cancel() } }

        let printer = BatchPrinter()
        let report = try reportingFailures { () throws(TracerError) in
            try job.run(runner: runner, control: control, events: printer.handle)
        }
        printer.finish()

        let reportFile = try reportingFailures { () throws(TracerError) -> URL in
            if let chosenShard {
                let url = outputURL.appendingPathComponent(chosenShard.reportName)
                try report.write(to: url)
                return url
            }
            try report.write(to: outputURL.appendingPathComponent(BatchReport.fileName))
            let page = outputURL.appendingPathComponent(BatchReport.pageName)
            do {
                try Data(ReportPage.html(report).utf8).write(to: page, options: .atomic)
            } catch {
                throw TracerError("cannot write \(page.path): \(error.localizedDescription)", exitCode: 8)
            }
            return page
        }
        StandardError.write(Self.summary(report, shard: chosenShard, reportFile: reportFile) + "\n")
        if json, let line = String(data: report.jsonData(pretty: false), encoding: .utf8) {
            print(line)
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    static func summary(_ report: BatchReport, shard: Shard?, reportFile: URL) -> String {
        let totals = report.totals
        var parts = ["\(totals.ok) traced"]
        if totals.skipped > 0 { parts.append("\(totals.skipped) already done") }
        if totals.failed > 0 { parts.append("\(totals.failed) failed") }
        if totals.interrupted > 0 { parts.append("\(totals.interrupted) not finished") }
        parts.append(totals.shots == 1 ? "1 shot" : "\(totals.shots) shots")
        let scope = shard.map { "shard \($0) " } ?? ""
        let head = report.interrupted ? "batch \(scope)interrupted" : "batch \(scope)done"
        return "\(head): \(totals.clips) clips, " + parts.joined(separator: ", ") + "; report: \(reportFile.path)"
    }

    /// SIGINT and SIGTERM stop the batch: no new clips start, running renders get
    /// SIGTERM, and the partial report is written before exiting with 130.
    static func forwardSignals(to control: BatchControl) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                StandardError.write("\r\u{1B}[Ktracer: stopping: waiting for running clips to end\n")
                control.cancel(forwarding: SIGTERM)
            }
            source.resume()
            return source
        }
    }
}

/// Per-clip result lines and, on a terminal, one progress line for the batch.
private final class BatchPrinter: Sendable {
    private struct State {
        var line = false
        var lastDraw = 0.0
    }
    private let state = Mutex(State())
    private let terminal = StandardError.isTerminal

    func handle(_ event: BatchEvent) {
        state.withLock { state in
            switch event {
            case .planned(let toRun, let skipped):
                if skipped > 0 {
                    StandardError.write("batch: \(skipped) clip\(skipped == 1 ? "" : "s") already done, skipped (--force redoes them); \(toRun) to trace\n")
                }
                if terminal, toRun > 0 {
                    draw(BatchProgress(done: 0, total: toRun, failed: 0, elapsed: 0), &state)
                }
            case .finished(let clip, let progress):
                clear(&state)
                StandardError.write(Self.describe(clip) + "\n")
                if terminal, progress.done < progress.total { draw(progress, &state) }
            }
        }
    }

    func finish() {
        state.withLock { clear(&$0) }
    }

    private func clear(_ state: inout State) {
        guard state.line else { return }
        StandardError.write("\r\u{1B}[K")
        state.line = false
    }

    private func draw(_ progress: BatchProgress, _ state: inout State) {
        let width = 24
        let fraction = progress.total > 0 ? Double(progress.done) / Double(progress.total) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        var text = "batch  [" + String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled) + "]"
        text += "  \(progress.done)/\(progress.total) clips"
        if progress.failed > 0 { text += ", \(progress.failed) failed" }
        if let remaining = progress.secondsRemaining {
            let whole = Int(remaining.rounded())
            text += String(format: "  ETA %d:%02d", whole / 60, whole % 60)
        }
        StandardError.write("\r\u{1B}[K" + text)
        state.line = true
    }

    static func describe(_ clip: ClipReport) -> String {
        switch clip.status {
        case .ok:
            let shots = clip.shots.map { $0 == 1 ? "1 trajectory" : "\($0) trajectories" } ?? "no path"
            let seconds = clip.seconds.map { String(format: ", %.1f s", $0) } ?? ""
            return "ok \(clip.input) (\(shots)\(seconds))"
        case .failed:
            return "FAILED \(clip.input): \(clip.error ?? "unknown error")"
        case .interrupted:
            return "interrupted \(clip.input)"
        case .skipped:
            return "skipped \(clip.input)"
        }
    }
}
