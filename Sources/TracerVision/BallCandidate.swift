/// Whether a blob is brighter or darker than what was there in the neighbouring frames.
public enum Polarity: String, Sendable, Codable {
    case brighter
    case darker
}

/// One blob found by `BallCandidateDetector` in one analysed frame.
///
/// Positions are in display pixels (continuous, top-left origin, after the clip's
/// rotation); the coded position is kept for debugging. `radius` is the half-width
/// across the blob (a motion-blurred streak's length is `length`, not its radius).
public struct BallCandidate: Sendable, Equatable {
    public var time: Double
    public var position: PixelPoint
    public var codedPosition: PixelPoint
    /// Half the blob's width, pixels.
    public var radius: Double
    /// Extent along the blob's long axis, pixels (≈ 2 × radius for a round blob).
    public var length: Double
    /// Long-axis angle in display pixels, radians (an axis: modulo π).
    public var angle: Double
    public var polarity: Polarity
    /// Peak absolute frame difference, 8-bit levels.
    public var contrast: Double
    /// Pixels above threshold.
    public var area: Int
    /// 0...1, from the blob's signal-to-noise ratio.
    public var score: Double
    /// Found only with the lower threshold inside a confirmed track's gate.
    public var isFaint: Bool
    /// How much the picture moves around the blob: the median mean motion response of the
    /// eight neighbouring tiles, 8-bit levels (about 0 in open sky, high beside a swinging golfer).
    public var surroundingMotion: Double
    /// The luma around the blob (the median of a ring about it in its frame), 8-bit levels;
    /// nil when that ring leaves the frame.
    public var background: Double?

    public init(time: Double, position: PixelPoint, codedPosition: PixelPoint, radius: Double, length: Double,
                angle: Double, polarity: Polarity, contrast: Double, area: Int, score: Double, isFaint: Bool,
                surroundingMotion: Double = 0, background: Double? = nil) {
        self.time = time
        self.position = position
        self.codedPosition = codedPosition
        self.radius = radius
        self.length = length
        self.angle = angle
        self.polarity = polarity
        self.contrast = contrast
        self.area = area
        self.score = score
        self.isFaint = isFaint
        self.surroundingMotion = surroundingMotion
        self.background = background
    }

    /// Long axis over short axis; 1 for a round blob.
    public var elongation: Double { length / max(2 * radius, 1e-9) }
}

/// A blob the detector dropped, and why (for the debug dump).
public struct RejectedBlob: Sendable, Equatable {
    /// Why a blob is not a ball candidate.
    public enum Reason: String, Sendable, Codable {
        case tooLarge
        case tooSmall
        case hugeArea
        /// Does not stand out from its own surroundings in its frame: the edge of a larger mover.
        case partOfLargerObject
        /// Other motion touches it all round: a piece of a moving line (a club shaft) or body.
        case touchesOtherMotion
    }

    public var position: PixelPoint
    public var radius: Double
    public var area: Int
    public var reason: Reason
    /// The numbers behind the reason, for the debug dump.
    public var detail: String?

    public init(position: PixelPoint, radius: Double, area: Int, reason: Reason, detail: String? = nil) {
        self.position = position
        self.radius = radius
        self.area = area
        self.detail = detail
        self.reason = reason
    }
}

/// A circle in display pixels where a ball is expected: the detector looks there again,
/// as its `purpose` says.
public struct SearchGate: Sendable, Equatable {
    /// What a gate is for, and so how the detector looks in it.
    public enum Purpose: Sendable, Equatable {
        /// An established track's: a lower threshold; its finds are marked faint and feed
        /// only that track.
        case flight
        /// A young flight's (`TrajectoryFitter.isYoungStreakFlight`): the full threshold, the
        /// blobs spared only the ring test, so what it finds is clear.
        case youngFlight
        /// Around a rest spot that just emptied: a lower threshold, and what it finds may
        /// start tracks. `spot` (display pixels), when known, is the spot its ball left: a
        /// streak found in the gate is the ball's only if it points back at it.
        case launch(spot: PixelPoint?)
    }

    public var center: PixelPoint
    public var radius: Double
    public var purpose: Purpose

    public init(center: PixelPoint, radius: Double, purpose: Purpose = .flight) {
        self.center = center
        self.radius = radius
        self.purpose = purpose
    }
}

/// What the detector found in one analysed frame.
public struct DetectionResult: Sendable {
    public var time: Double
    public var candidates: [BallCandidate]
    public var rejected: [RejectedBlob]
    /// Robust sigma of the frame difference, 8-bit levels.
    public var noiseSigma: Double
    /// Global shift from the previous frame to this one, coded pixels.
    public var cameraShift: PixelPoint
    /// The threshold used outside gates, 8-bit levels.
    public var threshold: Int
    /// The motion level of the frame's background, the scale of `BallCandidate.surroundingMotion`
    /// (8-bit levels; about 0 on clean footage).
    public var backgroundMotion: Double = 0
    /// Blobs that pass every test of a ball but one: other motion touches them (the golfer,
    /// the club), or much of the ring around them is as bright as they are (the golfer's light
    /// clothes, a cloud) though they stand out from its middle. Not candidates; a confirmed
    /// flight looking back for its first frames may take one where it runs back to
    /// (`TrajectoryFitter.extendBackwards`), as the ball just hit still lies beside the club.
    public var entangled: [BallCandidate] = []
}
