import TracerVision

/// Turns the CLI's detection settings into Vision's request: the one place where
/// top-left CLI coordinates become Vision's lower-left ones.
enum RequestBuilder {
    static let flagNames = [
        "frameAnalysisSpacing": "--frame-spacing",
        "trajectoryLength": "--trajectory-length",
        "objectMinimumNormalizedRadius": "--min-radius",
        "objectMaximumNormalizedRadius": "--max-radius",
        "regionOfInterest": "--roi",
        "targetFrameTime": "--target-frame-time",
    ]

    /// The region the user gave, else the one above the ball (given or found), else the whole frame.
    static func request(for settings: DetectionSettings, ballAtRest: BallAtRest?) throws(TracerError) -> TrajectoryRequest {
        let preset = TrajectoryPreset(rawValue: settings.sport ?? TrajectoryPreset.golf.rawValue) ?? .golf
        let region: NormalizedRect
        if let roi = settings.roi {
            region = NormalizedRect.fromTopLeft(x: roi[0], y: roi[1], width: roi[2], height: roi[3])
        } else if let ballAtRest {
            region = RegionOfInterest.above(ball: ballAtRest, halfWidth: 1)
        } else {
            region = .full
        }
        do {
            return try TrajectoryRequest(
                frameAnalysisSpacing: settings.frameAnalysisSpacing ?? 0,
                trajectoryLength: settings.trajectoryLength ?? 10,
                objectMinimumNormalizedRadius: settings.minimumRadius,
                objectMaximumNormalizedRadius: settings.maximumRadius,
                regionOfInterest: region,
                targetFrameTime: settings.targetFrameTime,
                preset: preset)
        } catch {
            let flag = flagNames[error.parameter].map { "\($0) (Vision's \(error.parameter))" } ?? error.parameter
            throw TracerError("\(flag) is \(error.value); allowed: \(error.allowed)", exitCode: ExitCodes.usage)
        }
    }

    /// A ball position the user gave, as the alignment step would have found it.
    static func ball(from position: [Double], aspectRatio: Double) -> BallAtRest {
        BallAtRest(position: NormalizedPoint(x: position[0], y: position[1]), radius: 0.004, aspectRatio: aspectRatio,
                   polarity: .brighter, contrast: 0, frameCount: 0, firstSeen: 0, lastSeen: 0)
    }
}
