import ArgumentParser
import TracerPipeline

/// `--preset` names either a detection preset (golf, basketball, soccer) or an
/// x264 speed preset (ultrafast ... veryslow); the two sets never overlap, so one
/// flag serves both and may be given twice (`--preset golf --preset slow`).
struct PresetOptions: ParsableArguments {
    static let sportNames = ["golf", "basketball", "soccer"]
    static let encoderNames = ["ultrafast", "superfast", "veryfast", "faster", "fast",
                               "medium", "slow", "slower", "veryslow"]

    @Option(name: .long, help: ArgumentHelp(
        "Detection preset (golf, basketball, soccer; default golf) and/or x264 preset (ultrafast ... veryslow; default \(EncodingDefaults.preset)). Repeat to give both.",
        valueName: "name"))
    var preset: [String] = []

    var sport: String? { preset.last { Self.sportNames.contains($0) } }
    var encoderPreset: String? { preset.last { Self.encoderNames.contains($0) } }

    func validate() throws {
        for name in preset where !Self.sportNames.contains(name) && !Self.encoderNames.contains(name) {
            throw ValidationError(
                "unknown preset '\(name)': use a detection preset (\(Self.sportNames.joined(separator: ", "))) or an x264 preset (\(Self.encoderNames.joined(separator: ", ")))")
        }
    }

    /// Rejects a kind of preset the command has no use for.
    func validate(allowsSport: Bool, allowsEncoder: Bool) throws {
        try validate()
        if !allowsSport, let sport {
            throw ValidationError("--preset \(sport) is a detection preset; this command does not detect")
        }
        if !allowsEncoder, let encoderPreset {
            throw ValidationError("--preset \(encoderPreset) is an x264 preset; this command writes no video")
        }
    }
}
