import TracerVision

extension TracerStyle {
    /// The style as stored in a path's JSON. The core colour and glow size are not
    /// stored; they come back from the preset `name`.
    public var record: TracerPath.StyleRecord {
        TracerPath.StyleRecord(name: name, color: color.text, width: width, glow: glow,
                               shadow: shadow, head: head, fadeTail: fadeTail)
    }

    /// The stored style: the named preset (default `broadcast`, or the default when
    /// the name is not a preset) with every stored field applied on top.
    public init(record: TracerPath.StyleRecord) throws(StyleError) {
        var style = TracerStyle.presets.first { $0.name == record.name?.lowercased() } ?? .default
        if let name = record.name { style.name = name }
        if let color = record.color { style.color = try TracerColor(parsing: color) }
        if let width = record.width { style.width = width }
        if let glow = record.glow { style.glow = glow }
        if let shadow = record.shadow { style.shadow = shadow }
        if let head = record.head { style.head = head }
        if let fadeTail = record.fadeTail { style.fadeTail = fadeTail }
        try style.validate()
        self = style
    }
}
