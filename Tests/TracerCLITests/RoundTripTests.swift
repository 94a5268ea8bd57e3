import Foundation
import Testing
import TracerTestSupport

/// `render --no-tracer` re-encodes a clip untouched: same frames at the same times,
/// same display size and rotation, audio kept.
@Suite struct RoundTripTests {
    private func ffprobe(_ arguments: [String]) throws -> String {
        try TracerProcess.run(executable: URL(fileURLWithPath: "/usr/bin/ffprobe"), ["-v", "error"] + arguments).stdout
    }

    private func frameTimes(_ clip: URL) throws -> [Double] {
        let lines = try ffprobe(["-select_streams", "v:0", "-show_entries", "frame=best_effort_timestamp_time",
                                 "-of", "csv=p=0", clip.path]).split(separator: "\n")
        let times = lines.compactMap { Double($0.split(separator: ",").first ?? "") }
        return times.map { $0 - (times.first ?? 0) }
    }

    private func audioPackets(_ clip: URL) throws -> String {
        try ffprobe(["-select_streams", "a:0", "-count_packets", "-show_entries", "stream=codec_name,nb_read_packets",
                     "-of", "csv=p=0", clip.path]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: ["portrait_rot90", "two_shots", "iron_240fps"])
    func sampleClipRoundTrips(name: String) throws {
        try roundTrip(SampleClips.clip(name))
    }

    @Test func variableFrameRateStaysVariable() throws {
        let fixtures = try CLIFixtures.get()
        let vfr = fixtures.folder.appendingPathComponent("vfr.mp4")
        if !FileManager.default.fileExists(atPath: vfr.path) {
            // 30 fps for a second, then 60 fps: uneven frame spacing in one stream.
            try fixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=60:duration=2",
                                 "-f", "lavfi", "-i", "sine=duration=2",
                                 "-vf", "select='lt(t,1)*not(mod(n,2))+gte(t,1)'", "-fps_mode", "vfr",
                                 "-c:v", "libx264", "-c:a", "aac", "-shortest", vfr.path])
        }
        let times = try roundTrip(vfr)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect((gaps.max() ?? 0) > 1.5 * (gaps.min() ?? 1), "frame spacing became even: \(gaps)")
    }

    @discardableResult
    private func roundTrip(_ clip: URL) throws -> [Double] {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("copy.mp4")
        let result = try TracerProcess.run(["render", clip.path, "--no-tracer", "-o", out.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let before = try frameTimes(clip), after = try frameTimes(out)
        #expect(before.count == after.count)
        for (a, b) in zip(before, after) { #expect(abs(a - b) < 1e-4) }
        let probeIn = try TracerProcess.run(["probe", "--json", clip.path]).stdout
        let probeOut = try TracerProcess.run(["probe", "--json", out.path]).stdout
        let videoIn = try #require((JSONSerialization.jsonObject(with: Data(probeIn.utf8)) as? [String: Any])?["video"] as? [String: Any])
        let videoOut = try #require((JSONSerialization.jsonObject(with: Data(probeOut.utf8)) as? [String: Any])?["video"] as? [String: Any])
        for key in ["width", "height", "rotation"] {
            #expect(videoIn[key] as? Int == videoOut[key] as? Int, "\(key) changed")
        }
        #expect(try audioPackets(clip) == audioPackets(out))
        return after
    }
}
