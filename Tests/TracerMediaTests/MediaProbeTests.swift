import Foundation
import Testing
import TracerMedia

@Suite struct MediaProbeTests {
    @Test func describesClipWithAudio() throws {
        let info = try MediaProbe.probe(url: try Fixtures.get().h264)
        #expect(info.container.contains("mp4"))
        #expect(abs(info.duration - 1) < 0.1)
        #expect(info.video.codec == "h264")
        #expect(info.video.width == 320 && info.video.height == 180)
        #expect(info.video.rotation == 0)
        #expect(abs(info.video.frameRate - 30) < 1e-9)
        #expect(info.video.pixelFormat == "yuv420p")
        #expect(info.video.bitDepth == 8)
        #expect(info.video.frameCount == 30)
        #expect(info.audio.count == 1)
        #expect(info.audio.first?.codec == "aac")
        #expect(info.audio.first?.sampleRate == 48000)
        #expect(info.audio.first?.channels == 1)
    }

    @Test func countsFramesWhenTheContainerDoesNot() throws {
        let url = try Fixtures.get().highRate
        #expect(try MediaProbe.probe(url: url).video.frameCount == nil)
        let info = try MediaProbe.probe(url: url, countFrames: true)
        #expect(info.video.frameCount == 120)
        #expect(abs(info.video.realFrameRate - 240) < 1e-9)
    }

    @Test func jsonUsesTheDocumentedKeys() throws {
        let info = try MediaProbe.probe(url: try Fixtures.get().portrait)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(info)) as? [String: Any]
        let object = try #require(json)
        for key in ["duration", "container", "video", "audio"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let video = try #require(object["video"] as? [String: Any])
        for key in [
            "codec", "width", "height", "codedWidth", "codedHeight", "rotation", "frameRate", "realFrameRate",
            "pixelFormat", "bitDepth", "frameCount",
        ] {
            #expect(video[key] != nil, "missing video.\(key)")
        }
        #expect(video["rotation"] as? Int == -90)
        #expect(object["audio"] is [Any])
        #expect(try JSONDecoder().decode(MediaInfo.self, from: JSONEncoder().encode(info)) == info)
    }
}
