import Foundation

/// Test hooks of `render`, read from the environment; not user options.
enum RenderHooks {
    /// `TRACER_RENDER_SECOND_PASS=1`: treat the one-pass result as different from the
    /// final path, so the second pass runs (to test it).
    static var forcesSecondPass: Bool { environment("TRACER_RENDER_SECOND_PASS") == "1" }

    /// `TRACER_RENDER_LEAD=n`: detection runs n frames ahead of the frame being drawn,
    /// whatever it says is settled (a huge n: the whole clip first, so the final path
    /// draws every frame; to test the pass, or to measure how long detection takes to settle).
    static var leadFrames: Int? {
        environment("TRACER_RENDER_LEAD").flatMap { Int($0) }.map { min(max($0, 0), 1_000_000) }
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
