/// A style value that cannot be used; the text says what is accepted.
public enum StyleError: Error, Equatable, CustomStringConvertible {
    case badColor(String)
    case unknownPreset(String)
    case badValue(name: String, value: Double, accepted: String)

    public var description: String {
        switch self {
        case .badColor(let text):
            let names = TracerColor.named.map(\.name).joined(separator: ", ")
            return "unknown colour '\(text)': use one of \(names), or #RRGGBB / #RRGGBBAA hex"
        case .unknownPreset(let name):
            return "unknown style '\(name)': use one of \(TracerStyle.presetNames.joined(separator: ", "))"
        case .badValue(let name, let value, let accepted):
            return "bad \(name) \(value): \(accepted)"
        }
    }
}
