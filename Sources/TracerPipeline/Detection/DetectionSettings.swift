import Foundation

/// What the user said about detection, in CLI terms (normalised, top-left
/// origin, display orientation). `DetectJob` turns it into Vision's request.
public struct DetectionSettings: Sendable, Equatable {
    /// x, y, width, height.
    public var roi: [Double]?
    /// x, y of the ball at rest.
    public var ball: [Double]?
    public var sport: String?
    public var trajectoryLength: Int?
    public var minimumRadius: Double?
    public var maximumRadius: Double?
    public var frameAnalysisSpacing: Double?
    public var targetFrameTime: Double?
    public var extrapolate: Bool
    /// Decoder threads; 0 uses every core.
    public var threads: Int

    public init(roi: [Double]? = nil, ball: [Double]? = nil, sport: String? = nil, trajectoryLength: Int? = nil,
                minimumRadius: Double? = nil, maximumRadius: Double? = nil, frameAnalysisSpacing: Double? = nil,
                targetFrameTime: Double? = nil, extrapolate: Bool = false, threads: Int = 0) {
        self.roi = roi
        self.ball = ball
        self.sport = sport
        self.trajectoryLength = trajectoryLength
        self.minimumRadius = minimumRadius
        self.maximumRadius = maximumRadius
        self.frameAnalysisSpacing = frameAnalysisSpacing
        self.targetFrameTime = targetFrameTime
        self.extrapolate = extrapolate
        self.threads = threads
    }

    /// Checks every value and builds the Vision request once, so a bad flag fails
    /// before any file is opened. Returns `self` for chaining.
    public func validated() throws(TracerError) -> DetectionSettings {
        if let roi {
            let text = roi.map { "\($0)" }.joined(separator: ",")
            guard roi.count == 4, roi[0] >= 0, roi[1] >= 0, roi[2] > 0, roi[3] > 0,
                  roi[0] + roi[2] <= 1 + 1e-9, roi[1] + roi[3] <= 1 + 1e-9 else {
                throw TracerError("--roi \(text) is not inside the frame; x,y,width,height must satisfy x+width <= 1 and y+height <= 1 with width and height above 0",
                                  exitCode: ExitCodes.usage)
            }
        }
        if let ball {
            guard ball.count == 2, ball.allSatisfy({ (0...1).contains($0) }) else {
                throw TracerError("--ball \(ball.map { "\($0)" }.joined(separator: ",")) is outside the frame; x and y must be within 0...1",
                                  exitCode: ExitCodes.usage)
            }
        }
        _ = try RequestBuilder.request(for: self)
        return self
    }
}
