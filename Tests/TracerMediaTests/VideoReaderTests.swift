import Foundation
import Testing
import TracerMedia

@Suite struct VideoReaderTests {
    enum Clip: String, CaseIterable, Sendable {
        case h264, vfr, portrait, highRate, hevc10

        func url(_ fixtures: Fixtures) -> URL {
            switch self {
            case .h264: fixtures.h264
            case .vfr: fixtures.vfr
            case .portrait: fixtures.portrait
            case .highRate: fixtures.highRate
            case .hevc10: fixtures.hevc10
            }
        }
    }

    @Test(arguments: Clip.allCases)
    func framesMatchFFprobe(_ clip: Clip) throws {
        let url = clip.url(try Fixtures.get())
        let expected = try FFprobe.frameTimes(url)
        let times = try decodedTimes(url)
        #expect(times.count == expected.count)
        for (ours, theirs) in zip(times, expected) {
            #expect(abs(ours - theirs) < 1e-6)
        }
        #expect(!expected.isEmpty)
    }

    @Test func variableFrameRateKeepsUnevenSpacing() throws {
        let times = try decodedTimes(try Fixtures.get().vfr)
        let gaps = Set(zip(times.dropFirst(), times).map { (($0 - $1) * 1000).rounded() })
        #expect(gaps.contains(50))
        #expect(gaps.contains(17))
    }

    @Test func fastLumaDecodeGivesEveryFrame() throws {
        let url = try Fixtures.get().h264
        let reader = try VideoReader(url: url, options: .init(fastLumaDecode: true))
        var count = 0
        while let frame = try reader.nextFrame() {
            frame.withLumaPlane { luma in
                #expect(luma.width == 320 && luma.height == 180 && luma.bitDepth == 8)
                #expect(luma.bytesPerRow >= 320)
            }
            count += 1
        }
        #expect(count == 30)
    }

    @Test func portraitClipReportsRotationAndDisplaySize() throws {
        let reader = try VideoReader(url: try Fixtures.get().portrait)
        #expect(reader.info.video.rotation == -90)
        #expect(reader.info.video.width == 180 && reader.info.video.height == 320)
        #expect(reader.info.video.codedWidth == 320 && reader.info.video.codedHeight == 180)
        let frame = try next(reader)
        #expect(frame.width == 320 && frame.height == 180)
    }

    @Test func tenBitLumaStaysInRange() throws {
        let reader = try VideoReader(url: try Fixtures.get().hevc10)
        #expect(reader.info.video.bitDepth == 10)
        let frame = try next(reader)
        #expect(frame.bitDepth == 10)
        #expect(frame.pixelFormatName == "yuv420p10le")
        let maximum = frame.withLumaPlane { luma in
            var maximum: UInt16 = 0
            for row in 0..<luma.height {
                let samples = (luma.base + row * luma.bytesPerRow).assumingMemoryBound(to: UInt16.self)
                for column in 0..<luma.width { maximum = max(maximum, UInt16(littleEndian: samples[column])) }
            }
            return maximum
        }
        #expect(maximum <= 1023)
        #expect(maximum > 255)
    }

    @Test func mutablePlanesAreWritableCopies() throws {
        let reader = try VideoReader(url: try Fixtures.get().h264)
        var frame = try next(reader)
        frame.withMutablePlanes { planes in
            #expect(planes.chromaShiftX == 1 && planes.chromaShiftY == 1)
            #expect(planes.chromaWidth == 160 && planes.chromaHeight == 90)
            planes.y.storeBytes(of: 7, as: UInt8.self)
        }
        frame.withLumaPlane { luma in #expect(luma.base.load(as: UInt8.self) == 7) }
        _ = try next(reader)
    }

    @Test func damagedPacketsAreSkippedNotFatal() throws {
        let reader = try VideoReader(url: try Fixtures.get().damaged)
        var count = 0
        while try reader.nextFrame() != nil { count += 1 }
        #expect((20...30).contains(count))
        #expect(!reader.warnings.isEmpty)
    }

    @Test func nothingDecodableIsAnError() throws {
        let url = try Fixtures.get().undecodable
        let reader = try VideoReader(url: url)
        let error = #expect(throws: MediaError.self) {
            while try reader.nextFrame() != nil {}
        }
        guard case .decodeFailed = error else {
            Issue.record("expected decodeFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 6)
    }

    private func decodedTimes(_ url: URL) throws -> [Double] {
        let reader = try VideoReader(url: url)
        var times: [Double] = []
        while let frame = try reader.nextFrame() {
            times.append(frame.time)
        }
        #expect(times.first == 0)
        #expect(reader.warnings.isEmpty)
        return times
    }
}
