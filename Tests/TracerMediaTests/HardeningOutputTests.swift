import Foundation
import Testing
import TracerMedia

/// Writes that cannot succeed fail with a clear `MediaError`, leave no
/// temporary file, and leave the destination and the input as they were.
@Suite struct HardeningOutputTests {
    @Test func outputFolderMissing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("missing/out.mp4")
        let error = try expectWriteFails(to: output)
        guard case .outputNotWritable = error else {
            Issue.record("expected outputNotWritable, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 8)
        #expect(try contents(of: folder).isEmpty)
    }

    /// `/proc` takes no new files, even for root (who ignores permission bits).
    @Test func outputFolderNotWritable() throws {
        let output = URL(fileURLWithPath: "/proc/tracer-out-\(UUID().uuidString).mp4")
        let error = try expectWriteFails(to: output)
        guard case .outputNotWritable = error else {
            Issue.record("expected outputNotWritable, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 8)
        #expect(bytes(of: output) == nil)
    }

    @Test func outputIsTheInput() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("clip.mp4")
        try FileManager.default.copyItem(at: try Fixtures.get().h264, to: input)
        let before = bytes(of: input)
        let reader = try VideoReader(url: input)
        #expect(throws: MediaError.outputIsInput(path: input.path)) {
            try VideoWriter(destination: input, source: reader.writerSource, overwrite: true)
        }
        #expect(bytes(of: input) == before)
        #expect(try contents(of: folder) == ["clip.mp4"])
    }

    /// Points the writer's temporary file at `/dev/full`, where every write
    /// fails with ENOSPC: a real full disk, in-process, with no mount, no
    /// `ulimit` and nothing shared with tests running in parallel.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func diskFull() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Fixtures.get().h264
        let inputBefore = bytes(of: input)
        let output = folder.appendingPathComponent("out.mp4")
        try Data("keep me".utf8).write(to: output)
        let temporary = folder.appendingPathComponent(".out.tmp-\(ProcessInfo.processInfo.processIdentifier).mp4")
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: "/dev/full")

        let reader = try VideoReader(url: input)
        let error = #expect(throws: MediaError.self) {
            let writer = try VideoWriter(destination: output, source: reader.writerSource, overwrite: true)
            while let frame = try reader.nextFrame() {
                try writer.write(frame)
            }
            try writer.finish()
        }
        guard case .diskFull(let path, let reason) = error else {
            Issue.record("expected diskFull, got \(String(describing: error)) (did the temporary file name change?)")
            return
        }
        #expect(path == output.path)
        #expect(reason.lowercased().contains("no space left"))
        #expect(error?.exitCode == 9)
        #expect(error?.message.contains("ran out of space") == true)
        #expect(try contents(of: folder) == ["out.mp4"])
        #expect(bytes(of: output) == Data("keep me".utf8))
        #expect(bytes(of: input) == inputBefore)
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    }

    @Test func everyNewErrorHasAMessageAndCode() {
        let errors: [MediaError] = [
            .unsupportedDimensions(path: "a", width: 1, height: 1), .stillImage(path: "a"), .diskFull(path: "a", reason: "r"),
        ]
        #expect(errors.map(\.exitCode) == [5, 4, 9])
        for error in errors {
            #expect(!error.message.isEmpty && !error.message.contains("\n"))
        }
    }

    /// Opens a writer on a good clip and writes it all; returns the error.
    private func expectWriteFails(to output: URL) throws -> MediaError? {
        let input = try Fixtures.get().h264
        let before = bytes(of: input)
        let reader = try VideoReader(url: input)
        let error = #expect(throws: MediaError.self) {
            let writer = try VideoWriter(destination: output, source: reader.writerSource)
            while let frame = try reader.nextFrame() {
                try writer.write(frame)
            }
            try writer.finish()
        }
        #expect(bytes(of: input) == before)
        return error
    }
}
