import Foundation

/// What happened to one candidate in the fitter.
public enum CandidateDecision: Sendable, Equatable {
    /// Extended a confirmed trajectory.
    case confirmedTrack(UUID)
    /// Extended a track not yet confirmed.
    case tentativeTrack(UUID)
    /// Started new track hypotheses (and may also have extended short ones).
    case seed
    /// Used by nothing, with the reason.
    case unassigned(String)
}

/// One candidate and the fitter's decision about it.
public struct CandidateDiagnostic: Sendable, Equatable {
    public var candidate: BallCandidate
    public var decision: CandidateDecision
}

/// A track the fitter dropped or ended, and why.
public struct TrackEvent: Sendable, Equatable {
    /// What became of a track.
    public enum Kind: String, Sendable {
        /// A confirmed trajectory ended (missed frames, left the region); it is kept.
        case ended
        /// A track failed the ball tests (straight-line mover, too big, jittery, ...).
        case rejected
        /// A track long enough to report is not confirmed yet, and why (it may still be).
        case waiting
        /// A track became a confirmed trajectory.
        case confirmed
    }

    public var uuid: UUID
    public var kind: Kind
    public var pointCount: Int
    public var reason: String
}

/// The debug record of one analysed frame: every candidate with where it went,
/// the blobs the detector dropped, and the tracks that ended or were rejected.
public struct FrameDiagnostics: Sendable {
    public var time: Double
    public var candidates: [CandidateDiagnostic]
    public var rejectedBlobs: [RejectedBlob]
    public var trackEvents: [TrackEvent]
    public var noiseSigma: Double
    public var threshold: Int
    public var cameraShift: PixelPoint
    /// Confirmed trajectories alive after this frame.
    public var activeTrajectories: [UUID]
    /// Frames skipped so far to keep within `targetFrameTime`.
    public var framesSkippedForBudget: Int
    /// Where tracks expected their ball in this frame and where a ball just hit may be
    /// (searched again, `SearchGate`), display pixels.
    public var gates: [SearchGate] = []
    /// The ball at rest and the launches known when this frame was analysed.
    public var ballAtRest: BallAtRest?
    public var launches: [LaunchPoint] = []
    /// The tracks being linked after this frame (filled when the session records them).
    public var tracks: [TrackSnapshot] = []
}
