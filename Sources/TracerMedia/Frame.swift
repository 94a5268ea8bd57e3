import CFFmpeg

/// One decoded picture, owned: freed when the value goes away.
struct Frame: ~Copyable {
    private let pointer: UnsafeMutablePointer<AVFrame>

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

    func withUnsafePointer<R, E: Error>(
        _ body: (UnsafeMutablePointer<AVFrame>) throws(E) -> R
    ) throws(E) -> R {
        try body(pointer)
    }
}
