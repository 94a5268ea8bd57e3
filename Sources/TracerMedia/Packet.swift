import CFFmpeg

/// One compressed packet, owned: freed when the value goes away.
struct Packet: ~Copyable {
    private let pointer: UnsafeMutablePointer<AVPacket>

    init() throws(MediaError) {
        guard let pointer = av_packet_alloc() else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "av_packet_alloc")
        }
        self.pointer = pointer
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&pointer)
    }

    var streamIndex: Int32 { pointer.pointee.stream_index }

    /// Drops the payload so the packet can be filled again.
    func unref() {
        av_packet_unref(pointer)
    }

    @discardableResult
    func withUnsafePointer<R, E: Error>(
        _ body: (UnsafeMutablePointer<AVPacket>) throws(E) -> R
    ) throws(E) -> R {
        try body(pointer)
    }
}
