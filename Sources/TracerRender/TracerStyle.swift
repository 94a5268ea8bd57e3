/// How a tracer line looks. Sizes are relative to the display height so a style
/// looks the same on every resolution.
///
/// Start from a preset (`broadcast`, `glow`, `minimal`) and override fields, or
/// resolve the CLI's `--style`, `--color` and `--width` with `resolve(preset:color:width:)`.
public struct TracerStyle: Sendable, Equatable, Codable {
    /// The preset this style started from; recorded so a stored path re-renders alike.
    public var name: String
    /// The line colour (and the colour of its glow).
    public var color: TracerColor
    /// A thinner line drawn over the middle of the main line, or `nil` for none.
    public var core: TracerColor?
    /// Line width as a fraction of the display height (0.006 = 0.6 %); never thinner than 1.5 px.
    public var width: Double
    /// Opacity of the soft outer halo, 0 (none) ... 1; the halo reaches `glowSize` line widths out.
    public var glow: Double
    /// Halo diameter in line widths.
    public var glowSize: Double
    /// Opacity of a dark drop shadow below and right of the line, 0 (none) ... 1.
    public var shadow: Double
    /// Draws a bright dot where the ball is at the current time, while it flies.
    public var head: Bool
    /// Fraction of the drawn length, from the oldest end, over which the line fades in; 0 = no fade.
    public var fadeTail: Double

    public init(name: String = "custom", color: TracerColor, core: TracerColor? = nil, width: Double,
                glow: Double = 0, glowSize: Double = 4, shadow: Double = 0, head: Bool = false,
                fadeTail: Double = 0) {
        self.name = name
        self.color = color
        self.core = core
        self.width = width
        self.glow = glow
        self.glowSize = glowSize
        self.shadow = shadow
        self.head = head
        self.fadeTail = fadeTail
    }

    /// Minimum line width in pixels.
    public static let minimumPixelWidth = 1.5

    /// The main line width in pixels for a display `height`.
    public func pixelWidth(displayHeight height: Int) -> Double {
        max(width * Double(height), Self.minimumPixelWidth)
    }

    /// Throws when a field is outside what the renderer accepts.
    public func validate() throws(StyleError) {
        guard width > 0, width <= 0.1 else {
            throw .badValue(name: "width", value: width, accepted: "a fraction of the frame height in (0, 0.1], e.g. 0.006")
        }
        for (field, value) in [("glow", glow), ("shadow", shadow), ("fadeTail", fadeTail)] where !(0...1).contains(value) {
            throw .badValue(name: field, value: value, accepted: "0 ... 1")
        }
        guard (1...12).contains(glowSize) else {
            throw .badValue(name: "glowSize", value: glowSize, accepted: "1 ... 12 line widths")
        }
    }
}
