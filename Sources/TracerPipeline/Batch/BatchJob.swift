import Foundation
import Synchronization

/// How a batch is going, for a progress line.
public struct BatchProgress: Sendable, Equatable {
    /// Clips finished by this run (ok or failed) and clips it has to run.
    public var done: Int
    public var total: Int
    public var failed: Int
    public var elapsed: Double

    public init(done: Int, total: Int, failed: Int, elapsed: Double) {
        self.done = done
        self.total = total
        self.failed = failed
        self.elapsed = elapsed
    }

    public var secondsRemaining: Double? {
        guard done > 0, elapsed > 0, done <= total else { return nil }
        return Double(total - done) * elapsed / Double(done)
    }
}

/// What a batch tells its caller as it goes.
public enum BatchEvent: Sendable {
    /// The clips of this run: `toRun` to render, `skipped` already done.
    case planned(toRun: Int, skipped: Int)
    case finished(ClipReport, BatchProgress)
}

/// `tracer batch`: renders every clip of a folder (or of one shard of it) into
/// an output folder, `jobs` at a time, skipping clips already done.
public struct BatchJob: Sendable {
    public var inputFolder: URL
    public var layout: BatchLayout
    /// Every clip of the folder, sorted; the shard picks its own from these.
    public var clips: [BatchClip]
    public var shard: Shard?
    public var jobs: Int
    public var force: Bool
    /// False when renders write no path JSON (`--no-tracer`): done means the video exists.
    public var requiresPath: Bool

    public init(inputFolder: URL, outputFolder: URL, clips: [BatchClip], shard: Shard? = nil, jobs: Int,
                force: Bool = false, requiresPath: Bool = true) {
        self.inputFolder = inputFolder
        self.layout = BatchLayout(outputFolder: outputFolder)
        self.clips = clips
        self.shard = shard
        self.jobs = max(1, jobs)
        self.force = force
        self.requiresPath = requiresPath
    }

    private struct Work: Sendable {
        var index: Int
        var clip: BatchClip
        var outputs: BatchLayout.Outputs
    }

    private struct State {
        var next = 0
        var done = 0
        var failed = 0
        var reports: [Int: ClipReport] = [:]
    }

    public func run(runner: some ClipRunner, control: BatchControl = BatchControl(),
                    events: @escaping @Sendable (BatchEvent) -> Void = { _ in }) throws(TracerError) -> BatchReport {
        let started = Date()
        let clock = ProcessInfo.processInfo.systemUptime
        let files = FileManager.default
        do {
            try files.createDirectory(at: layout.outputFolder, withIntermediateDirectories: true)
        } catch {
            throw TracerError("cannot create output folder \(layout.outputFolder.path): \(error.localizedDescription)",
                              exitCode: OutputFile.notWritableCode)
        }
        layout.sweepStaleStaging()

        let allOutputs = BatchLayout.outputs(for: clips)
        var reports: [Int: ClipReport] = [:]
        var pending: [Work] = []
        for (index, clip) in clips.enumerated() where shard?.contains(clip.relativePath) ?? true {
            let outputs = allOutputs[index]
            if !force, case .done(let path) = layout.completion(of: outputs, input: clip.url, requiresPath: requiresPath) {
                var report = ClipReport(input: clip.relativePath, status: .skipped, outputs: present(outputs))
                if let path { report.describe(path) }
                reports[index] = report
            } else {
                pending.append(Work(index: index, clip: clip, outputs: outputs))
            }
        }
        events(.planned(toRun: pending.count, skipped: reports.count))

        let staging = layout.stagingFolder()
        let state = Mutex(State(reports: reports))
        let work = pending
        let group = DispatchGroup()
        for _ in 0..<min(jobs, work.count) {
            group.enter()
            Thread.detachNewThread { [self] in
                defer { group.leave() }
                while true {
                    let item: Work? = state.withLock { state in
                        guard state.next < work.count, !control.isCancelled else { return nil }
                        defer { state.next += 1 }
                        return work[state.next]
                    }
                    guard let item else { return }
                    let report = runOne(item, staging: staging, runner: runner, control: control)
                    state.withLock { state in
                        state.reports[item.index] = report
                        if report.status != .interrupted { state.done += 1 }
                        if report.status == .failed { state.failed += 1 }
                        events(.finished(report, BatchProgress(
                            done: state.done, total: work.count, failed: state.failed,
                            elapsed: ProcessInfo.processInfo.systemUptime - clock)))
                    }
                }
            }
        }
        group.wait()
        try? files.removeItem(at: staging)
        rmdir(layout.workFolder.path)

        let finished = state.withLock { $0.reports }
        let cancelled = control.isCancelled
        var clipReports: [ClipReport] = []
        for (index, clip) in clips.enumerated() where shard?.contains(clip.relativePath) ?? true {
            clipReports.append(finished[index] ?? ClipReport(
                input: clip.relativePath, status: .interrupted, error: "not started: the batch was interrupted"))
        }
        return BatchReport(input: inputFolder.path, output: layout.outputFolder.path, shard: shard,
                           started: started, finished: Date(), interrupted: cancelled, clips: clipReports)
    }

