/// The parameters of a trajectory search, mirroring Apple Vision's
/// `VNDetectTrajectoriesRequest`.
///
/// `regionOfInterest` is Vision's: normalised, origin lower-left, display
/// orientation. Radii are normalised to the display width. `validate()` (also run by
/// the throwing initialiser) rejects values outside their range with a
/// `TrajectoryRequestError`.
public struct TrajectoryRequest: Sendable, Equatable {
    /// Seconds between analysed frames; 0 analyses every frame.
    public var frameAnalysisSpacing: Double
    /// Points needed before a trajectory is reported (at least 5).
    public var trajectoryLength: Int
    /// Smallest accepted ball radius / display width; 0 = no lower bound.
    public var objectMinimumNormalizedRadius: Double
    /// Largest accepted ball radius / display width.
    public var objectMaximumNormalizedRadius: Double
    /// Where to look, Vision's coordinates (lower-left origin).
    public var regionOfInterest: NormalizedRect
    /// Budget per frame in seconds; when exceeded the session skips frames and records it.
    public var targetFrameTime: Double?
    /// The sport whose gating defaults apply.
    public var preset: TrajectoryPreset

    /// A request with Vision's defaults, the preset's radius bounds unless given, validated.
    public init(frameAnalysisSpacing: Double = 0,
                trajectoryLength: Int = 10,
                objectMinimumNormalizedRadius: Double? = nil,
                objectMaximumNormalizedRadius: Double? = nil,
                regionOfInterest: NormalizedRect = .full,
                targetFrameTime: Double? = nil,
                preset: TrajectoryPreset = .golf) throws(TrajectoryRequestError) {
        self.frameAnalysisSpacing = frameAnalysisSpacing
        self.trajectoryLength = trajectoryLength
        self.objectMinimumNormalizedRadius = objectMinimumNormalizedRadius ?? preset.minimumNormalizedRadius
        self.objectMaximumNormalizedRadius = objectMaximumNormalizedRadius ?? preset.maximumNormalizedRadius
        self.regionOfInterest = regionOfInterest
        self.targetFrameTime = targetFrameTime
        self.preset = preset
        try validate()
    }

    /// Throws the first parameter outside its allowed range.
    public func validate() throws(TrajectoryRequestError) {
        func fail(_ name: String, _ value: Double, _ allowed: String) -> TrajectoryRequestError {
            TrajectoryRequestError(parameter: name, value: "\(value)", allowed: allowed)
        }
        guard frameAnalysisSpacing.isFinite, frameAnalysisSpacing >= 0 else {
            throw fail("frameAnalysisSpacing", frameAnalysisSpacing, "seconds >= 0 (0 = every frame)")
        }
        guard trajectoryLength >= 5 else {
            throw TrajectoryRequestError(parameter: "trajectoryLength", value: "\(trajectoryLength)",
                                         allowed: "an integer >= 5")
        }
        let minR = objectMinimumNormalizedRadius, maxR = objectMaximumNormalizedRadius
        guard minR.isFinite, minR >= 0, minR <= 1 else {
            throw fail("objectMinimumNormalizedRadius", minR, "0...1")
        }
        guard maxR.isFinite, maxR > 0, maxR <= 1 else {
            throw fail("objectMaximumNormalizedRadius", maxR, "greater than 0, at most 1")
        }
        guard minR <= maxR else {
            throw fail("objectMinimumNormalizedRadius", minR,
                       "at most objectMaximumNormalizedRadius (\(maxR))")
        }
        let roi = regionOfInterest
        let values = [roi.x, roi.y, roi.width, roi.height]
        guard values.allSatisfy(\.isFinite), roi.x >= 0, roi.y >= 0, roi.width > 0, roi.height > 0,
              roi.maxX <= 1 + 1e-9, roi.maxY <= 1 + 1e-9 else {
            throw TrajectoryRequestError(parameter: "regionOfInterest", value: roi.description,
                                         allowed: "non-empty, inside 0...1 (x + width <= 1, y + height <= 1)")
        }
        if let budget = targetFrameTime {
            guard budget.isFinite, budget > 0 else {
                throw fail("targetFrameTime", budget, "seconds > 0, or none")
            }
        }
    }

    /// The request as the path JSON records it.
    public var record: TracerPath.Request {
        TracerPath.Request(regionOfInterest: regionOfInterest.components, trajectoryLength: trajectoryLength,
                           objectMinimumNormalizedRadius: objectMinimumNormalizedRadius,
                           objectMaximumNormalizedRadius: objectMaximumNormalizedRadius,
                           frameAnalysisSpacing: frameAnalysisSpacing, targetFrameTime: targetFrameTime,
                           preset: preset.rawValue)
    }
}
