import Foundation
import Testing

@Suite struct ProbeCommandTests {
    private func probeJSON(_ clip: URL, decode: Bool = false) throws -> [String: Any] {
        let result = try TracerProcess.run(["probe", "--json"] + (decode ? ["--decode"] : []) + [clip.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func portraitClipReportsRotationAndDisplaySize() throws {
        let json = try probeJSON(try CLIFixtures.get().portrait)
        let video = try #require(json["video"] as? [String: Any])
        #expect(video["rotation"] as? Int == -90)
        #expect(video["width"] as? Int == 180)
        #expect(video["height"] as? Int == 320)
        #expect(video["codedWidth"] as? Int == 320)
        #expect(video["codedHeight"] as? Int == 180)
        #expect((json["audio"] as? [Any])?.count == 1)
    }

    @Test func highFrameRateClip() throws {
        let json = try probeJSON(try CLIFixtures.get().highRate, decode: true)
        let video = try #require(json["video"] as? [String: Any])
        #expect(abs((video["frameRate"] as? Double ?? 0) - 240) < 0.01)
        #expect(video["frameCount"] as? Int == 120)
        #expect((json["audio"] as? [Any])?.isEmpty == true)
    }

    @Test func tenBitHEVCClip() throws {
        let json = try probeJSON(try CLIFixtures.get().hevc10, decode: true)
        let video = try #require(json["video"] as? [String: Any])
        #expect(video["codec"] as? String == "hevc")
        #expect(video["bitDepth"] as? Int == 10)
        #expect(video["frameCount"] as? Int == 30)
        #expect(abs((json["duration"] as? Double ?? 0) - 1) < 0.05)
    }

    @Test func textReportNamesTheEssentials() throws {
        let result = try TracerProcess.run(["probe", try CLIFixtures.get().portrait.path])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("180x320 shown, 320x180 coded"))
        #expect(result.stdout.contains("-90°"))
    }

    @Test func missingFileFailsWithItsCode() throws {
        let result = try TracerProcess.run(["probe", "/nonexistent/clip.mp4"])
        #expect(result.exitCode == 3)
        #expect(result.stderr.contains("no such file"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func nonMediaFileFailsWithItsCode() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.mp4")
        try Data("just some words\n".utf8).write(to: text)
        let result = try TracerProcess.run(["probe", text.path])
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("not a media file"))
    }
}
