import ArgumentParser
import Foundation
import TracerPipeline

/// `tracer probe`: what the decoder sees in a clip.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Show what the decoder sees: container, codec, sizes, rotation, frame rate, bit depth, frames, audio.",
        discussion: "Width and height are the display size (after rotation); coded sizes are as stored.")

    @Argument(help: ArgumentHelp("The clip to inspect.", valueName: "file"))
    var file: String

    @Flag(name: .long, help: "Print one JSON object instead of text.")
    var json = false

    @Flag(name: .long, help: "Decode every frame: exact frame count and decode speed (slower).")
    var decode = false

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let report = try reportingFailures { () throws(TracerError) in
            try ProbeJob(input: url, decodeAll: decode).run()
        }
        for warning in report.warnings { warn(warning) }
        if json {
            printJSON(report.info)
        } else {
            print(ProbeText.describe(report))
        }
    }
}
