import CFFmpeg

/// Converts frames of any other format or size to the encoder's 8-bit 4:2:0,
/// keeping the source's colour range (no range or matrix conversion).
final class PixelConverter {
    private struct Key: Equatable {
        var format: Int32
        var width: Int32
        var height: Int32
        var range: UInt32
    }

    private var context: OpaquePointer?
    private var key: Key?
    private let width: Int32
    private let height: Int32
    private let target: Frame
    private let path: String

    init(width: Int, height: Int, path: String) throws(MediaError) {
        self.path = path
        self.width = Int32(width)
        self.height = Int32(height)
        target = try Frame()
        try target.withUnsafePointer { (frame) throws(MediaError) in
            frame.pointee.width = Int32(width)
            frame.pointee.height = Int32(height)
            frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            try FFmpegCode.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer")
        }
    }

    deinit {
        sws_freeContext(context)
    }

    /// Converts `source` and points `output` at the result (a reference, valid until the next call).
    func convert(_ source: borrowing Frame, into output: borrowing Frame) throws(MediaError) {
        let sourceKey = source.withUnsafePointer { frame in
            Key(
                format: frame.pointee.format, width: frame.pointee.width, height: frame.pointee.height,
                range: frame.pointee.color_range.rawValue)
        }
        if sourceKey != key {
            try configure(for: sourceKey)
        }
        try target.withUnsafePointer { (frame) throws(MediaError) in
            // The encoder may still hold a reference to the previous picture.
            try FFmpegCode.check(av_frame_make_writable(frame), "av_frame_make_writable")
        }
        let code = target.withUnsafePointer { target in
            source.withUnsafePointer { source in sws_scale_frame(context, target, source) }
        }
        try FFmpegCode.check(code, "sws_scale_frame")
        try output.reference(target)
    }

    private func configure(for key: Key) throws(MediaError) {
        guard
            let context = sws_getCachedContext(
                context, key.width, key.height, AVPixelFormat(rawValue: key.format),
                width, height, AV_PIX_FMT_YUV420P, SWS_BICUBIC, nil, nil, nil)
        else {
            throw MediaError.encodeFailed(
                path: path, reason: "cannot convert \(StreamFacts.pixelFormatName(key.format)) to yuv420p")
        }
        self.context = context
        let fullRange: Int32 = key.range == AVCOL_RANGE_JPEG.rawValue ? 1 : 0
        let coefficients = sws_getCoefficients(SWS_CS_DEFAULT)
        sws_setColorspaceDetails(context, coefficients, fullRange, coefficients, fullRange, 0, 1 << 16, 1 << 16)
        self.key = key
    }
}
