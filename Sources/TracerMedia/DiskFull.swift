import Foundation

/// Recognises the write errors that mean "out of space": a full disk
/// (`ENOSPC`), an exhausted quota (`EDQUOT`) or the process's file size limit
/// (`EFBIG`, e.g. under `ulimit -f`).
enum DiskFull {
    static let codes: Set<Int32> = [-ENOSPC, -EDQUOT, -EFBIG]

    /// `MediaError.diskFull` for such an FFmpeg error, nil for any other error.
    static func error(_ error: MediaError, path: String) -> MediaError? {
        guard case .ffmpeg(let code, _, let text) = error, codes.contains(code) else { return nil }
        return .diskFull(path: path, reason: text)
    }
}
