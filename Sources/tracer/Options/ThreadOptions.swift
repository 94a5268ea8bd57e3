import ArgumentParser

/// How many threads decoding and encoding may use.
struct ThreadOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Threads for decoding and encoding; 0 uses every core (default). `batch` divides the cores among its jobs.",
        valueName: "n"))
    var threads: Int = 0

    func validate() throws {
        guard (0...256).contains(threads) else {
            throw ValidationError("--threads \(threads) is out of range; use 0 (every core) to 256")
        }
    }
}
