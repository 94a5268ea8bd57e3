import TracerMedia

extension TracerError {
    /// A media error keeps its message and exit code.
    init(_ error: MediaError) {
        self.init(error.message, exitCode: error.exitCode)
    }
}
