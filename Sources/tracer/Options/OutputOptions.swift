import ArgumentParser
import Foundation
import TracerPipeline

/// Where a command writes, and whether it may replace what is there.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "file"))
    var output: String

    @Flag(name: [.customShort("y"), .long], help: "Replace the output if it exists.")
    var overwrite = false

    var outputURL: URL { URL(fileURLWithPath: output) }

    /// Extensions of the MP4 family, which `render` and `burn` write.
    static let videoExtensions: Set<String> = ["mp4", "m4v", "mov"]

    /// Refuses a video output named for another kind of file: `render -o out.json` would
    /// put the video where its own path JSON goes, `-o out.mkv` an MP4 under a wrong name.
    func validateVideoName() throws {
        let ext = outputURL.pathExtension.lowercased()
        guard !Self.videoExtensions.contains(ext) else { return }
        throw ValidationError("-o \(output): tracer writes MP4 video; name the output .mp4 (or .mov, .m4v)"
            + (ext == "json" ? ", and the path JSON is written beside it" : ""))
    }

    /// Refuses a `--thumbnail` not named `.png`, the only picture it writes.
    static func validateThumbnailName(_ name: String?) throws {
        guard let name, URL(fileURLWithPath: name).pathExtension.lowercased() != "png" else { return }
        throw ValidationError("--thumbnail \(name): the thumbnail is a PNG picture; name it .png")
    }

    /// Refuses a path JSON output named like a video (`detect -o swing.mp4`), which would
    /// leave JSON where a clip is expected.
    func validatePathName() throws {
        let ext = outputURL.pathExtension.lowercased()
        guard ClipFinder.videoExtensions.contains(ext) else { return }
        throw ValidationError("-o \(output): detect writes the path as JSON; name the output .json")
    }
}
