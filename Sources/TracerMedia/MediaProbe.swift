import CFFmpeg
import Foundation

/// Reads a clip's `MediaInfo` without decoding any picture.
public enum MediaProbe {
    /// Opens `url` and describes it. When the container does not store the
    /// video frame count and `countFrames` is true, counts the video packets
    /// by demuxing the whole file (no decoding).
    public static func probe(url: URL, countFrames: Bool = false) throws(MediaError) -> MediaInfo {
        let demuxer = try Demuxer(url: url)
        let videoIndex = try demuxer.bestVideoStream()
        var info = describe(demuxer, videoStream: videoIndex)
        if info.video.frameCount == nil, countFrames {
            info.video.frameCount = try countPackets(demuxer, stream: videoIndex)
        }
        return info
    }

    static func describe(_ demuxer: Demuxer, videoStream videoIndex: Int) -> MediaInfo {
        let stream = demuxer.stream(videoIndex)
        let parameters = StreamFacts.parameters(stream).pointee
        let rotation = StreamFacts.rotation(stream)
        let quarterTurn = abs(rotation) == 90
        let codedWidth = Int(parameters.width)
        let codedHeight = Int(parameters.height)
        let video = MediaInfo.Video(
            codec: StreamFacts.codecName(StreamFacts.parameters(stream)),
            width: quarterTurn ? codedHeight : codedWidth,
            height: quarterTurn ? codedWidth : codedHeight,
            codedWidth: codedWidth,
            codedHeight: codedHeight,
            rotation: rotation,
            frameRate: StreamFacts.rate(stream.pointee.avg_frame_rate),
            realFrameRate: StreamFacts.rate(stream.pointee.r_frame_rate),
            pixelFormat: StreamFacts.pixelFormatName(parameters.format),
            bitDepth: StreamFacts.bitDepth(parameters.format),
            frameCount: stream.pointee.nb_frames > 0 ? Int(stream.pointee.nb_frames) : nil,
            colorRange: StreamFacts.name(av_color_range_name(parameters.color_range)),
            colorSpace: StreamFacts.name(av_color_space_name(parameters.color_space)),
            timeBase: TimeBase(stream.pointee.time_base)
        )
        var audio: [MediaInfo.Audio] = []
        for index in 0..<demuxer.streamCount {
            let parameters = StreamFacts.parameters(demuxer.stream(index)).pointee
            guard parameters.codec_type == AVMEDIA_TYPE_AUDIO else { continue }
            audio.append(
                MediaInfo.Audio(
                    index: index,
                    codec: StreamFacts.codecName(parameters.codec_id),
                    sampleRate: Int(parameters.sample_rate),
                    channels: Int(parameters.ch_layout.nb_channels),
                    bitRate: Int(parameters.bit_rate)
                ))
        }
        return demuxer.withUnsafeContext { context in
            MediaInfo(
                container: StreamFacts.name(context.pointee.iformat.pointee.name),
                duration: duration(context, stream: stream),
                video: video,
                audio: audio
            )
        }
    }

    private static func duration(
        _ context: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>
    ) -> Double {
        if context.pointee.duration != FFmpegCode.noPTS, context.pointee.duration > 0 {
            return Double(context.pointee.duration) / Double(AV_TIME_BASE)
        }
        if stream.pointee.duration != FFmpegCode.noPTS, stream.pointee.duration > 0 {
            return Double(stream.pointee.duration) * av_q2d(stream.pointee.time_base)
        }
        return 0
    }

    private static func countPackets(_ demuxer: Demuxer, stream: Int) throws(MediaError) -> Int {
        let packet = try Packet()
        var count = 0
        while try demuxer.read(into: packet) == .packet {
            if packet.streamIndex == stream { count += 1 }
        }
        return count
    }
}
