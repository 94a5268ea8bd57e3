import CFFmpeg

/// Writable copies of decoded pictures in buffers taken from a pool, one pool per
/// reader: drawing on a frame the decoder still holds (as a reference for the
/// frames after it) copies the picture once, without a fresh allocation per frame,
/// so a long clip neither churns the heap nor grows it.
///
/// Each buffer holds a whole picture (every plane, rows padded to 64 bytes, as
/// `av_frame_get_buffer` lays them out). The pool keeps as many buffers as were
/// ever in use at once, and is rebuilt when the pictures change format or size.
final class FramePool {
    private var pool: OpaquePointer?
    private var shape: Shape?
    private var layout = Layout()

    private struct Shape: Equatable {
        var format: Int32
        var width: Int32
        var height: Int32
    }

    private struct Layout {
        var linesizes = [Int32](repeating: 0, count: 4)
        var offsets = [Int](repeating: 0, count: 4)
        var planes = 0
        var size = 0
    }

    static let alignment = 64

    deinit { av_buffer_pool_uninit(&pool) }

    /// Replaces the pictures of `frame` by a copy in a pooled buffer; every other
    /// field stays. The frame must be a planar layout `av_image_fill_linesizes` knows.
    func replaceWithCopy(_ frame: UnsafeMutablePointer<AVFrame>) throws(MediaError) {
        let wanted = Shape(format: frame.pointee.format, width: frame.pointee.width, height: frame.pointee.height)
        if shape != wanted {
            av_buffer_pool_uninit(&pool)
            layout = try Self.layout(for: wanted)
            guard let made = av_buffer_pool_init(layout.size, nil) else {
                throw FFmpegCode.error(FFmpegCode.outOfMemory, "av_buffer_pool_init")
            }
            pool = made
            shape = wanted
        }
        guard let copy = av_frame_alloc() else { throw FFmpegCode.error(FFmpegCode.outOfMemory, "av_frame_alloc") }
        defer {
            var freed: UnsafeMutablePointer<AVFrame>? = copy
            av_frame_free(&freed)
        }
        guard let buffer = av_buffer_pool_get(pool) else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "av_buffer_pool_get")
        }
        copy.pointee.buf.0 = buffer
        copy.pointee.format = wanted.format
        copy.pointee.width = wanted.width
        copy.pointee.height = wanted.height
        withUnsafeMutableBytes(of: &copy.pointee.data) { data in
            let pointers = data.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)
            for plane in 0..<layout.planes { pointers[plane] = buffer.pointee.data + layout.offsets[plane] }
        }
        withUnsafeMutableBytes(of: &copy.pointee.linesize) { sizes in
            let linesizes = sizes.bindMemory(to: Int32.self)
            for plane in 0..<layout.planes { linesizes[plane] = layout.linesizes[plane] }
        }
        try FFmpegCode.check(av_frame_copy(copy, frame), "av_frame_copy")
        try FFmpegCode.check(av_frame_copy_props(copy, frame), "av_frame_copy_props")
        av_frame_unref(frame)
        av_frame_move_ref(frame, copy)
    }

    private static func layout(for shape: Shape) throws(MediaError) -> Layout {
        let format = AVPixelFormat(rawValue: shape.format)
        let paddedWidth = (shape.width + Int32(alignment) - 1) & ~Int32(alignment - 1)
        var layout = Layout()
        var linesizes: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let filled = withUnsafeMutableBytes(of: &linesizes) {
            av_image_fill_linesizes($0.baseAddress!.assumingMemoryBound(to: Int32.self), format, paddedWidth)
        }
        try FFmpegCode.check(filled, "av_image_fill_linesizes")
        var strides = [Int](repeating: 0, count: 4)
        withUnsafeBytes(of: &linesizes) { raw in
            for plane in 0..<4 {
                let size = Int(raw.load(fromByteOffset: plane * 4, as: Int32.self))
                strides[plane] = (size + alignment - 1) / alignment * alignment
            }
        }
        var sizes = [UInt](repeating: 0, count: 4)
        let measured = strides.withUnsafeBufferPointer { strides in
            sizes.withUnsafeMutableBufferPointer { sizes in
                av_image_fill_plane_sizes(sizes.baseAddress!, format, shape.height, strides.baseAddress!)
            }
        }
        try FFmpegCode.check(measured, "av_image_fill_plane_sizes")
        var offset = 0
        for plane in 0..<4 where sizes[plane] > 0 {
            layout.linesizes[plane] = Int32(strides[plane])
            layout.offsets[plane] = offset
            layout.planes = plane + 1
            offset += (Int(sizes[plane]) + alignment - 1) / alignment * alignment
        }
        // SIMD code may read a little past the last row.
        layout.size = offset + 16 + alignment - 1
        return layout
    }
}
