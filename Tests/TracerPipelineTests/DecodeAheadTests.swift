import Foundation
import Synchronization
import Testing
import TracerMedia
@testable import TracerPipeline
import TracerTestSupport

@Suite("DecodeAhead")
struct DecodeAheadTests {
    private static let clip = SampleClips.clip("chip_side")

    private static func times(_ frames: DecodeAhead) throws -> [Double] {
        var times: [Double] = []
        while let frame = try frames.next() { times.append(frame.time) }
        return times
    }

    @Test func givesTheReadersFramesInOrder() throws {
        let direct = try VideoReader(url: Self.clip)
        var expected: [Double] = []
        while let frame = try direct.nextFrame() { expected.append(frame.time) }
        for depth in [1, 3] {
            let frames = DecodeAhead(url: Self.clip, options: .init(), depth: depth) { _ in }
            defer { frames.stop() }
            #expect(try frames.info() == direct.info)
            #expect(try Self.times(frames) == expected)
            #expect(try frames.next() == nil)
        }
    }

    @Test func onDemandDecodesOnlyWhatIsAskedForUntilToldToGoAhead() throws {
        let direct = try VideoReader(url: Self.clip)
        var expected: [Double] = []
        while let frame = try direct.nextFrame() { expected.append(frame.time) }
        let frames = DecodeAhead(url: Self.clip, options: .init(), depth: 0) { _ in }
        defer { frames.stop() }
        #expect(try frames.writerSource().width == direct.writerSource.width)
        var times: [Double] = []
        for _ in 0..<3 {
            guard let frame = try frames.next() else { Issue.record("the clip ended early"); return }
            times.append(frame.time)
            Thread.sleep(forTimeInterval: 0.05)
            #expect(frames.framesWaiting == 0)
        }
        frames.decodeAhead(2)
        let deadline = Date().addingTimeInterval(10)
        while frames.framesWaiting < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(frames.framesWaiting == 2)
        times += try Self.times(frames)
        #expect(times == expected)
    }

    @Test func aFileThatIsNoVideoFailsWhenItsDescriptionIsAskedFor() throws {
        let frames = DecodeAhead(url: URL(fileURLWithPath: #filePath), options: .init()) { _ in }
        defer { frames.stop() }
        #expect(throws: TracerError.self) { try frames.info() }
    }

    @Test func stopsMidClipWithoutWaitingForTheRest() throws {
        let frames = DecodeAhead(url: Self.clip, options: .init(), depth: 2) { _ in }
        #expect(try frames.next() != nil)
        frames.stop()
        // Stopped: the frames still queued are dropped and nothing more is decoded.
        #expect(try frames.next() == nil)
    }

    @Test func damagedPacketsWarnOnTheCallersThread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decode-ahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The clip with a run of bytes in its middle overwritten.
        var bytes = try Data(contentsOf: Self.clip)
        let middle = bytes.count / 2
        bytes.replaceSubrange(middle..<(middle + 4096), with: Data(repeating: 0x5A, count: 4096))
        let damaged = folder.appendingPathComponent("damaged.mp4")
        try bytes.write(to: damaged)

        let caller = Thread.current
        let seen = WarningLog()
        let frames = DecodeAhead(url: damaged, options: .init(), depth: 2) { message in
            seen.add(message, onCaller: Thread.current == caller)
        }
        defer { frames.stop() }
        let decoded = try Self.times(frames).count
        #expect(decoded > 0)
        #expect(!seen.messages.isEmpty)
        #expect(seen.allOnCaller)
    }
}

/// Warnings collected by a test, and whether each came on the expected thread.
private final class WarningLog: Sendable {
    private let state = Mutex((messages: [String](), onCaller: true))

    func add(_ message: String, onCaller here: Bool) {
        state.withLock { state in
            state.messages.append(message)
            state.onCaller = state.onCaller && here
        }
    }

    var messages: [String] { state.withLock { $0.messages } }
    var allOnCaller: Bool { state.withLock { $0.onCaller } }
}
