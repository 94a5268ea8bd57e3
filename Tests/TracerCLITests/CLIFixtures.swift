import Foundation
import TracerTestSupport

/// Clips the CLI tests make once per run with the ffmpeg CLI, in a temporary
/// folder that is removed when the test process exits.
struct CLIFixtures: Sendable {
    let folder: URL

    var landscape: URL { folder.appendingPathComponent("landscape.mp4") }
    var portrait: URL { folder.appendingPathComponent("portrait-90.mp4") }
    var highRate: URL { folder.appendingPathComponent("240fps.mp4") }
    var hevc10: URL { folder.appendingPathComponent("hevc10.mp4") }

    static let shared = Result { try CLIFixtures() }

    static func get() throws -> CLIFixtures { try shared.get() }

    /// A fresh empty folder for one test's outputs. The caller removes it:
    /// `defer { try? FileManager.default.removeItem(at: folder) }`.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-cli-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ExitCleanup.removeAtExit(folder)
        let source = ["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=1.5",
                      "-f", "lavfi", "-i", "sine=frequency=300:duration=1.5"]
        try ffmpeg(source + ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", landscape.path])
        // FFmpeg 5.1 tags a stream-copied clip's display matrix from the legacy `rotate` key:
        // 270 clockwise reads back as -90, what a phone's portrait clip carries.
        try ffmpeg(["-i", landscape.path, "-c", "copy", "-metadata:s:v:0", "rotate=270", portrait.path])
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=240:duration=0.5",
                    "-c:v", "libx264", "-pix_fmt", "yuv420p", highRate.path])
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=1",
                    "-c:v", "libx265", "-pix_fmt", "yuv420p10le", "-tag:v", "hvc1",
                    "-x265-params", "log-level=error", hevc10.path])
    }

    func ffmpeg(_ arguments: [String]) throws {
        let result = try TracerProcess.run(executable: URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                                           ["-v", "error", "-nostdin", "-y"] + arguments)
        guard result.exitCode == 0 else {
            throw FixtureError(message: "ffmpeg \(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
