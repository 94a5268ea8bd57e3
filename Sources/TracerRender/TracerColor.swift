/// A straight (not premultiplied) sRGB colour with alpha, components in 0...1.
public struct TracerColor: Sendable, Equatable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour names `init(parsing:)` accepts, with their values.
    public static let named: [(name: String, color: TracerColor)] = [
        ("red", TracerColor(hex: 0xFF0000)),
        ("white", TracerColor(hex: 0xFFFFFF)),
        ("yellow", TracerColor(hex: 0xFFFF00)),
        ("orange", TracerColor(hex: 0xFFA500)),
        ("green", TracerColor(hex: 0x00FF00)),
        ("cyan", TracerColor(hex: 0x00FFFF)),
        ("blue", TracerColor(hex: 0x0000FF)),
        ("magenta", TracerColor(hex: 0xFF00FF)),
        ("black", TracerColor(hex: 0x000000)),
    ]

    init(hex rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses a colour name (see `named`), `#RRGGBB` or `#RRGGBBAA`, ignoring case and surrounding spaces.
    public init(parsing text: String) throws(StyleError) {
        let trimmed = text.trimmingSpaces.lowercased()
        if let match = Self.named.first(where: { $0.name == trimmed }) {
            self = match.color
            return
        }
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        guard trimmed.hasPrefix("#"), digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw StyleError.badColor(text)
        }
        self = digits.count == 6
            ? TracerColor(hex: value)
            : TracerColor(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; a colour name when one matches exactly.
    public var text: String {
        if alpha == 1, let match = Self.named.first(where: { $0.color == self }) { return match.name }
        let byte = { (v: Double) in UInt32((min(max(v, 0), 1) * 255).rounded()) }
        var value = byte(red) << 16 | byte(green) << 8 | byte(blue)
        var digits = 6
        if byte(alpha) != 255 {
            value = value << 8 | byte(alpha)
            digits = 8
        }
        let hex = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: digits - hex.count) + hex
    }

    /// The colour as one premultiplied native-endian ARGB32 pixel.
    var premultipliedARGB32: UInt32 {
        let a = min(max(alpha, 0), 1)
        let byte = { (v: Double) in UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    func with(alpha newAlpha: Double) -> TracerColor {
        TracerColor(red: red, green: green, blue: blue, alpha: newAlpha)
    }
}

extension String {
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
