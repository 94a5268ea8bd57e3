import ArgumentParser
import Foundation

/// Where a command writes, and whether it may replace what is there.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "file"))
    var output: String

    @Flag(name: [.customShort("y"), .long], help: "Replace the output if it exists.")
    var overwrite = false

    var outputURL: URL { URL(fileURLWithPath: output) }
}
