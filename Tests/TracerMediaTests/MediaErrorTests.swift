import Foundation
import Testing
import TracerMedia

@Suite struct MediaErrorTests {
    @Test func missingInput() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nope.mp4")
        #expect(throws: MediaError.fileNotFound(path: url.path)) { try VideoReader(url: url) }
        #expect(throws: MediaError.fileNotFound(path: url.path)) { try MediaProbe.probe(url: url) }
        #expect(MediaError.fileNotFound(path: url.path).exitCode == 3)
    }

    @Test func textFileIsNotMedia() throws {
        let error = #expect(throws: MediaError.self) { try VideoReader(url: try Fixtures.get().text) }
        guard case .notMediaFile = error else {
            Issue.record("expected notMediaFile, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 4)
    }

    @Test func audioOnlyHasNoVideo() throws {
        let url = try Fixtures.get().audioOnly
        #expect(throws: MediaError.noVideoStream(path: url.path)) { try VideoReader(url: url) }
        #expect(MediaError.noVideoStream(path: url.path).exitCode == 4)
    }

    @Test func existingOutputNeedsOverwrite() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("taken.mp4")
        try Data("keep me".utf8).write(to: output)
        let reader = try VideoReader(url: try Fixtures.get().h264)
        #expect(throws: MediaError.outputExists(path: output.path)) {
            try VideoWriter(destination: output, source: reader.writerSource)
        }
        #expect(try Data(contentsOf: output) == Data("keep me".utf8))
        #expect(try contents(of: folder) == ["taken.mp4"])
        #expect(MediaError.outputExists(path: "").message.contains("--overwrite"))
        #expect(MediaError.outputExists(path: "").exitCode == 7)
    }

    @Test func outputCannotBeTheInput() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("clip.mp4")
        try FileManager.default.copyItem(at: try Fixtures.get().h264, to: input)
        let before = try Data(contentsOf: input)
        let reader = try VideoReader(url: input)
        let sameFile = folder.appendingPathComponent("./clip.mp4")
        #expect(throws: MediaError.outputIsInput(path: sameFile.path)) {
            try VideoWriter(destination: sameFile, source: reader.writerSource, overwrite: true)
        }
        #expect(try Data(contentsOf: input) == before)
        #expect(try contents(of: folder) == ["clip.mp4"])
        #expect(MediaError.outputIsInput(path: "").exitCode == 8)
    }

    @Test func missingOutputFolder() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("missing/out.mp4")
        let reader = try VideoReader(url: try Fixtures.get().h264)
        let error = #expect(throws: MediaError.self) {
            try VideoWriter(destination: output, source: reader.writerSource)
        }
        guard case .outputNotWritable = error else {
            Issue.record("expected outputNotWritable, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 8)
        #expect(try contents(of: folder).isEmpty)
    }

    @Test(arguments: [EncoderSettings(preset: "warp-speed"), EncoderSettings(crf: 80)])
    func refusedSettingsLeaveNothing(_ settings: EncoderSettings) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = try VideoReader(url: try Fixtures.get().h264)
        let error = #expect(throws: MediaError.self) {
            try VideoWriter(destination: folder.appendingPathComponent("out.mp4"), source: reader.writerSource, settings: settings)
        }
        guard case .encodeFailed = error else {
            Issue.record("expected encodeFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 9)
        #expect(try contents(of: folder).isEmpty)
    }

    @Test func everyErrorHasAMessageAndCode() {
        let errors: [MediaError] = [
            .fileNotFound(path: "a"), .notMediaFile(path: "a", reason: "r"), .noVideoStream(path: "a"),
            .unsupportedCodec(path: "a", codec: "c"), .decodeFailed(path: "a", reason: "r"), .outputExists(path: "a"),
            .outputNotWritable(path: "a", reason: "r"), .outputIsInput(path: "a"), .encodeFailed(path: "a", reason: "r"),
            .ffmpeg(code: -1, operation: "op", text: "t"),
        ]
        #expect(errors.map(\.exitCode) == [3, 4, 4, 5, 6, 7, 8, 8, 9, 12])
        for error in errors {
            #expect(!error.message.isEmpty && !error.message.contains("\n"))
            #expect(error.description == error.message)
        }
    }
}
