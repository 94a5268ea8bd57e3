import Foundation
import TracerMedia

/// Detection on a thread of its own for `render`: it decodes the clip through its own
/// reader (one frame ahead, on one more thread: `DecodeAhead`) and feeds a
/// `LiveDetection` as fast as it can, while the thread that draws and encodes asks,
/// frame by frame, for the path once detection has settled past that frame. While
/// the drawing thread waits, decoding and detection still use two cores.
///
/// The detection object is used from both threads but never at once: every use holds
/// the worker's lock (adding a frame on the worker's thread, reading the provisional
/// path on the caller's), which is what makes the unchecked `Sendable` sound.
final class DetectionWorker: @unchecked Sendable {
    /// What the path looks like when the drawing thread may go on.
    enum Answer {
        /// Detection has ended: the final path.
        case final(TracerPath)
        /// The path so far, settled past the time asked for.
        case provisional(TracerPath)
    }

    private let live: any LiveDetection
    private let condition = NSCondition()
    private var analysed = 0
    private var settledUntil = -Double.infinity
    private var finalPath: TracerPath?
    private var failure: TracerError?
    private var cancelled = false
    private var running = false
    private let maximumLead: Int?
    private var drawn = 0
    private var drawerWaiting = false

    /// - Parameter maximumLead: frames detection may run ahead of the frames drawn while
    ///   the drawing thread is not waiting for it (nil: no bound; tests bound it, to see
    ///   drawings made from a path still growing).
    init(_ live: any LiveDetection, maximumLead: Int? = nil) {
        self.live = live
        self.maximumLead = maximumLead
    }

    /// Starts reading `input` and detecting, to the end of the clip (or `cancel()`).
    func start(input: URL, options: VideoReader.Options) {
        condition.lock()
        running = true
        condition.unlock()
        WorkerThread.start { [self] in run(input: input, options: options) }
    }

    private func run(input: URL, options: VideoReader.Options) {
        do {
            try TracerError.catching {
                // Its warnings would repeat those of the drawing thread's reader.
                let frames = DecodeAhead(url: input, options: options, depth: 1) { _ in }
                defer { frames.stop() }
                while let frame = try frames.next() {
                    try Interruption.check()
                    condition.lock()
                    defer { condition.unlock() }
                    while let maximumLead, analysed >= drawn + maximumLead, !drawerWaiting, !cancelled {
                        condition.wait()
                    }
                    if cancelled { return }
                    try live.add(frame)
                    analysed += 1
                    settledUntil = live.settledUntil
                    condition.broadcast()
                }
                condition.lock()
                defer { condition.unlock() }
                finalPath = try live.finish()
            }
        } catch {
            condition.lock()
            failure = error
            condition.unlock()
        }
        condition.lock()
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until detection has settled past `time` (or, with `lead`, has analysed
    /// `frame + lead` frames), or has ended; frames analysed so far go to `progress`.
    func path(settledPast time: Double, frame: Int, lead: Int?,
              progress: (Int) -> Void) throws(TracerError) -> Answer {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let failure { throw failure }
            if let finalPath { return .final(finalPath) }
            let ready = lead.map { analysed > frame + $0 } ?? (settledUntil >= time)
            if ready { return .provisional(live.provisional().path) }
            if !running { throw TracerError("detection stopped before the end of the clip") }
            progress(analysed)
            drawerWaiting = true
            condition.broadcast()
            condition.wait()
            drawerWaiting = false
        }
    }

    /// Counts a frame drawn (lets a bounded lead move on).
    func frameDrawn() {
        condition.lock()
        defer { condition.unlock() }
        drawn += 1
        condition.broadcast()
    }

    /// Waits for detection to reach the end of the clip; the final path.
    func finish(progress: (Int) -> Void) throws(TracerError) -> TracerPath {
        // No frame count leads by `Int.max`: only the end of detection answers.
        guard case .final(let path) = try path(settledPast: .infinity, frame: 0, lead: .max, progress: progress) else {
            throw TracerError("detection stopped before the end of the clip")
        }
        return path
    }

    /// Stops detection at its next frame and waits until it has.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        while running { condition.wait() }
    }
}
