import Foundation
import TracerMedia

/// Decodes a clip on a thread of its own, a few frames ahead of the thread that
/// uses them (detection; drawing and encoding), so that decoding runs on a core of its
/// own instead of taking turns with the work on each frame.
///
/// With a depth of 0 it decodes on demand: a frame only once the caller asks for
/// it, so no decoded picture waits (`render` draws that way while detection still
/// fills both cores, and deepens it when detection is done: see `RenderPass`).
///
/// The reader is opened, used and closed on the decoding thread alone; what it gives
/// (the clip's description, frames, warnings, a failure) crosses to the caller under the
/// lock, and warnings reach `warning` on the caller's thread, from `next()`. That is what
/// makes the unchecked `Sendable` sound.
final class DecodeAhead: @unchecked Sendable {
    /// A decoded frame waiting for the caller (boxed: frames are not copyable).
    private final class Slot {
        var frame: VideoFrame?
        init(_ frame: consuming VideoFrame) { self.frame = .some(frame) }
    }

    private let condition = NSCondition()
    private var waiting: [Slot] = []
    private var depth: Int
    /// The caller is waiting in `next()` for a frame.
    private var asking = false
    private var ended = false
    private var failure: TracerError?
    private var cancelled = false
    private var running = true
    private var warnings: [String] = []
    private let warning: (String) -> Void
    private var opened: (info: MediaInfo, source: VideoWriter.Source)?

    /// Opens `url` and starts decoding it at once, keeping at most `depth` frames decoded
    /// ahead (0: none, each decoded when asked for).
    init(url: URL, options: VideoReader.Options, depth: Int = 3, warning: @escaping (String) -> Void) {
        self.depth = max(0, depth)
        self.warning = warning
        WorkerThread.start { [self] in decode(url: url, options: options) }
    }

    private func decode(url: URL, options: VideoReader.Options) {
        do {
            try TracerError.catching {
                let reader = try VideoReader(url: url, options: options)
                reader.warningHandler = { [self] message in
                    condition.lock()
                    warnings.append(message)
                    condition.unlock()
                }
                condition.lock()
                opened = (reader.info, reader.writerSource)
                condition.broadcast()
                condition.unlock()
                // Waits for room before decoding, not after: a frame decoded and held while
                // the queue is full would be one more picture alive for nothing.
                while try waitForRoom(), let frame = try reader.nextFrame() {
                    let slot = Slot(frame)
                    condition.lock()
                    defer { condition.unlock() }
                    if cancelled { return }
                    waiting.append(slot)
                    condition.broadcast()
                }
            }
        } catch {
            condition.lock()
            failure = error
            condition.unlock()
        }
        condition.lock()
        ended = true
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the queue has room for one more frame; false once stopped.
    private func waitForRoom() throws(TracerError) -> Bool {
        try Interruption.check()
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= depth, !(asking && waiting.isEmpty), !cancelled { condition.wait() }
        return !cancelled
    }

    /// Decoded frames waiting for the caller now.
    var framesWaiting: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count
    }

    /// Lets decoding run up to `frames` frames ahead from now on.
    func decodeAhead(_ frames: Int) {
        condition.lock()
        defer { condition.unlock() }
        depth = max(0, frames)
        condition.broadcast()
    }

    /// What the reader saw when it opened the clip (waits for it); the reader's failure to open.
    func info() throws(TracerError) -> MediaInfo {
        try whenOpened().info
    }

    /// What a writer re-encoding these frames needs to know (waits for the clip to open).
    func writerSource() throws(TracerError) -> VideoWriter.Source {
        try whenOpened().source
    }

    private func whenOpened() throws(TracerError) -> (info: MediaInfo, source: VideoWriter.Source) {
        condition.lock()
        defer { condition.unlock() }
        while opened == nil, failure == nil, !ended { condition.wait() }
        if let opened { return opened }
        throw failure ?? TracerError("the clip could not be opened")
    }

    /// The next frame in presentation order; nil at the end of the clip.
    func next() throws(TracerError) -> VideoFrame? {
        condition.lock()
        if waiting.isEmpty {
            asking = true
            condition.broadcast()
            while waiting.isEmpty, failure == nil, !ended { condition.wait() }
            asking = false
        }
        let slot = waiting.isEmpty ? nil : waiting.removeFirst()
        let failure = self.failure
        let messages = warnings
        warnings.removeAll()
        condition.broadcast()
        condition.unlock()
        messages.forEach(warning)
        if let slot { return slot.frame.take() }
        if let failure { throw failure }
        return nil
    }

    /// Stops decoding and waits until the decoding thread has let go of the reader.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        waiting.removeAll()
        condition.broadcast()
        while running { condition.wait() }
    }
}
