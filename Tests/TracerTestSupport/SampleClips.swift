import Foundation

/// The project's sample clips in `SampleVideos/` and their truth (`NAME.truth.json`,
/// written by `scripts/make-sample-videos`).
public enum SampleClips {
    /// The `SampleVideos` folder at the root of the repository.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SampleVideos")

    /// The clip `NAME.mp4` in `SampleVideos/`.
    public static func clip(_ name: String) -> URL { folder.appendingPathComponent("\(name).mp4") }

    /// A clip's truth: its video's shape and, per shot, where the ball is in each frame
    /// (normalised display coordinates, as in a path).
    public struct Truth: Decodable, Sendable {
        /// One shot: when the ball leaves and its position in each frame of its flight.
        public struct Shot: Decodable, Sendable {
            public var launchTime: Double
            public var frames: [Frame]
        }

        /// The ball in one frame.
        public struct Frame: Decodable, Sendable {
            public var frame: Int
            public var t: Double
            public var x: Double
            public var y: Double
            public var r: Double
            public var visible: Bool
        }

        public var file: String
        public var width: Int
        public var height: Int
        public var rotation: Int
        public var frameRate: Double
        public var frameCount: Int
        public var duration: Double
        public var shots: [Shot]
    }

    /// The truth of the clip `NAME`, read from `NAME.truth.json` in `SampleVideos/`.
    public static func truth(_ name: String) throws -> Truth {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).truth.json"))
        return try JSONDecoder().decode(Truth.self, from: data)
    }
}
