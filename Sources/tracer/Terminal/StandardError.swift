import Foundation

/// Writes text to standard error, unbuffered.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var isTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) != 0 }
}
