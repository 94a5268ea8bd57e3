import ArgumentParser

/// How many threads encoding (render, burn) or decoding (detect) may use.
struct ThreadOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Threads for encoding in render and burn (0: one per core, the default; they decode on one thread), or for decoding in detect (0: FFmpeg's choice). `batch` divides the cores among its jobs.",
        valueName: "n"))
    var threads: Int = 0

    func validate() throws {
        guard (0...256).contains(threads) else {
            throw ValidationError("--threads \(threads) is out of range; use 0 (the default) to 256")
        }
    }
}
