import Foundation
import Testing
import TracerTestSupport

/// `scripts/compare`, the regression check for detection changes: the same binary compares
/// equal, a path that moves within its targets is counted by whether its p95 went down or up,
/// and a run that loses the shot is listed as worse, fails `--check` and is named by `--misses`.
@Suite struct CompareScriptTests {
    /// A folder holding one sample clip and its truth, removed by the caller.
    private func folderWithOneClip() throws -> URL {
        let folder = try CLIFixtures.scratchFolder()
        for name in ["chip_side.mp4", "chip_side.truth.json"] {
            try FileManager.default.copyItem(at: SampleClips.folder.appendingPathComponent(name),
                                             to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// `scripts/compare --check` of the built binary against itself (with `extra` flags) on a
    /// folder holding one sample clip, and that folder's path (removed once the run is done).
    private func compareOnOneClip(_ extra: [String]) throws -> (result: TracerProcess.Result, folder: String) {
        let folder = try folderWithOneClip()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = TracerProcess.repositoryRoot.appendingPathComponent("scripts/compare")
        let result = try TracerProcess.run(executable: URL(fileURLWithPath: "/usr/bin/env"),
                                           ["python3", script.path, TracerProcess.binary.path, folder.path,
                                            "--tracer", TracerProcess.binary.path, "--check"] + extra)
        return (result, folder.path)
    }

    @Test func theSameBinaryComparesEqual() throws {
        let result = try compareOnOneClip(["--misses"]).result
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("paths: 0 of 1 differ"), "\(result.stdout)")
        #expect(result.stdout.contains("old: 1 of 1 shots found, 0 false trajectories"), "\(result.stdout)")
        #expect(!result.stdout.contains("misses:"), "the chip meets every target: \(result.stdout)")
    }

    @Test func extrapolatedPointsMoveThePathButNotItsScore() throws {
        let result = try compareOnOneClip(["--new-flags=--extrapolate"]).result
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 moved within their targets (p95 lower on 0, higher on 0)"), "\(result.stdout)")
    }

    @Test func aMovedPathsP95IsCountedLowerOrHigher() throws {
        let result = try compareOnOneClip(["--new-flags=--preset=soccer"]).result
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        // The clip's two score lines (old, then new): the p95 is the third column from the end,
        // before coverage and launch.
        let rows = result.stdout.split(separator: "\n").filter { $0.contains("1/1") }
        try #require(rows.count == 2, "\(result.stdout)")
        let p95s = try rows.map { row in
            let columns = row.split(separator: " ")
            return try #require(Double(columns[columns.count - 3]))
        }
        let expected = abs(p95s[1] - p95s[0]) <= 0.01 ? "lower on 0, higher on 0"
            : p95s[1] < p95s[0] ? "lower on 1, higher on 0" : "lower on 0, higher on 1"
        #expect(result.stdout.contains("moved within their targets (p95 \(expected))"), "\(result.stdout)")
    }

    @Test func aLostShotIsWorseAndFailsTheCheck() throws {
        // A region of interest in the frame's top-left corner, away from the chip's flight.
        let (result, folder) = try compareOnOneClip(["--new-flags", "--roi 0,0,0.2,0.2", "--misses"])
        #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("-- "), "\(result.stdout)")
        #expect(result.stdout.contains("0 better, 1 worse"), "\(result.stdout)")
        #expect(result.stdout.contains("new: 0 of 1 shots found"), "\(result.stdout)")
        #expect(result.stdout.contains("misses: \(folder)/chip_side.mp4: 1 shot(s) not found"), "\(result.stdout)")
    }
}
