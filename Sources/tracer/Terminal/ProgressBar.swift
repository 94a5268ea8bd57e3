import Foundation
import TracerPipeline

/// A one-line progress bar on standard error with frames per second and time
/// left; silent when standard error is not a terminal, so logs stay clean.
final class ProgressBar {
    private let enabled: Bool
    private let width = 28
    private var lastDraw = 0.0
    private var drewSomething = false

    init(enabled: Bool = StandardError.isTerminal) {
        self.enabled = enabled
    }

    func update(_ progress: JobProgress) {
        guard enabled else { return }
        let now = ProcessInfo.processInfo.systemUptime
        let isLast = progress.total.map { progress.done >= $0 } ?? false
        guard isLast || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        drewSomething = true
        StandardError.write("\r\u{1B}[K" + line(for: progress))
    }

    /// Clears the bar so the next message starts on a clean line.
    func finish() {
        guard enabled, drewSomething else { return }
        StandardError.write("\r\u{1B}[K")
        drewSomething = false
    }

    private func line(for progress: JobProgress) -> String {
        var parts = [progress.phase.padding(toLength: 8, withPad: " ", startingAt: 0)]
        if let total = progress.total, total > 0 {
            let fraction = min(1, Double(progress.done) / Double(total))
            let filled = Int((fraction * Double(width)).rounded(.down))
            parts.append("[" + String(repeating: "█", count: filled)
                + String(repeating: "·", count: width - filled) + "]")
            parts.append(String(format: "%3.0f%%", fraction * 100))
            parts.append("\(progress.done)/\(total) \(progress.unit)")
        } else {
            parts.append("\(progress.done) \(progress.unit)")
        }
        if progress.rate > 0 {
            parts.append(String(format: "%.0f %@/s", progress.rate, progress.unit))
        }
        if let remaining = progress.secondsRemaining {
            parts.append("ETA " + Self.clock(remaining))
        }
        return parts.joined(separator: "  ")
    }

    private static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
