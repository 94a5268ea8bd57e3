import Foundation

/// A ball flight, reported like Vision's `VNTrajectoryObservation`, plus its
/// position as a function of time for drawing.
///
/// Vision's fields (`detectedPoints`, `projectedPoints`, `equationCoefficients`)
/// are normalised to the REGION OF INTEREST with a lower-left origin: (0, 0) is
/// the ROI's lower-left corner, (1, 1) its upper-right. `movingAverageRadius` is
/// normalised to the display width. `motion` is display-normalised, top-left,
/// like the path JSON.
public struct TrajectoryObservation: Sendable, Equatable {
    /// Stays the same while the trajectory grows.
    public var uuid: UUID
    /// The last `trajectoryLength` detected centres (ROI-normalised, lower-left).
    public var detectedPoints: [NormalizedPoint]
    /// Five points on the fitted parabola spanning the detected points (ROI-normalised, lower-left).
    public var projectedPoints: [NormalizedPoint]
    /// `(a, b, c)` of `y = a x² + b x + c` fitted to all the trajectory's inliers (ROI-normalised, lower-left).
    public var equationCoefficients: SIMD3<Double>
    /// Mean radius over the last `trajectoryLength` detections / display width.
    public var movingAverageRadius: Double
    /// First to last detection, seconds.
    public var timeRange: ClosedRange<Double>
    /// 0...1.
    public var confidence: Double
    /// Fitted x(t), y(t), r(t), display-normalised, top-left.
    public var motion: TrajectoryMotion
    /// Detections the track accepted (inliers), all of them.
    public var detectionCount: Int
    /// Of those, the clear ones: at the detection threshold or above, with a confident score.
    public var clearDetectionCount: Int

    public init(uuid: UUID, detectedPoints: [NormalizedPoint], projectedPoints: [NormalizedPoint],
                equationCoefficients: SIMD3<Double>, movingAverageRadius: Double, timeRange: ClosedRange<Double>,
                confidence: Double, motion: TrajectoryMotion, detectionCount: Int, clearDetectionCount: Int? = nil) {
        self.uuid = uuid
        self.detectedPoints = detectedPoints
        self.projectedPoints = projectedPoints
        self.equationCoefficients = equationCoefficients
        self.movingAverageRadius = movingAverageRadius
        self.timeRange = timeRange
        self.confidence = confidence
        self.motion = motion
        self.detectionCount = detectionCount
        self.clearDetectionCount = clearDetectionCount ?? detectionCount
    }

    /// Start and end of the detected flight, seconds.
    public var start: Double { timeRange.lowerBound }
    public var end: Double { timeRange.upperBound }
}
