import TracerRender
import TracerVision

/// The tracer look asked for on the command line, resolved against a style
/// stored in a path JSON: flags win, then the stored style, then the default.
public struct StyleChoice: Sendable, Equatable {
    public var name: String?
    public var color: String?
    public var width: Double?

    public init(name: String? = nil, color: String? = nil, width: Double? = nil) {
        self.name = name
        self.color = color
        self.width = width
    }

    public static var names: [String] { TracerStyle.presetNames }
    public static var defaultName: String { TracerStyle.default.name }

    public func resolve(stored: TracerPath.StyleRecord?) throws(TracerError) -> TracerStyle {
        do {
            guard name == nil, let stored else {
                return try TracerStyle.resolve(preset: name, color: color, width: width)
            }
            var style = try TracerStyle(record: stored)
            if let color { style.color = try TracerColor(parsing: color) }
            if let width { style.width = width }
            try style.validate()
            return style
        } catch {
            throw TracerError(error.description, exitCode: ExitCodes.usage)
        }
    }
}
