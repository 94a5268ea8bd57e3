import Foundation
import Synchronization

/// Removes the fixture folders made once per test run when the test process exits.
///
/// Swift Testing has no hook that runs after the last test, so this uses
/// `atexit`: a normal exit cleans up, a crashed or killed run leaves them.
public enum ExitCleanup {
    private static let folders = Mutex<[URL]>([])

    /// Removes `folder` and everything in it when the process exits.
    public static func removeAtExit(_ folder: URL) {
        let isFirst = folders.withLock { folders in
            folders.append(folder)
            return folders.count == 1
        }
        if isFirst { atexit { ExitCleanup.removeAll() } }
    }

    private static func removeAll() {
        for folder in folders.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    }
}
