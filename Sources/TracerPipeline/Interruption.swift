import Synchronization

/// A process-wide "stop now" flag: set from a SIGINT or SIGTERM handler, checked
/// by long jobs between frames so they unwind and remove their temporary files.
public enum Interruption {
    private static let flag = Atomic<Bool>(false)

    public static var isRequested: Bool { flag.load(ordering: .relaxed) }

    public static func request() {
        flag.store(true, ordering: .relaxed)
    }

    static func check() throws(TracerError) {
        if isRequested {
            throw TracerError("interrupted; nothing was written", exitCode: ExitCodes.interrupted)
        }
    }
}
