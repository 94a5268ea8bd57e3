import ArgumentParser
import Foundation
import TracerPipeline

/// Runs a job body and turns a `TracerError` into a one-line message on
/// standard error and the error's exit code.
func reportingFailures<Result>(_ body: () throws(TracerError) -> Result) throws -> Result {
    do {
        return try body()
    } catch {
        StandardError.write("tracer: error: \(error.message)\n")
        throw ExitCode(error.exitCode)
    }
}

/// Prints a warning line on standard error.
func warn(_ message: String) {
    StandardError.write("tracer: warning: \(message)\n")
}

/// Prints a value as one line of JSON on standard output.
func printJSON<Value: Encodable>(_ value: Value) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) {
        print(text)
    }
}
