import Foundation
import Testing
import TracerTestSupport

/// SIGINT and SIGTERM during a job: exit 130 and no file left behind.
@Suite struct InterruptTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func renderStopsCleanly(signal: Int32) throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = TracerProcess.binary
        process.arguments = ["render", SampleClips.clip("two_shots").path, "-o", folder.appendingPathComponent("out.mp4").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Mid-job: once the writer's temporary file is there (a fixed sleep raced a fast render).
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline,
              (try? FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty) ?? true {
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(process.isRunning, "the render ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
