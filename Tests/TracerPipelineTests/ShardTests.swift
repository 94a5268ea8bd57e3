import Foundation
import Testing
import TracerPipeline

@Suite struct ShardTests {
    @Test func fnv1aMatchesReferenceValues() {
        // Published FNV-1a 64 test vectors.
        #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func parsingAndValidation() throws {
        #expect(try Shard(parsing: "0/4") == Shard(index: 0, count: 4))
        #expect(try Shard(parsing: "3/4").index == 3)
        for bad in ["4/4", "-1/4", "1/0", "1", "a/b", "1/2/3", ""] {
            #expect(throws: TracerError.self, "\(bad)") { try Shard(parsing: bad) }
        }
    }

    @Test func indexFromEnvironment() throws {
        #expect(try Shard(count: 4, environment: ["JOB_COMPLETION_INDEX": "2"]).index == 2)
        #expect(try Shard(count: 4, environment: ["SLURM_ARRAY_TASK_ID": "3"]).index == 3)
        #expect(try Shard(count: 4, environment: ["JOB_COMPLETION_INDEX": "1", "SLURM_ARRAY_TASK_ID": "3"]).index == 1)
        #expect(throws: TracerError.self) { try Shard(count: 4, environment: [:]) }
        #expect(throws: TracerError.self) { try Shard(count: 4, environment: ["SLURM_ARRAY_TASK_ID": "4"]) }
    }

    @Test func everyNameInExactlyOneShard() throws {
        let names = (0..<500).map { "folder\($0 % 7)/clip \($0).mp4" }
        for count in [1, 2, 3, 8] {
            let shards = try (0..<count).map { try Shard(index: $0, count: count) }
            for name in names {
                #expect(shards.filter { $0.contains(name) }.count == 1)
            }
            // Every shard gets some.
            #expect(shards.allSatisfy { shard in names.contains { shard.contains($0) } })
        }
    }

    @Test func shardRunsTogetherTraceEveryClipOnce() throws {
        let names = (0..<20).map { "c\($0).mp4" } + ["sub/d.mov", "sub/deeper/e.mkv"]
        let folder = try ClipFolder(names)
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let count = 3
        var ran: [String] = []
        var reports: [BatchReport] = []
        for index in 0..<count {
            let runner = FakeRunner()
            let shard = try Shard(index: index, count: count)
            let report = try folder.job(shard: shard).run(runner: runner)
            #expect(report.shard == shard)
            ran += runner.clipsRun
            reports.append(report)
        }
        #expect(ran.sorted() == names.sorted())
        let merged = ReportMerge.merge(reports, notes: { Issue.record("unexpected note: \($0)") })
        #expect(merged.clips.map(\.input) == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(merged.totals.ok == names.count)
        #expect(merged.missingShards == nil)
        #expect(merged.shard == nil)
    }

    @Test func shardMembershipIgnoresOtherFiles() throws {
        let shard = try Shard(index: 1, count: 4)
        let before = try ClipFolder(["a.mp4", "b.mp4", "c.mp4", "d.mp4"])
        defer { try? FileManager.default.removeItem(at: before.root) }
        let after = try ClipFolder(["a.mp4", "b.mp4", "c.mp4", "d.mp4", "new1.mp4", "new2.mp4", "x/y.mp4"])
        defer { try? FileManager.default.removeItem(at: after.root) }
        let first = try before.job(shard: shard).run(runner: FakeRunner()).clips.map(\.input)
        let second = try after.job(shard: shard).run(runner: FakeRunner()).clips.map(\.input)
        #expect(second.filter { !$0.contains("new") && !$0.contains("/") } == first)
    }

    @Test func mergeNotesMissingShardsAndPrefersNewest() throws {
        let folder = try ClipFolder((0..<12).map { "c\($0).mp4" } + ["bad.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let zero = try folder.job(shard: try Shard(index: 0, count: 3)).run(runner: FakeRunner())
        let two = try folder.job(shard: try Shard(index: 2, count: 3)).run(runner: FakeRunner())
        try zero.write(to: folder.output.appendingPathComponent(zero.shard!.reportName))
        try two.write(to: folder.output.appendingPathComponent(two.shard!.reportName))
        var notes: [String] = []
        let merged = try ReportMerge.merge(folder: folder.output, notes: { notes.append($0) })
        #expect(merged.missingShards == [1])
        #expect(notes.count == 1)
        #expect(merged.clips.count == zero.clips.count + two.clips.count)
        // A newer report for a clip replaces the older entry.
        var newer = zero
        newer.finished = zero.finished.addingTimeInterval(10)
        newer.clips[0].status = .failed
        let remerged = ReportMerge.merge([zero, newer, two], notes: { _ in })
        #expect(remerged.clips.first { $0.input == zero.clips[0].input }?.status == .failed)
    }
}
