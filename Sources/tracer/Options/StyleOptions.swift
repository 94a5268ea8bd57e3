import ArgumentParser
import TracerPipeline

/// How the tracer looks.
struct StyleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Named look: \(StyleChoice.names.joined(separator: ", ")) (default \(StyleChoice.defaultName)).",
        valueName: "name"))
    var style: String?

    @Option(name: .long, help: ArgumentHelp(
        "Line colour: a name (red, white, yellow, orange, green, cyan, blue, magenta) or #RRGGBB[AA].",
        valueName: "color"))
    var color: String?

    @Option(name: .long, help: ArgumentHelp(
        "Line width as a fraction of the frame height, e.g. 0.006.", valueName: "fraction"))
    var width: Double?

    func validate() throws {
        do {
            _ = try choice.resolve(stored: nil)
        } catch {
            throw ValidationError(error.message)
        }
    }

    var choice: StyleChoice { StyleChoice(name: style, color: color, width: width) }
}
