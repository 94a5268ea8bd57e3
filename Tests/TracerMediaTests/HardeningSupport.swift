import Foundation
import Testing
import TracerMedia

/// What happened when a clip was decoded and re-encoded end to end.
struct Attempt {
    var error: MediaError?
    var framesRead = 0
    var framesWritten = 0
    var warnings: [String] = []
    /// What the scratch folder held afterwards (the folder itself is removed on return).
    var leftovers: [String]
}

/// Decodes `input` and re-encodes it into a fresh folder, then checks that the
/// input is byte for byte what it was, and the probe agrees with the reader.
/// The folder is removed before returning.
func attemptRoundTrip(_ input: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> Attempt {
    let before = bytes(of: input)
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var attempt = Attempt(leftovers: [])
    do {
        let reader = try VideoReader(url: input)
        let writer = try VideoWriter(destination: folder.appendingPathComponent("out.mp4"), source: reader.writerSource)
        while let frame = try reader.nextFrame() {
            attempt.framesRead += 1
            try writer.write(frame)
        }
        try writer.finish()
        attempt.framesWritten = writer.framesWritten
        attempt.warnings = reader.warnings + writer.warnings
    } catch {
        attempt.error = error
    }
    attempt.leftovers = try contents(of: folder)
    #expect(bytes(of: input) == before, "the input changed", sourceLocation: sourceLocation)
    if let error = attempt.error {
        #expect(attempt.leftovers.isEmpty, "partial output left: \(attempt.leftovers)", sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty && !error.message.contains("\n"), sourceLocation: sourceLocation)
        // Probing reads the same headers, so it must refuse the same way (it needs no decoder).
        switch error {
        case .fileNotFound, .notMediaFile, .noVideoStream, .stillImage, .unsupportedDimensions:
            #expect(throws: error, sourceLocation: sourceLocation) { try MediaProbe.probe(url: input) }
        default:
            break
        }
    }
    return attempt
}

/// The bytes of a file, or nil when it does not exist. (Not `Data(contentsOf:)`:
/// FoundationEssentials leaks its buffer for an empty file, which LeakSanitizer reports.)
func bytes(of url: URL) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return (try? handle.readToEnd()) ?? Data()
}
