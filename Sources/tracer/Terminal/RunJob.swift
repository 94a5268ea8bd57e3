import Foundation
import TracerPipeline

/// A job's closing report: one sentence for people, or JSON with `--json`.
protocol JobSummary: Encodable {
    var sentence: String { get }
}

extension DetectSummary: JobSummary {}
extension BurnSummary: JobSummary {}
extension DebugDumpSummary: JobSummary {}

/// Runs a long job the way every command does: SIGINT and SIGTERM stop it at the
/// next frame, a progress bar shows on a terminal, a failure becomes one line and
/// its exit code, and success prints the summary.
func runJob<Summary: JobSummary>(json: Bool,
                                 _ body: (@escaping ProgressHandler) throws(TracerError) -> Summary) throws {
    let signals = stopJobOnSignals()
    defer { signals.forEach { $0.cancel() } }
    let bar = ProgressBar()
    let summary = try reportingFailures { () throws(TracerError) in
        defer { bar.finish() }
        return try body(bar.update)
    }
    if json {
        printJSON(summary)
    } else {
        print(summary.sentence)
    }
}
