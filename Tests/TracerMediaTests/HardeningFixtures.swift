import Foundation
import TracerMedia

/// Bad inputs, made once per test run from the ffmpeg CLI and byte edits, in
/// a folder inside `Fixtures`' (removed with it when the test process exits).
struct BadInputs: Sendable {
    let folder: URL
    var empty: URL { folder.appendingPathComponent("empty.mp4") }
    var randomBytes: URL { folder.appendingPathComponent("random.mp4") }
    /// Index at the end, file cut before it: the `moov` box is missing.
    var moovMissing: URL { folder.appendingPathComponent("moov-missing.mp4") }
    /// Index up front, file cut in the middle of the media data.
    var cutMidMdat: URL { folder.appendingPathComponent("cut-mid-mdat.mp4") }
    var png: URL { folder.appendingPathComponent("still.png") }
    var jpeg: URL { folder.appendingPathComponent("still.jpg") }
    /// A 1×1 FFV1 clip.
    var onePixel: URL { folder.appendingPathComponent("one-pixel.mkv") }
    /// A Y4M header claiming 16384×16384 (FFmpeg itself refuses it).
    var hugeY4M: URL { folder.appendingPathComponent("huge.y4m") }
    /// A Y4M header claiming 8192×8192: FFmpeg accepts it, `MediaLimits` does not.
    var bigY4M: URL { folder.appendingPathComponent("big.y4m") }
    /// An H.264 MP4 whose `tkhd` and `avc1` boxes claim 16384×16384 (the SPS says 320×180).
    var lyingBoxes: URL { folder.appendingPathComponent("lying-boxes.mp4") }
    /// The same with the codec tag faked too, so no decoder corrects the size.
    var lyingUnknownCodec: URL { folder.appendingPathComponent("lying-unknown.mp4") }
    /// An MP4 whose video sample entry says `zzzz`, a codec nobody decodes.
    var unknownCodec: URL { folder.appendingPathComponent("unknown-codec.mp4") }

    static let shared = Result { try BadInputs() }

    static func get() throws -> BadInputs { try shared.get() }

    private init() throws {
        let fixtures = try Fixtures.get()
        folder = fixtures.folder.appendingPathComponent("bad-inputs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let quiet = ["-hide_banner", "-v", "error", "-y"]
        try Data().write(to: empty)
        try Data(Self.noise(count: 64 * 1024, seed: 0x5EED)).write(to: randomBytes)

        let clip = try Data(contentsOf: fixtures.h264)
        guard let moov = clip.range(of: Data("moov".utf8)), let mdat = clip.range(of: Data("mdat".utf8)),
            mdat.lowerBound < moov.lowerBound
        else { throw ToolFailure(message: "expected the index at the end of \(fixtures.h264.path)") }
        try clip.prefix(clip.count * 3 / 5).write(to: moovMissing)

        let faststart = folder.appendingPathComponent("faststart-source.mp4")
        try run("ffmpeg", quiet + ["-i", fixtures.h264.path, "-c", "copy", "-movflags", "+faststart", faststart.path])
        let fast = try Data(contentsOf: faststart)
        try fast.prefix(fast.count * 3 / 5).write(to: cutMidMdat)
        try FileManager.default.removeItem(at: faststart)

        let still = ["-f", "lavfi", "-i", "testsrc2=size=320x180", "-frames:v", "1"]
        try run("ffmpeg", quiet + still + [png.path])
        try run("ffmpeg", quiet + still + [jpeg.path])

        let gray = folder.appendingPathComponent("one-pixel.gray")
        try Data(repeating: 128, count: 6).write(to: gray)
        try run("ffmpeg", quiet + ["-f", "rawvideo", "-pix_fmt", "gray", "-s", "1x1", "-r", "30", "-i", gray.path,
                                   "-c:v", "ffv1", onePixel.path])
        try FileManager.default.removeItem(at: gray)

        try Self.y4m(width: 16384, height: 16384).write(to: hugeY4M)
        try Self.y4m(width: 8192, height: 8192).write(to: bigY4M)

        let lying = try Self.claim(width: 16384, height: 16384, in: clip)
        try lying.write(to: lyingBoxes)
        try Self.replacing("avc1", with: "zzzz", in: lying).write(to: lyingUnknownCodec)
        try Self.replacing("avc1", with: "zzzz", in: clip).write(to: unknownCodec)
    }

    /// Deterministic pseudo-random bytes (xorshift).
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }

    /// A Y4M stream header and one frame marker followed by far fewer bytes than the header promises.
    private static func y4m(width: Int, height: Int) -> Data {
        var data = Data("YUV4MPEG2 W\(width) H\(height) F30:1 Ip A1:1 C420jpeg\nFRAME\n".utf8)
        data.append(contentsOf: noise(count: 5000, seed: 7))
        return data
    }

    private static func replacing(_ old: String, with new: String, in data: Data) -> Data {
        var bytes = [UInt8](data)
        let pattern = Array(old.utf8)
        let replacement = Array(new.utf8)
        var index = 0
        while index + pattern.count <= bytes.count {
            if Array(bytes[index..<(index + pattern.count)]) == pattern {
                bytes.replaceSubrange(index..<(index + pattern.count), with: replacement)
            }
            index += 1
        }
        return Data(bytes)
    }

    /// Rewrites the picture size in the `avc1` sample entry and the `tkhd` box.
    private static func claim(width: Int, height: Int, in data: Data) throws -> Data {
        var bytes = [UInt8](data)
        func find(_ name: String, from start: Int) throws -> Int {
            let pattern = Array(name.utf8)
            for index in start..<(bytes.count - pattern.count) where Array(bytes[index..<(index + 4)]) == pattern {
                return index
            }
            throw ToolFailure(message: "no \(name) box")
        }
        func put(_ value: UInt32, at offset: Int, size: Int) {
            for byte in 0..<size { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - byte))) }
        }
        // Sample entry: fourcc, 6 reserved, 2 data reference index, 16 pre-defined, then width and height (16 bits).
        let entry = try find("avc1", from: 32) + 4
        put(UInt32(width), at: entry + 24, size: 2)
        put(UInt32(height), at: entry + 26, size: 2)
        // tkhd version 0: fourcc, 4 version/flags, 20 times and ids, 8 reserved, 8 layer/volume, 36 matrix, then 16.16 sizes.
        let header = try find("tkhd", from: 0) + 4 + 4 + 20 + 8 + 8 + 36
        put(UInt32(width) << 16, at: header, size: 4)
        put(UInt32(height) << 16, at: header + 4, size: 4)
        return Data(bytes)
    }
}
