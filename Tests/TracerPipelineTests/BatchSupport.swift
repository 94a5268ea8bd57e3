import Foundation
import Synchronization
import TracerPipeline
import TracerVision

/// A `ClipRunner` without video: writes a small path JSON and a fake video for
/// each clip, fails clips whose name contains "bad", and counts what it ran.
final class FakeRunner: ClipRunner {
    let delay: Double
    let thumbnails: Bool
    /// Cancels the batch as this many-th clip (1-based) starts, as a Ctrl-C would.
    let cancelAtStart: Int?
    private let ran = Mutex<[String]>([])

    init(delay: Double = 0, thumbnails: Bool = true, cancelAtStart: Int? = nil) {
        self.delay = delay
        self.thumbnails = thumbnails
        self.cancelAtStart = cancelAtStart
    }

    var clipsRun: [String] { ran.withLock { $0 } }

    func run(_ job: ClipJob, control: BatchControl) -> ClipRun {
        let started = ran.withLock { $0.append(job.clip.relativePath); return $0.count }
        if started == cancelAtStart { control.cancel() }
        var waited = 0.0
        while waited < delay {
            if control.isCancelled { return ClipRun(exitCode: 143, error: "render was killed by signal 15") }
            Thread.sleep(forTimeInterval: 0.01)
            waited += 0.01
        }
        if job.clip.relativePath.contains("bad") {
            return ClipRun(exitCode: 4, error: "\(job.clip.url.path): not a media file FFmpeg can read")
        }
        let shots = job.clip.relativePath.count % 3
        let path = Self.path(file: job.clip.url.path, shots: shots)
        _ = FileManager.default.createFile(atPath: job.video.path, contents: Data("video".utf8))
        try? PathFile.encode(path).write(to: job.path)
        if thumbnails { _ = FileManager.default.createFile(atPath: job.thumbnail.path, contents: Data("png".utf8)) }
        return ClipRun(exitCode: 0, frames: 30, trajectories: shots, seconds: 0.5)
    }

    static func path(file: String, shots: Int) -> TracerPath {
        var trajectories: [TracerPath.Trajectory] = []
        for shot in 0..<shots {
            let start = 0.1 * Double(shot)
            var points: [TracerPath.Point] = []
            for step in 0..<6 {
                points.append(TracerPath.Point(t: start + 0.05 * Double(step), x: 0.1 * Double(step), y: 0.5, r: 0.01))
            }
            trajectories.append(TracerPath.Trajectory(
                uuid: UUID(), confidence: 0.9, start: start, end: start + 0.5,
                equationCoefficients: [1, 0, 0], movingAverageRadius: 0.01, points: points))
        }
        let source = TracerPath.Source(file: file, width: 160, height: 90, rotation: 0, frameRate: 30, duration: 1)
        let request = TracerPath.Request(regionOfInterest: [0, 0, 1, 1], trajectoryLength: 10,
                                         objectMinimumNormalizedRadius: 0, objectMaximumNormalizedRadius: 1,
                                         frameAnalysisSpacing: 0)
        return TracerPath(source: source, request: request, trajectories: trajectories)
    }
}

/// A temporary folder of fake clips (any bytes do: the fake runner does not read them).
/// The caller removes it: `defer { try? FileManager.default.removeItem(at: folder.root) }`.
struct ClipFolder {
    let root: URL
    let clips: URL
    let output: URL

    init(_ names: [String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-batch-\(UUID().uuidString)")
        clips = root.appendingPathComponent("clips")
        output = root.appendingPathComponent("out")
        for name in names {
            let url = clips.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("clip".utf8).write(to: url)
        }
    }

    func job(recursive: Bool = true, shard: Shard? = nil, jobs: Int = 2, force: Bool = false) throws -> BatchJob {
        let found = try ClipFinder.clips(in: clips, recursive: recursive, excluding: output)
        return BatchJob(inputFolder: clips, outputFolder: output, clips: found, shard: shard, jobs: jobs, force: force)
    }

    /// Every file under the output folder, relative, hidden ones included.
    func outputFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: output.path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String { names.append(name) }
        return names.sorted()
    }
}
