import Foundation
import Testing
import TracerTestSupport

/// `scripts/eval`'s targets line for a folder, read from the same per-target test as
/// `scripts/compare --misses` (`pathscore.misses` on the folder's pooled row): a folder with
/// no shot to find meets every target, and one whose shot is lost says so, not that its
/// median error is missing.
@Suite struct EvalScriptTests {
    /// A folder holding `name`'s sample clip and its truth, removed by the caller.
    private func folder(with name: String) throws -> URL {
        let folder = try CLIFixtures.scratchFolder()
        for file in ["\(name).mp4", "\(name).truth.json"] {
            try FileManager.default.copyItem(at: SampleClips.folder.appendingPathComponent(file),
                                             to: folder.appendingPathComponent(file))
        }
        return folder
    }

    private func eval(_ folder: URL, detectFlags: [String] = []) throws -> TracerProcess.Result {
        let script = TracerProcess.repositoryRoot.appendingPathComponent("scripts/eval")
        return try TracerProcess.run(executable: URL(fileURLWithPath: "/usr/bin/env"),
                                     ["python3", script.path, folder.path, "--tracer", TracerProcess.binary.path, "--check"]
                                        + (detectFlags.isEmpty ? [] : ["--"] + detectFlags))
    }

    @Test func aFolderWithNoShotToFindMeetsEveryTarget() throws {
        let folder = try folder(with: "practice_swing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try eval(folder)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("targets: all met"), "\(result.stdout)")
    }

    @Test func aLostShotIsTheMissNamed() throws {
        let folder = try folder(with: "chip_side")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A region of interest in the frame's top-left corner, away from the chip's flight.
        let result = try eval(folder, detectFlags: ["--roi", "0,0,0.2,0.2"])
        #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("targets: MISSED: 1 shot(s) not found"), "\(result.stdout)")
        #expect(!result.stdout.contains("nan px"), "\(result.stdout)")
    }
}
