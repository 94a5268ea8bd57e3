import CFFmpeg
import Foundation

extension VideoWriter {
    /// What a writer must know about the clip it re-encodes: picture size,
    /// clock, colour tags, display matrix and where to copy audio from.
    /// Get one from `VideoReader.writerSource`.
    public struct Source: Sendable {
        /// The input file; its audio streams are copied from here.
        public let inputURL: URL
        /// Stored (coded) picture width; frames of another size are scaled to it.
        public let width: Int
        /// Stored (coded) picture height.
        public let height: Int
        /// The source stream's time base, used unchanged as the encoder's.
        public let timeBase: TimeBase
        /// Degrees counter-clockwise the output is tagged with (from the display matrix).
        public let rotation: Int
        /// Whether to copy the input's audio streams (default true).
        public var copiesAudio = true

        var averageFrameRate: AVRational
        var sampleAspectRatio: AVRational
        var colorRange: AVColorRange
        var colorSpace: AVColorSpace
        var colorPrimaries: AVColorPrimaries
        var colorTransfer: AVColorTransferCharacteristic
        var displayMatrix: [Int32]?
    }
}

extension VideoReader {
    /// The settings a `VideoWriter` needs to re-encode this reader's frames.
    public var writerSource: VideoWriter.Source {
        let stream = demuxer.stream(streamIndex)
        let parameters = StreamFacts.parameters(stream).pointee
        var range = parameters.color_range
        if range == AVCOL_RANGE_UNSPECIFIED, parameters.format == AV_PIX_FMT_YUVJ420P.rawValue {
            range = AVCOL_RANGE_JPEG
        }
        return VideoWriter.Source(
            inputURL: url,
            width: Int(parameters.width),
            height: Int(parameters.height),
            timeBase: TimeBase(stream.pointee.time_base),
            rotation: StreamFacts.rotation(stream),
            averageFrameRate: stream.pointee.avg_frame_rate,
            sampleAspectRatio: parameters.sample_aspect_ratio,
            colorRange: range,
            colorSpace: parameters.color_space,
            colorPrimaries: parameters.color_primaries,
            colorTransfer: parameters.color_trc,
            displayMatrix: StreamFacts.displayMatrix(stream)
        )
    }
}
