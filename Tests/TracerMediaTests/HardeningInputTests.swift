import Foundation
import Testing
import TracerMedia

/// The bad-input catalogue: every broken or unexpected input gets a clear
/// `MediaError` (or decodes what it can, with warnings), leaves no output
/// behind and is never modified.
@Suite struct HardeningInputTests {
    @Test func missingFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("gone.mp4")
        let attempt = try attemptRoundTrip(url)
        #expect(attempt.error == .fileNotFound(path: url.path))
        #expect(attempt.error?.exitCode == 3)
        #expect(bytes(of: url) == nil)
    }

    @Test func emptyFile() throws {
        try expectNotMedia(try BadInputs.get().empty)
    }

    @Test func randomBytes() throws {
        try expectNotMedia(try BadInputs.get().randomBytes)
    }

    @Test func truncatedBeforeTheIndex() throws {
        try expectNotMedia(try BadInputs.get().moovMissing)
    }

    @Test func truncatedInTheMediaData() throws {
        let attempt = try attemptRoundTrip(try BadInputs.get().cutMidMdat)
        #expect(attempt.error == nil)
        #expect((1..<30).contains(attempt.framesRead))
        #expect(attempt.framesWritten == attempt.framesRead)
        #expect(attempt.warnings.contains { $0.contains("truncated") })
        #expect(attempt.leftovers == ["out.mp4"])
    }

    @Test func corruptInTheMiddle() throws {
        let attempt = try attemptRoundTrip(try Fixtures.get().damaged)
        #expect(attempt.error == nil)
        #expect((20...30).contains(attempt.framesRead))
        #expect(!attempt.warnings.isEmpty)
        #expect(attempt.leftovers == ["out.mp4"])
    }

    @Test func audioOnly() throws {
        let url = try Fixtures.get().audioOnly
        let attempt = try attemptRoundTrip(url)
        #expect(attempt.error == .noVideoStream(path: url.path))
        #expect(attempt.error?.exitCode == 4)
    }

    /// A still image is refused, not read as a one-frame clip: a photo in a
    /// folder of swings is a mistake, and there is no flight to trace.
    @Test func stillImages() throws {
        for url in [try BadInputs.get().png, try BadInputs.get().jpeg] {
            let attempt = try attemptRoundTrip(url)
            #expect(attempt.error == .stillImage(path: url.path))
            #expect(attempt.error?.exitCode == 4)
            #expect(attempt.error?.message.contains("still image") == true)
        }
    }

    @Test func onePixelClip() throws {
        let url = try BadInputs.get().onePixel
        let attempt = try attemptRoundTrip(url)
        #expect(attempt.error == .unsupportedDimensions(path: url.path, width: 1, height: 1))
        #expect(attempt.error?.exitCode == 5)
        #expect(attempt.error?.message.contains("1×1") == true)
    }

    @Test func headerBeyondTheLimits() throws {
        let url = try BadInputs.get().bigY4M
        let attempt = try attemptRoundTrip(url)
        #expect(attempt.error == .unsupportedDimensions(path: url.path, width: 8192, height: 8192))
        #expect(attempt.error?.exitCode == 5)
    }

    @Test func headerFFmpegRefuses() throws {
        let url = try BadInputs.get().hugeY4M
        let attempt = try attemptRoundTrip(url)
        switch attempt.error {
        case .notMediaFile, .unsupportedDimensions: break
        default: Issue.record("expected a refusal, got \(String(describing: attempt.error))")
        }
        #expect(attempt.error?.exitCode == 4 || attempt.error?.exitCode == 5)
    }

    @Test func containerLiesButTheBitstreamDoesNot() throws {
        let url = try BadInputs.get().lyingBoxes
        let info = try MediaProbe.probe(url: url)
        #expect(info.video.codedWidth == 320 && info.video.codedHeight == 180)
        let attempt = try attemptRoundTrip(url)
        #expect(attempt.error == nil)
        #expect(attempt.framesRead == 30)
    }

    @Test func containerLiesAboutAnUnknownCodec() throws {
        let url = try BadInputs.get().lyingUnknownCodec
        let attempt = try attemptRoundTrip(url)
        #expect(attempt.error == .unsupportedDimensions(path: url.path, width: 16384, height: 16384))
    }

    @Test func codecWithoutDecoder() throws {
        let url = try BadInputs.get().unknownCodec
        let attempt = try attemptRoundTrip(url)
        guard case .unsupportedCodec(_, let codec) = attempt.error else {
            Issue.record("expected unsupportedCodec, got \(String(describing: attempt.error))")
            return
        }
        #expect(codec.contains("zzzz"))
        #expect(attempt.error?.exitCode == 5)
        let info = try MediaProbe.probe(url: url)
        #expect(info.video.codedWidth == 320)
        #expect(info.video.codec == "unknown (tag zzzz)")
    }

    @Test func limitsAreConsistent() {
        #expect(MediaLimits.accepts(width: 3840, height: 2160))
        #expect(MediaLimits.accepts(width: 4320, height: 8192))
        #expect(MediaLimits.accepts(width: 2, height: 2))
        #expect(!MediaLimits.accepts(width: 1, height: 1080))
        #expect(!MediaLimits.accepts(width: 8193, height: 2))
        #expect(!MediaLimits.accepts(width: 8192, height: 8192))
        #expect(!MediaLimits.accepts(width: 0, height: 0))
        #expect(!MediaLimits.accepts(width: Int.max, height: Int.max))
        #expect(MediaError.unsupportedDimensions(path: "a", width: 0, height: 0).message.contains("does not say"))
    }

    private func expectNotMedia(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let attempt = try attemptRoundTrip(url, sourceLocation: sourceLocation)
        guard case .notMediaFile(let path, _) = attempt.error else {
            Issue.record("expected notMediaFile, got \(String(describing: attempt.error))", sourceLocation: sourceLocation)
            return
        }
        #expect(path == url.path, sourceLocation: sourceLocation)
        #expect(attempt.error?.exitCode == 4, sourceLocation: sourceLocation)
    }
}
