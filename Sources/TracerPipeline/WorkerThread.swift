import Foundation

/// The threads the pipeline runs its own work on (decoding ahead, detecting while drawing).
enum WorkerThread {
    /// Stack for a worker, bytes: the main thread's 8 MB rather than Foundation's smaller
    /// default for other threads, so work moved off the main thread has the stack it had there.
    static let stackSize = 8 << 20

    /// Starts `body` on a new thread with `stackSize` of stack.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = stackSize
        thread.start()
    }
}
