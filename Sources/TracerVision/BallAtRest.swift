/// The ball lying still before the swing, as `BallAtRestFinder` saw it.
public struct BallAtRest: Sendable, Equatable {
    /// Centre, display-normalised, origin top-left.
    public var position: NormalizedPoint
    /// Radius / display width.
    public var radius: Double
    /// Display width / display height, to turn `radius` into height units.
    public var aspectRatio: Double
    public var polarity: Polarity
    /// Centre minus surroundings, 8-bit levels (negative for a dark ball).
    public var contrast: Double
    /// The ball's own luma, 8-bit levels: its brightest pixel (darkest for a dark ball).
    public var luma: Double?
    /// Frames it was seen in, and over which times.
    public var frameCount: Int
    public var firstSeen: Double
    public var lastSeen: Double

    public init(position: NormalizedPoint, radius: Double, aspectRatio: Double, polarity: Polarity, contrast: Double,
                frameCount: Int, firstSeen: Double, lastSeen: Double, luma: Double? = nil) {
        self.position = position
        self.luma = luma
        self.radius = radius
        self.aspectRatio = aspectRatio
        self.polarity = polarity
        self.contrast = contrast
        self.frameCount = frameCount
        self.firstSeen = firstSeen
        self.lastSeen = lastSeen
    }
}

/// Where and when the ball left its rest spot: display-normalised, top-left.
public struct LaunchPoint: Sendable, Equatable {
    public var time: Double
    public var position: NormalizedPoint
    /// Radius / display width.
    public var radius: Double
    /// The luma of the ball that left, 8-bit levels (`BallAtRest.luma`), when known.
    public var ballLuma: Double?
    /// When a new ball was first seen lying at the spot again (the next shot's), if one was:
    /// nothing that starts after that left this launch.
    public var refilled: Double?

    public init(time: Double, position: NormalizedPoint, radius: Double, ballLuma: Double? = nil) {
        self.time = time
        self.position = position
        self.radius = radius
        self.ballLuma = ballLuma
    }
}
