import Foundation

/// Test hooks of `render`, read from the environment; not user options.
enum RenderHooks {
    /// `TRACER_RENDER_SECOND_PASS=1`: treat the one-pass result as different from the
    /// final path, so the second pass runs (to test it).
    static var forcesSecondPass: Bool { environment("TRACER_RENDER_SECOND_PASS") == "1" }

    /// `TRACER_RENDER_DELAY=n`: hold every frame until n are held, whatever detection
    /// says is settled (to measure how long detection takes to settle).
    static var delayFrames: Int? {
        environment("TRACER_RENDER_DELAY").flatMap { Int($0) }.map { min(max($0, 1), 10_000) }
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
