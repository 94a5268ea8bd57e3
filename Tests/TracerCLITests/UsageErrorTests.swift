import Foundation
import Testing
import TracerTestSupport

/// Bad flags fail before any work: exit 64, a message naming the flag, no output.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["--roi", "0.3,0,0.4"], "--roi"),
        (["--roi", "0.8,0,0.4,0.5"], "not inside the frame"),
        (["--roi", "a,b,c,d"], "not 4 numbers"),
        (["--ball", "1.5,0.2"], "--ball"),
        (["--trajectory-length", "4"], "trajectoryLength"),
        (["--min-radius=-1"], "objectMinimumNormalizedRadius"),
        (["--max-radius", "0"], "objectMaximumNormalizedRadius"),
        (["--frame-spacing=-1"], "frameAnalysisSpacing"),
        (["--target-frame-time=-0.5"], "targetFrameTime"),
        (["--preset", "turbo"], "unknown preset"),
        (["--preset", "slow"], "x264 preset"),
    ])
    func detectRejects(flags: [String], message: String) throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.json")
        let result = try TracerProcess.run(["detect", SampleClips.clip("chip_side").path, "-o", out.path] + flags)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [
        (["--crf", "99"], "--crf"),
        (["--color", "chartreuse-ish"], "colour"),
        (["--style", "neon"], "neon"),
        (["--width", "0"], "width"),
        (["--threads", "-2"], "--threads"),
    ])
    func renderRejects(flags: [String], message: String) throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.mp4")
        let result = try TracerProcess.run(["render", SampleClips.clip("chip_side").path, "-o", out.path] + flags)
        #expect(result.exitCode == 64)
        #expect(result.stderr.lowercased().contains(message.lowercased()), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [
        (["render"], "out.json", ".mp4"),
        (["render"], "out.mkv", ".mp4"),
        (["burn", "--path", "p.json"], "out.txt", ".mp4"),
        (["detect"], "out.mp4", ".json"),
        (["render", "--thumbnail", "shot.jpg"], "out.mp4", ".png"),
    ])
    func outputNamedForAnotherKindOfFileIsRefused(command: [String], name: String, message: String) throws {
        // `render -o out.json` would have written the video where its own path JSON goes.
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(name)
        let result = try TracerProcess.run([command[0], SampleClips.clip("chip_side").path] + command.dropFirst()
            + ["-o", out.path])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func outputEqualToInputIsRefused() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mp4")
        try FileManager.default.copyItem(at: SampleClips.clip("chip_side"), to: clip)
        let before = try Data(contentsOf: clip)
        let result = try TracerProcess.run(["render", clip.path, "--no-tracer", "-y", "-o", clip.path])
        #expect(result.exitCode == 8)
        #expect(try Data(contentsOf: clip) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.mp4"])
    }

    @Test func missingOutputFolderIsRefused() throws {
        let result = try TracerProcess.run(["detect", SampleClips.clip("chip_side").path, "-o", "/nonexistent/folder/out.json"])
        #expect(result.exitCode == 8)
        #expect(result.stderr.contains("does not exist"))
    }
}
