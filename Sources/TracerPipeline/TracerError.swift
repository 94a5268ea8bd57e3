import Foundation

/// The one error a `tracer` command reports: a one-line message saying what is
/// wrong and what to do, and the process exit code for it.
public struct TracerError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32 = ExitCodes.failure) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}

/// Exit codes shared by every command. Media errors keep the codes `MediaError` gives them.
public enum ExitCodes {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    /// `batch`: some clips failed, others succeeded.
    public static let partialFailure: Int32 = 2
    public static let badPath: Int32 = 10
    public static let usage: Int32 = 64
    public static let interrupted: Int32 = 130
}
