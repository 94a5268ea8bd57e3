import ArgumentParser

/// The `tracer` command: finds a golf ball in flight and burns a shot tracer into the clip.
@main
struct Tracer: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find the ball in flight in a golf clip and burn a shot tracer into it.",
        discussion: """
            Coordinates on the command line and in the path JSON are normalised 0...1 with the \
            origin at the top-left of the picture as it is shown (after the clip's rotation).

            Examples:
              tracer render swing.mp4 -o traced.mp4      # traced.mp4 + traced.json
              tracer render swing.mp4 --roi 0.3,0,0.4,0.8 -o traced.mp4
              tracer detect swing.mp4 -o swing.json      # the path only, fast
              tracer burn swing.mp4 --path swing.json -o traced.mp4
              tracer batch clips/ -o traced/             # a folder, with report.html
              tracer debug swing.mp4 --dump frames/      # why a ball was (not) found
              tracer probe swing.mp4                     # what the decoder sees
            """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, DetectCommand.self, BurnCommand.self, BatchCommand.self,
                      ReportCommand.self, DebugCommand.self, ProbeCommand.self]
    )

    static func main() {
        MemoryPolicy.apply()
        main(nil)
    }
}
