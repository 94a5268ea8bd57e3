extension TracerStyle {
    /// Red line with a soft red glow, a light core and a shadow: the classic TV tracer.
    public static let broadcast = TracerStyle(
        name: "broadcast", color: TracerColor(hex: 0xFF0000), core: TracerColor(hex: 0xFFD0C8),
        width: 0.006, glow: 0.55, glowSize: 4, shadow: 0.35, head: true, fadeTail: 0)

    /// A white-hot line in a wide coloured glow.
    public static let glow = TracerStyle(
        name: "glow", color: TracerColor(hex: 0x00FFFF), core: TracerColor(hex: 0xFFFFFF),
        width: 0.007, glow: 0.8, glowSize: 6, shadow: 0, head: true, fadeTail: 0.3)

    /// A thin solid line, nothing else.
    public static let minimal = TracerStyle(
        name: "minimal", color: TracerColor(hex: 0xFFFF00), core: nil,
        width: 0.0035, glow: 0, glowSize: 4, shadow: 0, head: false, fadeTail: 0)

    /// The style used when none is asked for.
    public static let `default` = broadcast

    /// The presets by name, for `--style`.
    public static let presets: [TracerStyle] = [.broadcast, .glow, .minimal]

    /// The names `--style` accepts.
    public static var presetNames: [String] { presets.map(\.name) }

    /// The preset called `name` (case-insensitive).
    public static func preset(named name: String) throws(StyleError) -> TracerStyle {
        let key = name.trimmingSpaces.lowercased()
        guard let style = presets.first(where: { $0.name == key }) else { throw .unknownPreset(name) }
        return style
    }

    /// The style for the CLI flags: `--style` (default `broadcast`), then `--color` and
    /// `--width` (fraction of the frame height) on top.
    public static func resolve(preset: String?, color: String?, width: Double?) throws(StyleError) -> TracerStyle {
        var style = try preset.map { name throws(StyleError) in try TracerStyle.preset(named: name) } ?? .default
        if let color { style.color = try TracerColor(parsing: color) }
        if let width { style.width = width }
        try style.validate()
        return style
    }
}
