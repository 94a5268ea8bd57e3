/// Why a `TrajectoryRequest` was refused. The text names the parameter, the bad
/// value and the allowed range; nothing is ever clamped silently.
public struct TrajectoryRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    public let parameter: String
    public let value: String
    public let allowed: String

    public init(parameter: String, value: String, allowed: String) {
        self.parameter = parameter
        self.value = value
        self.allowed = allowed
    }

    public var description: String { "\(parameter) is \(value); allowed: \(allowed)" }
}
