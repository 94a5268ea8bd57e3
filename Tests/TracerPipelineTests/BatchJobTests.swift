import Foundation
import Testing
import TracerPipeline

@Suite struct BatchJobTests {
    @Test func findsVideosSortedSkippingHiddenAndOutput() throws {
        let folder = try ClipFolder(["b.MP4", "a.mov", "notes.txt", ".hidden.mp4", ".cache/x.mp4",
                                     "sub/c.webm", "out/old.traced.mp4", "z.mkv"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let flat = try ClipFinder.clips(in: folder.clips, recursive: false)
        #expect(flat.map(\.relativePath) == ["a.mov", "b.MP4", "z.mkv"])
        let inner = folder.clips.appendingPathComponent("out")
        let deep = try ClipFinder.clips(in: folder.clips, recursive: true, excluding: inner)
        #expect(deep.map(\.relativePath) == ["a.mov", "b.MP4", "sub/c.webm", "z.mkv"])
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: TracerError.self) {
            try ClipFinder.clips(in: URL(fileURLWithPath: "/nonexistent/clips"), recursive: false)
        }
    }

    @Test func outputsMirrorFoldersAndKeepExtensionsOnlyWhenStemsClash() {
        let clips = ["a.mp4", "a.MOV", "b.mp4", "sub/c.mkv"].map { BatchClip(relativePath: $0, url: URL(fileURLWithPath: "/x/" + $0)) }
        let outputs = BatchLayout.outputs(for: clips)
        #expect(outputs.map(\.video) == ["a.mp4.traced.mp4", "a.MOV.traced.mp4", "b.traced.mp4", "sub/c.traced.mp4"])
        #expect(outputs[3].path == "sub/c.traced.json")
        #expect(outputs[3].thumbnail == "sub/c.traced.png")
    }

    @Test func tracesEveryClipAndReportsFailures() throws {
        let folder = try ClipFolder(["one.mp4", "two.mp4", "bad.mp4", "sub/three.mov"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let runner = FakeRunner()
        let report = try folder.job().run(runner: runner)
        #expect(Set(runner.clipsRun) == ["one.mp4", "two.mp4", "bad.mp4", "sub/three.mov"])
        #expect(report.clips.map(\.input) == ["bad.mp4", "one.mp4", "sub/three.mov", "two.mp4"])
        #expect(report.totals.ok == 3)
        #expect(report.totals.failed == 1)
        #expect(report.exitCode == ExitCodes.partialFailure)
        let bad = try #require(report.clips.first)
        #expect(bad.status == .failed)
        #expect(bad.exitCode == 4)
        #expect(bad.error?.contains("not a media file") == true)
        #expect(bad.outputs == ClipReport.Outputs())
        let three = report.clips[2]
        #expect(three.outputs.video == "sub/three.traced.mp4")
        #expect(three.outputs.path == "sub/three.traced.json")
        #expect(three.outputs.thumbnail == "sub/three.traced.png")
        #expect(three.shots == "sub/three.mov".count % 3)
        #expect(three.trajectories?.count == three.shots)
        // Outputs in place, nothing staged left behind.
        #expect(folder.outputFiles() == ["one.traced.json", "one.traced.mp4", "one.traced.png", "sub",
                                         "sub/three.traced.json", "sub/three.traced.mp4", "sub/three.traced.png",
                                         "two.traced.json", "two.traced.mp4", "two.traced.png"])
    }

    @Test func exitCodes() throws {
        let allGood = try ClipFolder(["a.mp4", "b.mp4"])
        defer { try? FileManager.default.removeItem(at: allGood.root) }
        #expect(try allGood.job().run(runner: FakeRunner()).exitCode == 0)
        let allBad = try ClipFolder(["bad1.mp4", "bad2.mp4"])
        defer { try? FileManager.default.removeItem(at: allBad.root) }
        #expect(try allBad.job().run(runner: FakeRunner()).exitCode == 1)
        let mixed = try ClipFolder(["a.mp4", "bad.mp4"])
        defer { try? FileManager.default.removeItem(at: mixed.root) }
        #expect(try mixed.job().run(runner: FakeRunner()).exitCode == 2)
    }

    @Test func rerunSkipsDoneClipsAndRetriesFailedOnes() throws {
        let folder = try ClipFolder(["a.mp4", "b.mp4", "bad.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        _ = try folder.job().run(runner: FakeRunner())
        let again = FakeRunner()
        let report = try folder.job().run(runner: again)
        #expect(again.clipsRun == ["bad.mp4"])
        #expect(report.clips.map(\.status) == [.skipped, .skipped, .failed])
        #expect(report.clips[0].shots == "a.mp4".count % 3)
        #expect(report.exitCode == 2)
        let forced = FakeRunner()
        _ = try folder.job(force: true).run(runner: forced)
        #expect(Set(forced.clipsRun) == ["a.mp4", "b.mp4", "bad.mp4"])
    }

    @Test func staleOrBrokenOutputsAreRedone() throws {
        let folder = try ClipFolder(["a.mp4", "b.mp4", "c.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        _ = try folder.job().run(runner: FakeRunner())
        // a: the clip changed after it was traced; b: its JSON was cut short.
        let later = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: folder.clips.appendingPathComponent("a.mp4").path)
        try Data("{\"version\":1,".utf8).write(to: folder.output.appendingPathComponent("b.traced.json"))
        let again = FakeRunner()
        _ = try folder.job().run(runner: again)
        #expect(Set(again.clipsRun) == ["a.mp4", "b.mp4"])
    }

    @Test func cancellingStopsAndReportsUnfinishedClips() throws {
        let folder = try ClipFolder((0..<8).map { "clip\($0).mp4" })
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let control = BatchControl()
        // One job at a time, so which clips finish does not depend on timing.
        let runner = FakeRunner(delay: 0.05, cancelAtStart: 3)
        let report = try folder.job(jobs: 1).run(runner: runner, control: control)
        #expect(report.interrupted)
        #expect(report.exitCode == ExitCodes.interrupted)
        #expect(report.totals.ok == 2)
        #expect(report.totals.interrupted == 6)
        #expect(runner.clipsRun.count == 3)
        #expect(!folder.outputFiles().contains { $0.hasPrefix(".") })
        // Resuming traces only what is missing.
        let resume = FakeRunner()
        let second = try folder.job().run(runner: resume)
        #expect(resume.clipsRun.count == 6)
        #expect(second.totals.skipped == 2)
        #expect(second.exitCode == 0)
    }

    @Test func staleStagingOfADeadBatchIsSwept() throws {
        let folder = try ClipFolder(["a.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let host = ProcessInfo.processInfo.hostName
        // A pid far above pid_max is never alive.
        let stale = folder.output.appendingPathComponent(".tracer-work/\(host)-99999999/0")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: stale.appendingPathComponent(".a.traced.tmp-123.mp4"))
        _ = try folder.job().run(runner: FakeRunner())
        #expect(folder.outputFiles() == ["a.traced.json", "a.traced.mp4", "a.traced.png"])
    }
}
