import ArgumentParser
import Foundation
import TracerPipeline

/// `tracer debug`: dumps, frame by frame, what the detector saw, to see why a ball was missed.
struct DebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "debug",
        abstract: "Dump per-frame pictures and JSON lines of what the detector saw, to tune it.",
        discussion: """
            Runs detection exactly as `detect` does (same flags, same decoding) and, for every frame \
            with from <= t <= to, writes DIR/frame-NNNNNN.png (NNNNNN the frame index from 0): the \
            frame as shown with the region of interest, every candidate circled with its score and \
            fate (green: on a confirmed trajectory, yellow: on a tentative track, blue: seeded new \
            tracks, red: unused, with the reason), blobs the detector dropped (faint), the tracks \
            being linked, each trajectory's fitted curve, the search gates, and a panel of numbers \
            (noise sigma, threshold, camera shift). DIR/detections.jsonl holds one JSON object per \
            frame with the same facts (x, y normalised, top-left origin, as shown; r / width), \
            plus `tracks`: every confirmed track and every tentative one of three points or more, \
            with its uuid and the index of the candidate it took in that frame (follow a uuid from \
            line to line to see which candidates a track linked, and where it lost the ball), and \
            DIR/path.json the path `detect` would write. A flight that was found but that path \
            leaves out (it began before the ball left its spot, or, with no ball seen at rest, was \
            too short) is named at the end with why. DIR is created if missing; pictures from an \
            earlier dump in it are replaced. With --no-pictures only the JSON lines and path.json \
            are written, several times faster: for statistics over many clips.

            Example:
              tracer debug swing.mp4 --dump frames/ --from 1.0 --to 1.5
            """)

    @Argument(help: ArgumentHelp("The clip to analyse.", valueName: "file"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("The folder to write the pictures and JSON into.", valueName: "dir"))
    var dump: String

    @Option(name: .long, help: ArgumentHelp("First time to dump, seconds from the clip start (default 0).",
                                            valueName: "seconds"))
    var from: Double?

    @Option(name: .long, help: ArgumentHelp("Last time to dump, seconds from the clip start (default: the end).",
                                            valueName: "seconds"))
    var to: Double?

    @Flag(name: .long, help: "Write only detections.jsonl and path.json, no pictures (several times faster).")
    var noPictures = false

    @OptionGroup var detection: DetectionOptions
    @OptionGroup var presets: PresetOptions

    @Flag(name: .long, help: "Print a JSON summary on standard output.")
    var json = false

    func validate() throws {
        try presets.validate(allowsSport: true, allowsEncoder: false)
        _ = try detection.settings(sport: presets.sport)
        do throws(TracerError) {
            try DebugDumpJob.checkRange(from: from, to: to)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let settings = try detection.settings(sport: presets.sport)
        let job = DebugDumpJob(input: URL(fileURLWithPath: file), settings: settings, from: from, to: to,
                               pictures: !noPictures)
        try runJob(json: json) { (progress) throws(TracerError) in
            try job.run(into: URL(fileURLWithPath: dump), progress: progress, warning: warn)
        }
    }
}
