import CFFmpeg

/// An output container being written: streams are added, the header written
/// once, packets interleaved, then the trailer written.
final class Muxer {
    private let context: UnsafeMutablePointer<AVFormatContext>
    private var ioOpen = false

    /// Picks the container from `path`'s extension, MP4 when it has none FFmpeg knows.
    init(path: String) throws(MediaError) {
        var context: UnsafeMutablePointer<AVFormatContext>?
        if avformat_alloc_output_context2(&context, nil, nil, path) < 0 || context == nil {
            try FFmpegCode.check(
                avformat_alloc_output_context2(&context, nil, "mp4", path), "avformat_alloc_output_context2")
        }
        self.context = context!
    }

    deinit {
        if ioOpen { avio_closep(&context.pointee.pb) }
        avformat_free_context(context)
    }

    var needsGlobalHeader: Bool { context.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 }

    func canHold(_ codec: AVCodecID) -> Bool {
        avformat_query_codec(context.pointee.oformat, codec, FF_COMPLIANCE_NORMAL) == 1
    }

    /// Adds a stream, lets `configure` fill it in, returns its index.
    func addStream(
        _ configure: (UnsafeMutablePointer<AVStream>) throws(MediaError) -> Void
    ) throws(MediaError) -> Int {
        guard let stream = avformat_new_stream(context, nil) else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "avformat_new_stream")
        }
        try configure(stream)
        return Int(stream.pointee.index)
    }

    /// Creates the file and writes the header; MP4/MOV get the index up front (faststart).
    func open() throws(MediaError) {
        if context.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0 {
            try FFmpegCode.check(avio_open(&context.pointee.pb, context.pointee.url, AVIO_FLAG_WRITE), "avio_open")
            ioOpen = true
        }
        var options: OpaquePointer?
        av_dict_set(&options, "movflags", "+faststart", 0)
        defer { av_dict_free(&options) }
        try FFmpegCode.check(avformat_write_header(context, &options), "avformat_write_header")
    }

    func timeBase(of stream: Int) -> AVRational {
        context.pointee.streams[stream]!.pointee.time_base
    }

    /// Writes a packet whose timestamps are already in the stream's time base; leaves it empty.
    func write(_ packet: borrowing Packet) throws(MediaError) {
        let code = packet.withUnsafePointer { av_interleaved_write_frame(context, $0) }
        try FFmpegCode.check(code, "av_interleaved_write_frame")
    }

    /// Closes the file without a trailer after a failure; safe to call more than once.
    func abandon() {
        guard ioOpen else { return }
        ioOpen = false
        avio_closep(&context.pointee.pb)
    }

    /// Flushes interleaving queues, writes the trailer and closes the file.
    func finish() throws(MediaError) {
        try FFmpegCode.check(av_write_trailer(context), "av_write_trailer")
        if ioOpen {
            ioOpen = false
            try FFmpegCode.check(avio_closep(&context.pointee.pb), "avio_closep")
        }
    }
}
