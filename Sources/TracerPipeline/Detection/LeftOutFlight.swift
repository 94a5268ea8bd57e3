import Foundation

/// A flight the session found that the stored path leaves out, and why
/// (`TracerPathBuilder.exclusion`): what `tracer debug` reports after its dump.
public struct LeftOutFlight: Codable, Sendable, Equatable {
    public var uuid: UUID
    public var reason: String
}
