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

    /// The region the user gave, else the whole frame (alignment may narrow it later).
    static func request(for settings: DetectionSettings) throws(TracerError) -> TrajectoryRequest {
        let preset = TrajectoryPreset(rawValue: settings.sport ?? TrajectoryPreset.golf.rawValue) ?? .golf
        let region: NormalizedRect
        if let roi = settings.roi {
            region = NormalizedRect.fromTopLeft(x: roi[0], y: roi[1], width: roi[2], height: roi[3])
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

    /// The alignment step: always watch for the ball at rest and its launch; search the band
    /// above it unless the user gave a region.
    static func alignment(for settings: DetectionSettings) -> Alignment {
        let ball = settings.ball.map { NormalizedPoint(x: $0[0], y: $0[1]) }
        return Alignment(findsBall: true, ball: ball, derivesRegion: settings.roi == nil)
    }
}
