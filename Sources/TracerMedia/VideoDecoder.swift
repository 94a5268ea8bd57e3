import CFFmpeg

/// One video stream's decoder, threaded on every core unless told otherwise.
final class VideoDecoder {
    enum SendResult { case accepted, full }
    enum ReceiveResult { case frame, needsInput, endOfStream }

    private let context: UnsafeMutablePointer<AVCodecContext>

    init(stream: UnsafeMutablePointer<AVStream>, path: String, fastLuma: Bool, threads: Int = 0) throws(MediaError) {
        let parameters = StreamFacts.parameters(stream)
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw MediaError.unsupportedCodec(path: path, codec: StreamFacts.codecName(parameters))
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "avcodec_alloc_context3")
        }
        self.context = context
        try FFmpegCode.check(avcodec_parameters_to_context(context, parameters), "avcodec_parameters_to_context")
        context.pointee.pkt_timebase = stream.pointee.time_base
        // A lying bitstream header must not make the decoder allocate more than this.
        context.pointee.max_pixels = Int64(MediaLimits.maximumPixels)
        context.pointee.thread_count = Int32(clamping: max(0, threads))
        context.pointee.thread_type = FF_THREAD_FRAME | FF_THREAD_SLICE
        if fastLuma {
            context.pointee.skip_loop_filter = AVDISCARD_ALL
            context.pointee.flags2 |= AV_CODEC_FLAG2_FAST
        }
        let opened = avcodec_open2(context, codec, nil)
        guard opened >= 0 else {
            throw MediaError.unsupportedCodec(
                path: path, codec: "\(StreamFacts.codecName(parameters.pointee.codec_id)) (\(FFmpegCode.text(opened)))")
        }
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&context)
    }

    /// Hands one packet to the decoder; `.full` means receive frames first.
    func send(_ packet: borrowing Packet) throws(MediaError) -> SendResult {
        let code = packet.withUnsafePointer { avcodec_send_packet(context, $0) }
        if code == FFmpegCode.tryAgain { return .full }
        try FFmpegCode.check(code, "avcodec_send_packet")
        return .accepted
    }

    /// Tells the decoder no more packets come, so it releases what it holds.
    func sendEndOfStream() throws(MediaError) {
        let code = avcodec_send_packet(context, nil)
        if code == FFmpegCode.endOfFile { return }
        try FFmpegCode.check(code, "avcodec_send_packet(flush)")
    }

    func receive(into frame: borrowing Frame) throws(MediaError) -> ReceiveResult {
        let code = frame.withUnsafePointer { avcodec_receive_frame(context, $0) }
        if code == FFmpegCode.tryAgain { return .needsInput }
        if code == FFmpegCode.endOfFile { return .endOfStream }
        try FFmpegCode.check(code, "avcodec_receive_frame")
        return .frame
    }
}
