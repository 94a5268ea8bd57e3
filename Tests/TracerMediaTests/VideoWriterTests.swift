import Foundation
import Testing
import TracerMedia

@Suite struct VideoWriterTests {
    /// Decodes every frame of `input` and re-encodes it with no overlay.
    @discardableResult
    func roundTrip(_ input: URL, to output: URL, overwrite: Bool = false) throws -> VideoWriter {
        let reader = try VideoReader(url: input)
        let writer = try VideoWriter(destination: output, source: reader.writerSource, overwrite: overwrite)
        while let frame = try reader.nextFrame() {
            try writer.write(frame)
        }
        try writer.finish()
        return writer
    }

    @Test func keepsFramesTimesAndAudio() throws {
        let input = try Fixtures.get().h264
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.mp4")
        let writer = try roundTrip(input, to: output)
        #expect(writer.framesWritten == 30)
        #expect(try contents(of: folder) == ["out.mp4"])
        try expectSameFrameTimes(input, output)
        for entry in ["codec_name", "nb_read_packets", "sample_rate", "channels"] {
            #expect(
                try FFprobe.streamEntry(output, stream: "a:0", entry: entry, countPackets: true)
                    == FFprobe.streamEntry(input, stream: "a:0", entry: entry, countPackets: true))
        }
        #expect(try FFprobe.streamEntry(output, stream: "v:0", entry: "codec_name,pix_fmt") == "h264,yuv420p")
    }

    @Test func keepsVariableFrameRate() throws {
        let input = try Fixtures.get().vfr
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("vfr.mp4")
        try roundTrip(input, to: output)
        try expectSameFrameTimes(input, output)
    }

    @Test func portraitStaysPortrait() throws {
        let input = try Fixtures.get().portrait
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("portrait.mp4")
        try roundTrip(input, to: output)
        #expect(try FFprobe.rotation(output) == -90)
        let info = try MediaProbe.probe(url: output)
        #expect(info.video.rotation == -90)
        #expect(info.video.width == 180 && info.video.height == 320)
        try expectSameFrameTimes(input, output)
    }

    @Test func tenBitBecomesEightBit() throws {
        let input = try Fixtures.get().hevc10
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("hevc.mp4")
        try roundTrip(input, to: output)
        #expect(try FFprobe.streamEntry(output, stream: "v:0", entry: "codec_name,pix_fmt") == "h264,yuv420p")
        try expectSameFrameTimes(input, output)
    }

    @Test func indexComesFirst() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("fast.mp4")
        try roundTrip(try Fixtures.get().h264, to: output)
        let bytes = try Data(contentsOf: output)
        let moov = try #require(bytes.range(of: Data("moov".utf8)))
        let mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
    }

    @Test func keepsRangeAndColourTags() throws {
        let fixtures = try Fixtures.get()
        let entries = "pix_fmt,color_range,color_space,color_transfer,color_primaries"
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fullRange = folder.appendingPathComponent("full.mp4")
        try roundTrip(fixtures.fullRange, to: fullRange)
        #expect(try FFprobe.streamEntry(fullRange, stream: "v:0", entry: entries) == "yuvj420p,pc,bt709,bt709,bt709")
        let hlg = folder.appendingPathComponent("hlg.mp4")
        try roundTrip(fixtures.hlg10, to: hlg)
        #expect(try FFprobe.streamEntry(hlg, stream: "v:0", entry: entries) == "yuvj420p,pc,bt2020nc,arib-std-b67,bt2020")
        let tenBit = try meanLuma(fixtures.hlg10)
        let eightBit = try meanLuma(hlg)
        #expect(abs(tenBit / 4 - eightBit) < 2)
    }

    private func meanLuma(_ url: URL) throws -> Double {
        let frame = try next(try VideoReader(url: url))
        return frame.withLumaPlane { luma in
            var sum = 0
            for row in 0..<luma.height {
                for column in 0..<luma.width {
                    sum += luma.bitDepth == 8
                        ? Int(luma.base.load(fromByteOffset: row * luma.bytesPerRow + column, as: UInt8.self))
                        : Int(UInt16(littleEndian: luma.base.loadUnaligned(
                            fromByteOffset: row * luma.bytesPerRow + 2 * column, as: UInt16.self)))
                }
            }
            return Double(sum) / Double(luma.width * luma.height)
        }
    }

    @Test func overlayIsBurnedIn() throws {
        let input = try Fixtures.get().h264
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("square.mp4")
        let reader = try VideoReader(url: input)
        let writer = try VideoWriter(destination: output, source: reader.writerSource)
        while var frame = try reader.nextFrame() {
            frame.withMutablePlanes { planes in
                for row in 0..<32 {
                    (planes.y + row * planes.yBytesPerRow).initializeMemory(as: UInt8.self, repeating: 16, count: 32)
                }
            }
            try writer.write(frame)
        }
        try writer.finish()
        let check = try VideoReader(url: output)
        let frame = try next(check)
        let mean = frame.withLumaPlane { luma in
            var sum = 0
            for row in 4..<28 {
                for column in 4..<28 { sum += Int(luma.base.load(fromByteOffset: row * luma.bytesPerRow + column, as: UInt8.self)) }
            }
            return Double(sum) / Double(24 * 24)
        }
        #expect(mean < 24)
    }

    @Test func overwriteReplacesAnExistingFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.mp4")
        try Data("old".utf8).write(to: output)
        try roundTrip(try Fixtures.get().h264, to: output, overwrite: true)
        #expect(try MediaProbe.probe(url: output).video.frameCount == 30)
        #expect(try contents(of: folder) == ["out.mp4"])
    }

    @Test func unfinishedWriterLeavesNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let reader = try VideoReader(url: try Fixtures.get().h264)
            let writer = try VideoWriter(destination: folder.appendingPathComponent("out.mp4"), source: reader.writerSource)
            let frame = try next(reader)
            try writer.write(frame)
            #expect(try contents(of: folder).count == 1)
        }
        #expect(try contents(of: folder).isEmpty)
    }

    private func expectSameFrameTimes(_ input: URL, _ output: URL) throws {
        let expected = try FFprobe.frameTimes(input)
        let actual = try FFprobe.frameTimes(output)
        #expect(actual.count == expected.count)
        for (ours, theirs) in zip(actual, expected) {
            #expect(abs(ours - theirs) < 1e-6)
        }
    }
}
