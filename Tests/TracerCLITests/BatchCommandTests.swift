import Foundation
import Testing

/// `tracer batch` and `tracer report` end to end, on tiny clips, two at a time.
@Suite(.serialized) struct BatchCommandTests {
    /// A folder `clips` in `root` with `good` tiny clips and, optionally, three bad files.
    private func clipFolder(good: Int, bad: Bool, in root: URL) throws -> URL {
        let folder = root.appendingPathComponent("clips")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixtures = try CLIFixtures.get()
        for index in 0..<good {
            try fixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=160x90:rate=30:duration=1", "-f", "lavfi",
                                 "-i", "sine=duration=1", "-c:v", "libx264", "-c:a", "aac", "-shortest",
                                 folder.appendingPathComponent("clip\(index).mp4").path])
        }
        if bad {
            try Data("not a video\n".utf8).write(to: folder.appendingPathComponent("text.mp4"))
            try Data().write(to: folder.appendingPathComponent("empty.mov"))
            let whole = try Data(contentsOf: folder.appendingPathComponent("clip0.mp4"))
            try whole.prefix(whole.count / 3).write(to: folder.appendingPathComponent("truncated.mp4"))
        }
        return folder
    }

    private func report(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func hiddenFiles(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var hidden: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if (name as NSString).lastPathComponent.hasPrefix(".") { hidden.append(name) }
        }
        return hidden
    }

    @Test func badFilesAmongGoodOnes() throws {
        let root = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let clips = try clipFolder(good: 2, bad: true, in: root)
        let out = root.appendingPathComponent("out")
        let result = try TracerProcess.run(["batch", clips.path, "-o", out.path, "--jobs", "2"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        for name in ["clip0", "clip1"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name).traced.mp4").path))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name).traced.json").path))
            #expect(result.stderr.contains("ok \(name).mp4 ("))
        }
        for name in ["text.mp4", "empty.mov", "truncated.mp4"] {
            #expect(result.stderr.contains("FAILED \(name): "), "\(result.stderr)")
        }
        let json = try report(out)
        let clipsJSON = try #require(json["clips"] as? [[String: Any]])
        #expect(clipsJSON.map { $0["input"] as? String } == ["clip0.mp4", "clip1.mp4", "empty.mov", "text.mp4", "truncated.mp4"])
        #expect(clipsJSON.filter { $0["status"] as? String == "failed" }.allSatisfy { ($0["error"] as? String)?.isEmpty == false && ($0["exitCode"] as? Int ?? 0) != 0 })
        #expect((json["totals"] as? [String: Any])?["ok"] as? Int == 2)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("report.html").path))
        #expect(hiddenFiles(out).isEmpty)
    }

    @Test func emptyFolderAndAllBadExitOne() throws {
        let empty = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try TracerProcess.run(["batch", empty.path, "-o", empty.appendingPathComponent("out").path])
        #expect(none.exitCode == 1)
        #expect(none.stderr.contains("no clips in"))
        try Data("x".utf8).write(to: empty.appendingPathComponent("bad.mp4"))
        let allBad = try TracerProcess.run(["batch", empty.path, "-o", empty.appendingPathComponent("out").path])
        #expect(allBad.exitCode == 1)
        let usage = try TracerProcess.run(["batch", empty.path, "-o", empty.path])
        #expect(usage.exitCode == 64)
        let noIndex = try TracerProcess.run(["batch", empty.path, "-o", empty.appendingPathComponent("o").path, "--shards", "2"],
                                            environment: ["JOB_COMPLETION_INDEX": "", "SLURM_ARRAY_TASK_ID": ""])
        #expect(noIndex.exitCode == 64)
    }

    @Test func shardProcessesTogetherTraceEveryClipOnce() throws {
        let root = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let clips = try clipFolder(good: 5, bad: false, in: root)
        let out = root.appendingPathComponent("out")
        var inputs: [String] = []
        for index in 0..<3 {
            let result = try TracerProcess.run(["batch", clips.path, "-o", out.path, "--jobs", "2", "--shards", "3"],
                                               environment: ["JOB_COMPLETION_INDEX": String(index)])
            #expect(result.exitCode == 0, "\(result.stderr)")
            let data = try Data(contentsOf: out.appendingPathComponent("report-shard-\(index)-of-3.json"))
            let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
            inputs += (json["clips"] as? [[String: Any]] ?? []).compactMap { $0["input"] as? String }
        }
        #expect(inputs.sorted() == (0..<5).map { "clip\($0).mp4" })
        let merged = try TracerProcess.run(["report", out.path])
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect((try report(out)["totals"] as? [String: Any])?["ok"] as? Int == 5)
    }

    @Test func killedBatchResumes() throws {
        let root = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let clips = try clipFolder(good: 6, bad: false, in: root)
        let out = root.appendingPathComponent("out")
        let process = Process()
        process.executableURL = TracerProcess.binary
        process.arguments = ["batch", clips.path, "-o", out.path, "--jobs", "2"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !FileManager.default.fileExists(atPath: out.appendingPathComponent("clip0.traced.json").path)
                && !FileManager.default.fileExists(atPath: out.appendingPathComponent("clip1.traced.json").path) {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Renders orphaned by SIGKILL run on into the dead batch's staging folder; let them end.
        Thread.sleep(forTimeInterval: 3)
        let done = (0..<6).filter {
            FileManager.default.fileExists(atPath: out.appendingPathComponent("clip\($0).traced.json").path)
        }
        #expect(!done.isEmpty)
        let result = try TracerProcess.run(["batch", clips.path, "-o", out.path, "--jobs", "2"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let statuses = (try report(out)["clips"] as? [[String: Any]] ?? []).map { $0["status"] as? String }
        #expect(statuses.count == 6)
        for index in done { #expect(statuses[index] == "skipped") }
        #expect(statuses.allSatisfy { $0 == "ok" || $0 == "skipped" })
        #expect(hiddenFiles(out).isEmpty, "\(hiddenFiles(out))")
    }

    /// Ctrl-C (SIGINT) and SIGTERM alike: the running render is stopped, the
    /// partial report says so, the batch exits 130 and no staging file is left.
    @Test(arguments: [SIGINT, SIGTERM])
    func interruptedBatchWritesPartialReportAndExits130(signal: Int32) throws {
        let root = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let clips = try clipFolder(good: 6, bad: false, in: root)
        let out = root.appendingPathComponent("out")
        let process = Process()
        process.executableURL = TracerProcess.binary
        process.arguments = ["batch", clips.path, "-o", out.path, "--jobs", "1"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !FileManager.default.fileExists(atPath: out.appendingPathComponent("clip0.traced.json").path) {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let json = try report(out)
        #expect(json["interrupted"] as? Bool == true)
        let totals = try #require(json["totals"] as? [String: Any])
        // Every clip is accounted for; the one stopped mid-render counts as unfinished, not failed.
        #expect(totals["clips"] as? Int == 6)
        #expect(totals["failed"] as? Int == 0)
        #expect((totals["interrupted"] as? Int ?? 0) >= 1, "\(totals)")
        #expect(hiddenFiles(out).isEmpty, "\(hiddenFiles(out))")
    }
}
