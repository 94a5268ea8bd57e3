import CFFmpeg

/// How much FFmpeg itself prints to standard error (process-wide).
public enum FFmpegLog {
    /// FFmpeg's log levels that matter to a command-line tool.
    public enum Level: Sendable {
        case quiet, error, warning, info

        var value: Int32 {
            switch self {
            case .quiet: AV_LOG_QUIET
            case .error: AV_LOG_ERROR
            case .warning: AV_LOG_WARNING
            case .info: AV_LOG_INFO
            }
        }
    }

    /// Sets FFmpeg's global log level; encoder statistics print at `.info`, the default.
    public static func setLevel(_ level: Level) {
        av_log_set_level(level.value)
    }
}
