import TracerMedia

extension TracerError {
    /// A media error keeps its message and exit code.
    init(_ error: MediaError) {
        self.init(error.message, exitCode: error.exitCode)
    }

    /// Runs a body that mixes media and pipeline errors and reports either as a `TracerError`.
    static func catching<Result>(_ body: () throws -> Result) throws(TracerError) -> Result {
        do {
            return try body()
        } catch let error as TracerError {
            throw error
        } catch let error as MediaError {
            throw TracerError(error)
        } catch {
            throw TracerError("\(error)")
        }
    }
}
