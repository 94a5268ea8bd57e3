import Foundation
import Synchronization

/// Runs the built `tracer` binary and captures what it prints.
struct TracerProcess {
    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `tracer` built beside this test bundle.
    static let binary: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("tracer")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/tracer")
    }()

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try run(executable: binary, arguments, environment: environment)
    }

    static func run(executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let raw = try runCapturingData(executable: executable, arguments, environment: environment)
        return Result(exitCode: raw.exitCode, stdout: String(decoding: raw.stdout, as: UTF8.self),
                      stderr: String(decoding: raw.stderr, as: UTF8.self))
    }

    static func runCapturingData(executable: URL, _ arguments: [String],
                                 environment: [String: String] = [:]) throws -> (exitCode: Int32, stdout: Data, stderr: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting so a chatty child cannot block on a full pipe.
        let errData = ReadInBackground(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outData, errData.wait())
    }
}

/// Reads a file handle to its end on another thread.
final class ReadInBackground: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let data = Mutex(Data())

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
