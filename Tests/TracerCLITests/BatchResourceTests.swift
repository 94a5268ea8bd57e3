import Foundation
import Testing

/// A long batch holds as many open files as its parallel jobs need, however many clips it has.
@Suite struct BatchResourceTests {
    private func openFiles(_ pid: Int32) -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
    }

    @Test func fileDescriptorsStayBoundedOverManyClips() throws {
        let root = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let clips = root.appendingPathComponent("clips"), out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: clips, withIntermediateDirectories: true)
        let first = clips.appendingPathComponent("clip000.mp4")
        try CLIFixtures.get().ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=64x36:rate=10:duration=0.3",
                                      "-c:v", "libx264", first.path])
        let count = 100
        for index in 1..<count {
            try FileManager.default.copyItem(at: first, to: clips.appendingPathComponent(String(format: "clip%03d.mp4", index)))
        }
        let process = Process()
        process.executableURL = TracerProcess.binary
        process.arguments = ["batch", clips.path, "-o", out.path, "--jobs", "2", "--", "--no-tracer"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var samples: [Int] = []
        while process.isRunning {
            if let open = openFiles(process.processIdentifier) { samples.append(open) }
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(process.terminationStatus == 0)
        let videos = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".traced.mp4") }
        #expect(videos.count == count)
        try #require(samples.count >= 10, "too few samples: \(samples.count)")
        // Two running renders need a few pipes each; nothing may pile up clip after clip. The
        // typical level of each half is compared: a file left open per clip would lift the second
        // half's by dozens, while the peaks are the moments two renders spawn at once, which
        // fall in either half (CI once caught 34 late against 31 early).
        let half = samples.count / 2
        func median(_ values: ArraySlice<Int>) -> Int { values.sorted()[values.count / 2] }
        let early = median(samples[..<half]), late = median(samples[half...])
        #expect(late <= early + 2, "open files grew from \(early) to \(late) over the batch")
        // The steady level is the runtime's own files plus the running renders' pipes; spawning a
        // render briefly adds a few more, two renders at a time.
        let steady = samples.sorted()[samples.count / 2]
        #expect(samples.max()! <= steady + 2 * 4, "open files peaked at \(samples.max()!) over a steady \(steady)")
    }
}
