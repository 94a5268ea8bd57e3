import Foundation
import TracerMedia

/// Decodes a clip on a thread of its own, a few frames ahead of the thread that
/// analyses them, so that decoding and detection run on separate cores instead of
/// taking turns.
///
/// The reader is opened, used and closed on the decoding thread alone; what it gives
/// (the clip's description, frames, warnings, a failure) crosses to the caller under the
/// lock, and warnings reach `warning` on the caller's thread, from `next()`. That is what
/// makes the unchecked `Sendable` sound.
final class DecodeAhead: @unchecked Sendable {
    /// A decoded frame waiting for the analysing thread (boxed: frames are not copyable).
    private final class Slot {
        var frame: VideoFrame?
        init(_ frame: consuming VideoFrame) { self.frame = .some(frame) }
    }

    private let condition = NSCondition()
    private var waiting: [Slot] = []
    private let depth: Int
    private var ended = false
    private var failure: TracerError?
    private var cancelled = false
    private var running = true
    private var warnings: [String] = []
    private let warning: (String) -> Void
    private var opened: MediaInfo?

    /// Opens `url` and starts decoding it at once, keeping at most `depth` frames decoded ahead.
    init(url: URL, options: VideoReader.Options, depth: Int = 3, warning: @escaping (String) -> Void) {
        self.depth = max(1, depth)
        self.warning = warning
        let thread = Thread { [self] in decode(url: url, options: options) }
        thread.stackSize = 8 << 20
        thread.start()
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
                opened = reader.info
                condition.broadcast()
                condition.unlock()
                while let frame = try reader.nextFrame() {
                    try Interruption.check()
                    let slot = Slot(frame)
                    condition.lock()
                    defer { condition.unlock() }
                    while waiting.count >= depth, !cancelled { condition.wait() }
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

    /// What the reader saw when it opened the clip (waits for it); the reader's failure to open.
    func info() throws(TracerError) -> MediaInfo {
        condition.lock()
        defer { condition.unlock() }
        while opened == nil, failure == nil, !ended { condition.wait() }
        if let opened { return opened }
        throw failure ?? TracerError("the clip could not be opened")
    }

    /// The next frame in presentation order; nil at the end of the clip.
    func next() throws(TracerError) -> VideoFrame? {
        condition.lock()
        while waiting.isEmpty, failure == nil, !ended { condition.wait() }
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
