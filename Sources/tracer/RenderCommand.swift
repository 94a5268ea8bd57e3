import ArgumentParser
import Foundation
import TracerPipeline

/// `tracer render`: detect, then burn the tracer; writes the video and the path it drew.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Find the ball's flight and write the clip with a tracer burned in, plus the path JSON beside it.",
        discussion: """
            Writes OUT.mp4 and OUT.json: the JSON is exactly the path drawn, so `tracer burn` \
            re-draws the same pixels from it. The clip is decoded once, each frame drawn from the \
            path found so far; if detection then changes something already drawn, the clip is \
            drawn again from the final path (a note says so; --json reports "passes": 2). \
            Audio, frame times and orientation are kept. \
            Video is H.264 (x264 preset \(EncodingDefaults.preset), CRF \(EncodingDefaults.crf) unless given), MP4 with faststart.
            """)

    @Argument(help: ArgumentHelp("The clip to trace.", valueName: "file"))
    var file: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var detection: DetectionOptions
    @OptionGroup var presets: PresetOptions
    @OptionGroup var threading: ThreadOptions
    @OptionGroup var style: StyleOptions
    @OptionGroup var encoding: EncodingOptions

    @Flag(name: .long, help: "Skip detection and drawing: re-encode the clip as is (a round-trip check).")
    var noTracer = false

    @Option(name: .long, help: ArgumentHelp("Also save a PNG of the frame showing the whole tracer.", valueName: "file"))
    var thumbnail: String?

    @Flag(name: .long, help: "Print a JSON summary on standard output.")
    var json = false

    func validate() throws {
        try output.validateVideoName()
        try OutputOptions.validateThumbnailName(thumbnail)
        try presets.validate(allowsSport: true, allowsEncoder: true)
        _ = try detection.settings(sport: presets.sport)
    }

    func run() throws {
        let job = RenderJob(
            input: URL(fileURLWithPath: file),
            output: output.outputURL,
            overwrite: output.overwrite,
            detection: try detection.settings(sport: presets.sport, threads: threading.threads),
            style: style.choice,
            encoding: encoding.settings(preset: presets, threads: threading),
            drawsTracer: !noTracer,
            thumbnail: thumbnail.map { URL(fileURLWithPath: $0) })
        try runJob(json: json) { (progress) throws(TracerError) in
            try job.run(progress: progress, warning: warn)
        }
    }
}
