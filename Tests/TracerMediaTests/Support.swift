import Foundation
import Testing
import TracerMedia
import TracerTestSupport

/// Runs a command-line tool and returns its standard output.
@discardableResult
func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ToolFailure(message: "\(tool) \(arguments.joined(separator: " ")): \(String(decoding: errorData, as: UTF8.self))")
    }
    return String(decoding: data, as: UTF8.self)
}

struct ToolFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// What ffprobe says about one stream, for comparing against our own reading.
enum FFprobe {
    /// Best-effort timestamps of every video frame, in seconds from the first one.
    static func frameTimes(_ url: URL) throws -> [Double] {
        let timeBase = try streamEntry(url, stream: "v:0", entry: "time_base").split(separator: "/")
        let seconds = Double(timeBase[0])! / Double(timeBase[1])!
        let ticks = try run(
            "ffprobe",
            ["-v", "error", "-select_streams", "v:0", "-show_entries", "frame=best_effort_timestamp", "-of", "csv=p=0", url.path]
        )
        .split(separator: "\n")
        .compactMap { Int64($0.split(separator: ",").first ?? "") }
        guard let first = ticks.first else { return [] }
        return ticks.map { Double($0 - first) * seconds }
    }

    static func streamEntry(_ url: URL, stream: String, entry: String, countPackets: Bool = false) throws -> String {
        var arguments = ["-v", "error", "-select_streams", stream, "-show_entries", "stream=\(entry)", "-of", "csv=p=0"]
        if countPackets { arguments.insert("-count_packets", at: 0) }
        return try run("ffprobe", arguments + [url.path])
            .split(separator: "\n").first.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) } ?? ""
    }

    /// The rotation ffprobe reads from the video stream's display matrix, 0 without one.
    static func rotation(_ url: URL) throws -> Int {
        let text = try run(
            "ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream_side_data=rotation", "-of", "csv=p=0", url.path])
        return text.split(whereSeparator: { $0 == "\n" || $0 == "," }).compactMap { Int($0) }.first ?? 0
    }
}

/// Small clips made once per test run with the ffmpeg CLI, in one folder
/// (with `BadInputs` in it) that is removed when the test process exits.
struct Fixtures: Sendable {
    let folder: URL
    var h264: URL { folder.appendingPathComponent("h264-30fps.mp4") }
    var vfr: URL { folder.appendingPathComponent("vfr.mp4") }
    var portrait: URL { folder.appendingPathComponent("portrait.mp4") }
    var highRate: URL { folder.appendingPathComponent("240fps.mkv") }
    var hevc10: URL { folder.appendingPathComponent("hevc10.mp4") }
    var audioOnly: URL { folder.appendingPathComponent("audio.m4a") }
    var text: URL { folder.appendingPathComponent("notes.mp4") }
    var fullRange: URL { folder.appendingPathComponent("yuvj420p-bt709.mp4") }
    var hlg10: URL { folder.appendingPathComponent("hlg10-pc.mp4") }
    var damaged: URL { folder.appendingPathComponent("damaged.mp4") }
    var undecodable: URL { folder.appendingPathComponent("undecodable.mp4") }

    static let shared = Result { try Fixtures() }

    static func get() throws -> Fixtures { try shared.get() }

    private init() throws {
        FFmpegLog.setLevel(.error)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-media-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ExitCleanup.removeAtExit(folder)
        let quiet = ["-hide_banner", "-v", "error", "-y"]
        let source = ["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30"]
        let tone = ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000"]
        let x264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]
        try run("ffmpeg", quiet + source + tone + ["-t", "1"] + x264 + ["-c:a", "aac", "-shortest", h264.path])
        try run("ffmpeg", quiet + ["-i", h264.path, "-c", "copy", "-metadata:s:v:0", "rotate=270", portrait.path])
        try run(
            "ffmpeg",
            quiet + ["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=60", "-t", "1",
                     "-vf", "select='if(lt(n\\,30)\\,not(mod(n\\,3))\\,1)'", "-vsync", "vfr"] + x264 + [vfr.path])
        try run("ffmpeg", quiet + ["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=240", "-t", "0.5"] + x264 + [highRate.path])
        try run(
            "ffmpeg",
            quiet + source + ["-t", "0.5", "-c:v", "libx265", "-preset", "ultrafast", "-pix_fmt", "yuv420p10le",
                              "-x265-params", "log-level=error", hevc10.path])
        try run("ffmpeg", quiet + tone + ["-t", "1", "-c:a", "aac", audioOnly.path])
        try run(
            "ffmpeg",
            quiet + source + ["-t", "0.5", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuvj420p",
                              "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", fullRange.path])
        try run(
            "ffmpeg",
            quiet + source + ["-t", "0.5", "-c:v", "libx265", "-preset", "ultrafast", "-pix_fmt", "yuv420p10le",
                              "-color_range", "pc", "-colorspace", "bt2020nc", "-color_primaries", "bt2020",
                              "-color_trc", "arib-std-b67", "-x265-params", "log-level=error", hlg10.path])
        try Self.damage(copyOf: h264, to: damaged)
        try Self.scramblePayload(of: highRate, toMP4: undecodable)
        try Data("not a video, just some notes\n".utf8).write(to: text)
    }

    /// Remuxes `clip` to MP4 (index last) and overwrites all of its media data.
    private static func scramblePayload(of clip: URL, toMP4 scrambled: URL) throws {
        try run("ffmpeg", ["-hide_banner", "-v", "error", "-y", "-i", clip.path, "-c", "copy", scrambled.path])
        let data = try Data(contentsOf: scrambled)
        guard let mdat = data.range(of: Data("mdat".utf8)), let moov = data.range(of: Data("moov".utf8)),
            mdat.upperBound < moov.lowerBound
        else { throw ToolFailure(message: "unexpected MP4 layout in \(scrambled.path)") }
        var bytes = [UInt8](data)
        for offset in mdat.upperBound..<(moov.lowerBound - 4) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 40503) }
        try Data(bytes).write(to: scrambled)
    }

    /// Overwrites a stretch in the middle of the media data with garbage.
    private static func damage(copyOf clip: URL, to damaged: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: clip))
        let start = bytes.count * 2 / 5
        for offset in start..<(start + 3000) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 2654435761 >> 7) }
        try Data(bytes).write(to: damaged)
    }
}

/// A fresh, empty folder for one test's outputs. The caller removes it:
/// `defer { try? FileManager.default.removeItem(at: folder) }`.
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-media-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The reader's next frame, failing the test at the end of the stream.
func next(_ reader: VideoReader) throws -> VideoFrame {
    guard let frame = try reader.nextFrame() else { throw ToolFailure(message: "no frame left") }
    return frame
}
