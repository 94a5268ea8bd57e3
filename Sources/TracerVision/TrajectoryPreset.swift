/// A sport's defaults: radius bounds and gating. Explicit request values override them.
public enum TrajectoryPreset: String, Sendable, CaseIterable, Codable {
    case golf
    case basketball
    case soccer

    /// Default `objectMinimumNormalizedRadius`.
    public var minimumNormalizedRadius: Double {
        switch self {
        case .golf: return 0
        case .basketball: return 0.004
        case .soccer: return 0.002
        }
    }

    /// Default `objectMaximumNormalizedRadius`.
    public var maximumNormalizedRadius: Double {
        switch self {
        case .golf: return 0.02
        case .basketball: return 0.08
        case .soccer: return 0.05
        }
    }

    /// The fastest plausible image speed, in display diagonals per second; bounds
    /// how far a new track may look for its second point.
    public var maximumSpeed: Double {
        switch self {
        case .golf: return 5
        case .basketball: return 2
        case .soccer: return 3
        }
    }

    /// Detection threshold in robust noise sigmas, outside and inside a track's gate.
    public var detectionSigmas: Double { self == .golf ? 4 : 4.5 }
    public var gatedDetectionSigmas: Double { 2.5 }
    /// A faint (gated) blob's summed signal-to-noise ratio must reach this; lone noise pixels do not.
    public var gatedMinimumSNR: Double { 4.5 }
}
