import CFFmpeg

/// One decoded picture, owned: freed when the value goes away.
struct Frame: ~Copyable {
    fileprivate let pointer: UnsafeMutablePointer<AVFrame>

    init() throws(MediaError) {
        guard let pointer = av_frame_alloc() else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "av_frame_alloc")
        }
        self.pointer = pointer
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&pointer)
    }

    @discardableResult
    func withUnsafePointer<R, E: Error>(
        _ body: (UnsafeMutablePointer<AVFrame>) throws(E) -> R
    ) throws(E) -> R {
        try body(pointer)
    }
}

extension Frame {
    /// Makes this frame a new reference to `other`'s buffers (no pixel copy).
    func reference(_ other: borrowing Frame) throws(MediaError) {
        av_frame_unref(pointer)
        let code = other.withUnsafePointer { av_frame_ref(pointer, $0) }
        try FFmpegCode.check(code, "av_frame_ref")
    }

    func unref() {
        av_frame_unref(pointer)
    }
}
