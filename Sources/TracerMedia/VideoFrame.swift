import CFFmpeg

/// One decoded picture in stored (coded) orientation, with its presentation time.
///
/// Owns its FFmpeg frame; the planes are reachable only inside the scoped
/// `withLumaPlane` and `withMutablePlanes` calls.
public struct VideoFrame: ~Copyable {
    let frame: Frame
    /// Where a writable copy goes when the decoder still holds the picture.
    let pool: FramePool?
    /// Seconds from the first frame's presentation time.
    public let time: Double
    /// Presentation timestamp in `timeBase` ticks, as the stream stores it.
    public let pts: Int64
    public let timeBase: TimeBase

    init(frame: consuming Frame, time: Double, pts: Int64, timeBase: TimeBase, pool: FramePool? = nil) {
        self.frame = frame
        self.pool = pool
        self.time = time
        self.pts = pts
        self.timeBase = timeBase
    }

    /// A second handle on the same picture (no pixel copy), e.g. to keep a frame
    /// after handing it on. Drawing on either copies the pixels first.
    public func reference() throws(MediaError) -> VideoFrame {
        let copy = try Frame()
        try copy.reference(frame)
        return VideoFrame(frame: copy, time: time, pts: pts, timeBase: timeBase, pool: pool)
    }

    /// Width of the stored picture (before any display rotation).
    public var width: Int { frame.withUnsafePointer { Int($0.pointee.width) } }
    /// Height of the stored picture (before any display rotation).
    public var height: Int { frame.withUnsafePointer { Int($0.pointee.height) } }
    public var bitDepth: Int { StreamFacts.bitDepth(pixelFormat) }
    public var pixelFormatName: String { StreamFacts.pixelFormatName(pixelFormat) }

    var pixelFormat: Int32 { frame.withUnsafePointer { $0.pointee.format } }

    /// True for the planar Y/U/V layouts that `withMutablePlanes` can hand over.
    public var isPlanarYUV: Bool {
        guard let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: pixelFormat)) else { return false }
        let d = descriptor.pointee
        let planar = d.flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0
        let rgb = d.flags & UInt64(AV_PIX_FMT_FLAG_RGB) != 0
        return planar && !rgb && d.nb_components >= 3 && d.comp.1.plane == 1 && d.comp.2.plane == 2
    }

    /// Calls `body` with the luma plane exactly as decoded: no copy, no conversion.
    public func withLumaPlane<R>(_ body: (LumaView) throws -> R) rethrows -> R {
        let view = frame.withUnsafePointer { frame in
            LumaView(
                base: UnsafeRawPointer(frame.pointee.data.0!),
                width: Int(frame.pointee.width),
                height: Int(frame.pointee.height),
                bytesPerRow: Int(frame.pointee.linesize.0),
                bitDepth: StreamFacts.bitDepth(frame.pointee.format)
            )
        }
        return try body(view)
    }

    /// Calls `body` with writable Y, U and V planes, first copying the picture
    /// (into a buffer from the reader's pool) if the decoder still shares its
    /// buffers. The frame must be planar YUV (`isPlanarYUV`); running out of
    /// memory while copying traps, as any Swift allocation does.
    public mutating func withMutablePlanes<R>(_ body: (MutablePlanes) throws -> R) rethrows -> R {
        precondition(isPlanarYUV, "withMutablePlanes needs a planar YUV frame, got \(pixelFormatName)")
        let planes = frame.withUnsafePointer { frame in
            if av_frame_is_writable(frame) == 0, (try? pool?.replaceWithCopy(frame)) == nil {
                let code = av_frame_make_writable(frame)
                precondition(code >= 0, "av_frame_make_writable: \(FFmpegCode.text(code))")
            }
            let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: frame.pointee.format))!.pointee
            return MutablePlanes(
                y: UnsafeMutableRawPointer(frame.pointee.data.0!),
                u: UnsafeMutableRawPointer(frame.pointee.data.1!),
                v: UnsafeMutableRawPointer(frame.pointee.data.2!),
                yBytesPerRow: Int(frame.pointee.linesize.0),
                uBytesPerRow: Int(frame.pointee.linesize.1),
                vBytesPerRow: Int(frame.pointee.linesize.2),
                width: Int(frame.pointee.width),
                height: Int(frame.pointee.height),
                chromaShiftX: Int(descriptor.log2_chroma_w),
                chromaShiftY: Int(descriptor.log2_chroma_h),
                bitDepth: Int(descriptor.comp.0.depth)
            )
        }
        return try body(planes)
    }
}
