import ArgumentParser
import TracerPipeline

/// How written video is encoded (H.264 in MP4); `--preset` lives in `PresetOptions`.
struct EncodingOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "x264 constant rate factor, 0 (lossless) to 51 (worst); lower is better and bigger. Default \(EncodingDefaults.crf), good for sharing.",
        valueName: "n"))
    var crf: Int = EncodingDefaults.crf

    func validate() throws {
        guard (0...51).contains(crf) else {
            throw ValidationError("--crf \(crf) is out of range; use 0 to 51 (default \(EncodingDefaults.crf))")
        }
    }

    func settings(preset: PresetOptions, threads: ThreadOptions) -> EncodingSettings {
        EncodingSettings(preset: preset.encoderPreset ?? EncodingDefaults.preset, crf: crf, threads: threads.threads)
    }
}
