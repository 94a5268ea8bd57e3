import TracerMedia

/// Process-wide logging choices.
enum Logging {
    /// FFmpeg's own log lines would repeat what our warnings already say.
    static func quietFFmpeg() {
        FFmpegLog.setLevel(.quiet)
    }
}
