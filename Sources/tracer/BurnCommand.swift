import ArgumentParser
import Foundation
import TracerPipeline

/// `tracer burn`: draws a stored (possibly hand-edited) path into the clip.
struct BurnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "burn",
        abstract: "Write the clip with the tracer of a stored path JSON burned in.",
        discussion: """
            The tracer at each frame is a pure function of the path, the frame time, the style and \
            the frame size: burning the same path twice gives the same pixels. The style stored in \
            the JSON is used unless --style, --color or --width is given.
            """)

    @Argument(help: ArgumentHelp("The clip to draw on.", valueName: "file"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("The path JSON to draw (from detect or render).", valueName: "file"))
    var path: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var presets: PresetOptions
    @OptionGroup var threading: ThreadOptions
    @OptionGroup var style: StyleOptions
    @OptionGroup var encoding: EncodingOptions

    @Option(name: .long, help: ArgumentHelp("Also save a PNG of the frame showing the whole tracer.", valueName: "file"))
    var thumbnail: String?

    @Flag(name: .long, help: "Print a JSON summary on standard output.")
    var json = false

    func validate() throws {
        try output.validateVideoName()
        try OutputOptions.validateThumbnailName(thumbnail)
        try presets.validate(allowsSport: false, allowsEncoder: true)
    }

    func run() throws {
        let job = BurnJob(
            input: URL(fileURLWithPath: file),
            pathFile: URL(fileURLWithPath: path),
            output: output.outputURL,
            overwrite: output.overwrite,
            style: style.choice,
            encoding: encoding.settings(preset: presets, threads: threading),
            thumbnail: thumbnail.map { URL(fileURLWithPath: $0) })
        try runJob(json: json) { (progress) throws(TracerError) in
            try job.run(progress: progress, warning: warn)
        }
    }
}
