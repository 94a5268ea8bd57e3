import Foundation

/// The stored, normalised ball path of one clip: what `tracer detect` writes and
/// what `tracer burn` draws from.
///
/// Coordinates follow the CLI convention: `x`, `y` normalised to 0...1 with the
/// origin top-left in display orientation (after the clip's rotation), `r` the
/// radius divided by the display width, `t` seconds of presentation time from the
/// clip's first frame. The request is recorded in Vision's form.
public struct TracerPath: Codable, Sendable, Equatable {
    /// The schema version this build reads and writes.
    public static let currentVersion = 1

    public var version: Int
    public var source: Source
    public var request: Request
    public var trajectories: [Trajectory]
    /// Optional drawing style recorded with the path; `burn` uses it unless a flag overrides it.
    public var style: StyleRecord?

    public init(version: Int = TracerPath.currentVersion, source: Source, request: Request,
                trajectories: [Trajectory], style: StyleRecord? = nil) {
        self.version = version
        self.source = source
        self.request = request
        self.trajectories = trajectories
        self.style = style
    }

    /// The clip a path was detected on.
    public struct Source: Codable, Sendable, Equatable {
        public var file: String
        /// Display width and height (after rotation).
        public var width: Int
        public var height: Int
        /// Degrees counter-clockwise as FFmpeg's display matrix reports it (0, 90, -90, 180).
        public var rotation: Int
        public var frameRate: Double
        public var duration: Double

        public init(file: String, width: Int, height: Int, rotation: Int, frameRate: Double, duration: Double) {
            self.file = file
            self.width = width
            self.height = height
            self.rotation = rotation
            self.frameRate = frameRate
            self.duration = duration
        }
    }

    /// The request in Vision's form: `regionOfInterest` is `[x, y, width, height]`,
    /// normalised, origin lower-left.
    public struct Request: Codable, Sendable, Equatable {
        public var regionOfInterest: [Double]
        public var trajectoryLength: Int
        public var objectMinimumNormalizedRadius: Double
        public var objectMaximumNormalizedRadius: Double
        public var frameAnalysisSpacing: Double
        public var targetFrameTime: Double?
        public var preset: String?

        public init(regionOfInterest: [Double], trajectoryLength: Int,
                    objectMinimumNormalizedRadius: Double, objectMaximumNormalizedRadius: Double,
                    frameAnalysisSpacing: Double, targetFrameTime: Double? = nil, preset: String? = nil) {
            self.regionOfInterest = regionOfInterest
            self.trajectoryLength = trajectoryLength
            self.objectMinimumNormalizedRadius = objectMinimumNormalizedRadius
            self.objectMaximumNormalizedRadius = objectMaximumNormalizedRadius
            self.frameAnalysisSpacing = frameAnalysisSpacing
            self.targetFrameTime = targetFrameTime
            self.preset = preset
        }
    }

    /// One ball flight.
    public struct Trajectory: Codable, Sendable, Equatable {
        public var uuid: UUID
        public var confidence: Double
        /// First and last point time, seconds (including extrapolated points).
        public var start: Double
        public var end: Double
        /// Vision's `equationCoefficients` (a, b, c of y = ax² + bx + c), ROI-normalised, lower-left.
        public var equationCoefficients: [Double]
        public var movingAverageRadius: Double
        /// Points in time order. Drawing interpolates between them by time.
        public var points: [Point]

        public init(uuid: UUID, confidence: Double, start: Double, end: Double,
                    equationCoefficients: [Double], movingAverageRadius: Double, points: [Point]) {
            self.uuid = uuid
            self.confidence = confidence
            self.start = start
            self.end = end
            self.equationCoefficients = equationCoefficients
            self.movingAverageRadius = movingAverageRadius
            self.points = points
        }
    }

    /// A point of a trajectory, top-left normalised, display orientation.
    public struct Point: Codable, Sendable, Equatable {
        /// Where a point came from.
        public enum Kind: String, Codable, Sendable {
            /// On the fitted flight at a time the ball was seen.
            case detected
            /// Past the last detection, predicted from the fitted motion.
            case extrapolated
            /// Where the ball was not seen: between leaving its rest spot and its first
            /// detection (on the flight run back to the spot), or inside a gap between
            /// detections (on the flight fitted either side). Drawn like the detected points.
            case interpolated
        }

        public var t: Double
        public var x: Double
        public var y: Double
        public var r: Double
        /// `nil` reads as `.detected`, so hand-written paths may omit it.
        public var kind: Kind?

        public init(t: Double, x: Double, y: Double, r: Double, kind: Kind? = nil) {
            self.t = t
            self.x = x
            self.y = y
            self.r = r
            self.kind = kind
        }

        public var isExtrapolated: Bool { kind == .extrapolated }
    }

    /// A drawing style as stored in the JSON (see `TracerRender.TracerStyle`).
    public struct StyleRecord: Codable, Sendable, Equatable {
        public var name: String?
        public var color: String?
        public var width: Double?
        public var glow: Double?
        public var shadow: Double?
        public var head: Bool?
        public var fadeTail: Double?

        public init(name: String? = nil, color: String? = nil, width: Double? = nil, glow: Double? = nil,
                    shadow: Double? = nil, head: Bool? = nil, fadeTail: Double? = nil) {
            self.name = name
            self.color = color
            self.width = width
            self.glow = glow
            self.shadow = shadow
            self.head = head
            self.fadeTail = fadeTail
        }
    }
}
