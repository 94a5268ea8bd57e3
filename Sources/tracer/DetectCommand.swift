import ArgumentParser
import Foundation
import TracerPipeline

/// `tracer detect`: finds the ball's flights and writes the path JSON.
struct DetectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Find the ball in flight and write its path as JSON (no video is written).",
        discussion: """
            The JSON holds each trajectory's points (t seconds from the clip start; x, y normalised, \
            top-left origin, as shown; r radius / width) and the request in Apple Vision's form. \
            A clip with no shot is not an error: it gets an empty "trajectories".
            """)

    @Argument(help: ArgumentHelp("The clip to analyse.", valueName: "file"))
    var file: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var detection: DetectionOptions
    @OptionGroup var presets: PresetOptions
    @OptionGroup var threading: ThreadOptions

    @Flag(name: .long, help: "Print a JSON summary on standard output.")
    var json = false

    func validate() throws {
        try output.validatePathName()
        try presets.validate(allowsSport: true, allowsEncoder: false)
        _ = try detection.settings(sport: presets.sport)
    }

    func run() throws {
        let settings = try detection.settings(sport: presets.sport, threads: threading.threads)
        let input = URL(fileURLWithPath: file)
        try runJob(json: json) { (progress) throws(TracerError) in
            try DetectJob(input: input, settings: settings)
                .run(writingTo: output.outputURL, overwrite: output.overwrite, progress: progress, warning: warn)
        }
    }
}
