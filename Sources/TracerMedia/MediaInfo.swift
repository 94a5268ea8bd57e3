/// What the decoder sees in a clip: container, duration, the video stream it
/// will decode and the audio streams a writer will copy.
///
/// Encodes to JSON with the keys `container`, `duration`, `video` (`codec`,
/// `width`, `height`, `codedWidth`, `codedHeight`, `rotation`, `frameRate`,
/// `realFrameRate`, `pixelFormat`, `bitDepth`, `frameCount`, `colorRange`,
/// `colorSpace`, `timeBase`) and `audio` (an array).
public struct MediaInfo: Sendable, Codable, Equatable {
    /// The demuxer's name, e.g. `mov,mp4,m4a,3gp,3g2,mj2`.
    public var container: String
    /// Seconds; 0 when the container does not say.
    public var duration: Double
    public var video: Video
    public var audio: [Audio]

    /// The video stream that `VideoReader` decodes.
    public struct Video: Sendable, Codable, Equatable {
        public var codec: String
        /// Display width: after the rotation is applied.
        public var width: Int
        /// Display height: after the rotation is applied.
        public var height: Int
        /// Width of the stored (decoded) pictures.
        public var codedWidth: Int
        /// Height of the stored (decoded) pictures.
        public var codedHeight: Int
        /// Degrees counter-clockwise from the display matrix: 0, 90, -90 or 180.
        public var rotation: Int
        /// The average frame rate (`avg_frame_rate`); 0 if unknown.
        public var frameRate: Double
        /// The base frame rate (`r_frame_rate`); 0 if unknown.
        public var realFrameRate: Double
        public var pixelFormat: String
        public var bitDepth: Int
        /// From the container, or counted from packets; nil when neither was possible.
        public var frameCount: Int?
        public var colorRange: String
        public var colorSpace: String
        public var timeBase: TimeBase

        private enum CodingKeys: String, CodingKey {
            case codec, width, height, codedWidth, codedHeight, rotation, frameRate, realFrameRate
            case pixelFormat, bitDepth, frameCount, colorRange, colorSpace, timeBase
        }

        /// Like the synthesized encoding, but writes `frameCount: null` rather than leaving the key out.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(codec, forKey: .codec)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(codedWidth, forKey: .codedWidth)
            try container.encode(codedHeight, forKey: .codedHeight)
            try container.encode(rotation, forKey: .rotation)
            try container.encode(frameRate, forKey: .frameRate)
            try container.encode(realFrameRate, forKey: .realFrameRate)
            try container.encode(pixelFormat, forKey: .pixelFormat)
            try container.encode(bitDepth, forKey: .bitDepth)
            try container.encode(frameCount, forKey: .frameCount)
            try container.encode(colorRange, forKey: .colorRange)
            try container.encode(colorSpace, forKey: .colorSpace)
            try container.encode(timeBase, forKey: .timeBase)
        }
    }

    /// An audio stream as it will be copied.
    public struct Audio: Sendable, Codable, Equatable {
        /// The stream's index in the container.
        public var index: Int
        public var codec: String
        public var sampleRate: Int
        public var channels: Int
        /// Bits per second; 0 if unknown.
        public var bitRate: Int
    }
}
