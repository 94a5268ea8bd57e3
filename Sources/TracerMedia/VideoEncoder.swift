import CFFmpeg

/// The libx264 encoder: 8-bit 4:2:0 in, H.264 packets out, on the source's clock.
final class VideoEncoder {
    enum ReceiveResult { case packet, needsInput, endOfStream }

    private let context: UnsafeMutablePointer<AVCodecContext>

    init(source: VideoWriter.Source, settings: EncoderSettings, globalHeader: Bool, path: String) throws(MediaError) {
        guard EncoderSettings.crfRange.contains(settings.crf) else {
            throw MediaError.encodeFailed(path: path, reason: "crf \(settings.crf) is outside \(EncoderSettings.crfRange)")
        }
        // Checked here because libx264 leaks its parameters when it refuses them.
        guard EncoderSettings.presets.contains(settings.preset) else {
            throw MediaError.encodeFailed(
                path: path, reason: "unknown x264 preset \(settings.preset); use one of \(EncoderSettings.presets.joined(separator: ", "))")
        }
        guard source.width % 2 == 0, source.height % 2 == 0 else {
            throw MediaError.encodeFailed(
                path: path, reason: "H.264 4:2:0 needs an even picture size, the clip is \(source.width)×\(source.height)")
        }
        try MediaLimits.check(width: source.width, height: source.height, path: path)
        guard let codec = avcodec_find_encoder_by_name("libx264") else {
            throw MediaError.unsupportedCodec(path: path, codec: "h264 (this FFmpeg has no libx264 encoder)")
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "avcodec_alloc_context3")
        }
        self.context = context
        context.pointee.width = Int32(source.width)
        context.pointee.height = Int32(source.height)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        context.pointee.time_base = source.timeBase.rational
        if source.averageFrameRate.num > 0, source.averageFrameRate.den > 0 {
            context.pointee.framerate = source.averageFrameRate
        }
        context.pointee.sample_aspect_ratio = source.sampleAspectRatio
        context.pointee.color_range = source.colorRange
        context.pointee.colorspace = source.colorSpace
        context.pointee.color_primaries = source.colorPrimaries
        context.pointee.color_trc = source.colorTransfer
        context.pointee.thread_count = Int32(clamping: max(0, settings.threads))
        if globalHeader {
            context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        var options = [("preset", settings.preset), ("crf", String(settings.crf))]
        if settings.preset == "ultrafast" {
            // Without B-frames or lookahead there is nothing for x264's lookahead thread to
            // decide ahead: its buffer only holds frames (6 MB at 1080p). The bytes are the same.
            // At the other presets the thread is worth its frames (veryfast is 15% slower without it).
            options.append(("x264-params", "sync-lookahead=0"))
        }
        for (name, value) in options {
            let code = av_opt_set(context.pointee.priv_data, name, value, 0)
            guard code >= 0 else {
                throw MediaError.encodeFailed(path: path, reason: "libx264 refused \(name) \(value): \(FFmpegCode.text(code))")
            }
        }
        let opened = avcodec_open2(context, codec, nil)
        guard opened >= 0 else {
            throw MediaError.encodeFailed(
                path: path,
                reason: "libx264 refused preset \(settings.preset) with crf \(settings.crf): \(FFmpegCode.text(opened))")
        }
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&context)
    }

    var timeBase: AVRational { context.pointee.time_base }

    func copyParameters(to stream: UnsafeMutablePointer<AVStream>) throws(MediaError) {
        try FFmpegCode.check(
            avcodec_parameters_from_context(StreamFacts.parameters(stream), context), "avcodec_parameters_from_context")
        stream.pointee.time_base = context.pointee.time_base
        stream.pointee.avg_frame_rate = context.pointee.framerate
    }

    /// Hands one picture to the encoder; the caller drains packets after each call.
    func send(_ frame: borrowing Frame) throws(MediaError) {
        try FFmpegCode.check(frame.withUnsafePointer { avcodec_send_frame(context, $0) }, "avcodec_send_frame")
    }

    func sendEndOfStream() throws(MediaError) {
        let code = avcodec_send_frame(context, nil)
        if code == FFmpegCode.endOfFile { return }
        try FFmpegCode.check(code, "avcodec_send_frame(flush)")
    }

    func receive(into packet: borrowing Packet) throws(MediaError) -> ReceiveResult {
        let code = packet.withUnsafePointer { avcodec_receive_packet(context, $0) }
        if code == FFmpegCode.tryAgain { return .needsInput }
        if code == FFmpegCode.endOfFile { return .endOfStream }
        try FFmpegCode.check(code, "avcodec_receive_packet")
        return .packet
    }
}