    /// The outputs that exist.
    private func present(_ outputs: BatchLayout.Outputs) -> ClipReport.Outputs {
        let files = FileManager.default
        func existing(_ relative: String) -> String? {
            files.fileExists(atPath: layout.url(relative).path) ? relative : nil
        }
        return ClipReport.Outputs(video: existing(outputs.video), path: existing(outputs.path),
                                  thumbnail: existing(outputs.thumbnail))
    }

    /// Renders one clip into its own staging folder and, on success, moves the
    /// thumbnail, the video and last the path JSON into place (each a rename), so
    /// a clip counts as done only when all of it is there.
    private func runOne(_ item: Work, staging: URL, runner: some ClipRunner, control: BatchControl) -> ClipReport {
        let files = FileManager.default
        let folder = staging.appendingPathComponent(String(item.index))
        defer { try? files.removeItem(at: folder) }
        let name = (item.outputs.video as NSString).lastPathComponent
        let job = ClipJob(clip: item.clip, video: folder.appendingPathComponent(name),
                          thumbnail: folder.appendingPathComponent((item.outputs.thumbnail as NSString).lastPathComponent))
        var report = ClipReport(input: item.clip.relativePath, status: .failed)
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            report.error = "cannot create staging folder \(folder.path): \(error.localizedDescription)"
            report.exitCode = OutputFile.notWritableCode
            return report
        }
        let run = runner.run(job, control: control)
        report.exitCode = run.exitCode
        report.frames = run.frames
        report.shots = run.trajectories
        report.seconds = run.seconds
        guard run.exitCode == 0 else {
            report.status = control.isCancelled ? .interrupted : .failed
            report.error = run.error ?? "render exited with code \(run.exitCode)"
            return report
        }
        guard files.fileExists(atPath: job.video.path) else {
            report.error = "render succeeded but wrote no video"
            return report
        }
        let path = try? PathFile.read(job.path)
        if requiresPath && path == nil {
            report.error = "render succeeded but wrote no readable path JSON"
            return report
        }
        let destinationFolder = layout.url(item.outputs.video).deletingLastPathComponent()
        do {
            try files.createDirectory(at: destinationFolder, withIntermediateDirectories: true)
        } catch {
            report.error = "cannot create \(destinationFolder.path): \(error.localizedDescription)"
            report.exitCode = OutputFile.notWritableCode
            return report
        }
        // A thumbnail from an earlier run would show stale pixels.
        if !files.fileExists(atPath: job.thumbnail.path) {
            try? files.removeItem(at: layout.url(item.outputs.thumbnail))
        }
        // The JSON last: its presence marks the clip complete.
        let moves = [(job.thumbnail, item.outputs.thumbnail), (job.video, item.outputs.video), (job.path, item.outputs.path)]
        for (source, relative) in moves where files.fileExists(atPath: source.path) {
            let destination = layout.url(relative)
            guard rename(source.path, destination.path) == 0 else {
                report.error = "cannot move the output into \(destination.path): \(String(cString: strerror(errno)))"
                report.exitCode = OutputFile.notWritableCode
                return report
            }
        }
        if let path { report.describe(path) }
        report.status = .ok
        report.outputs = present(item.outputs)
        return report
    }
}
