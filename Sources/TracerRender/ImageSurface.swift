import CCairo

/// An ARGB32 Cairo image surface (premultiplied alpha, native-endian pixels:
/// BGRA bytes on little-endian machines).
///
/// Used for display-orientation pictures: README images, thumbnails, debug dumps.
/// Not `Sendable`: keep a surface inside one task.
public final class ImageSurface {
    private let pointer: OpaquePointer
    /// Size in pixels.
    public let width: Int
    public let height: Int

    /// A transparent surface of the given size.
    public init(width: Int, height: Int) throws(CairoError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status, operation: "create \(width)x\(height) image surface")
        }
        self.pointer = surface
        self.width = width
        self.height = height
    }

    /// A surface over memory the caller owns and keeps alive for the surface's life.
    init(borrowing data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws(CairoError) {
        let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status, operation: "create \(width)x\(height) tile surface")
        }
        self.pointer = surface
        self.width = width
        self.height = height
    }

    /// Bytes per row Cairo needs for an ARGB32 image `width` pixels wide.
    static func stride(forWidth width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    }

    /// A surface filled with one opaque or translucent colour.
    public convenience init(width: Int, height: Int, fill color: TracerColor) throws(CairoError) {
        try self.init(width: width, height: height)
        withUnsafeMutablePixels { pixels, stride in
            let pixel = color.premultipliedARGB32
            for row in 0..<height {
                let line = (pixels.baseAddress! + row * stride).assumingMemoryBound(to: UInt32.self)
                line.update(repeating: pixel, count: width)
            }
        }
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The premultiplied ARGB32 value of one pixel.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel out of bounds")
        cairo_surface_flush(pointer)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        return data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Reads or fills the pixel rows directly (`stride` bytes apart); Cairo is told afterwards.
    public func withUnsafeMutablePixels<R, E: Error>(
        _ body: (UnsafeMutableRawBufferPointer, _ stride: Int) throws(E) -> R
    ) throws(E) -> R {
        cairo_surface_flush(pointer)
        let buffer = UnsafeMutableRawBufferPointer(start: cairo_image_surface_get_data(pointer), count: stride * height)
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(buffer, stride)
    }

    /// Writes the surface as a PNG file.
    public func writePNG(to path: String) throws(CairoError) {
        try CairoError.check(cairo_surface_write_to_png(pointer, path), "write PNG \(path)")
    }

    /// The raw `cairo_surface_t *`, valid only inside `body`.
    public func withUnsafePointer<R, E: Error>(_ body: (OpaquePointer) throws(E) -> R) throws(E) -> R {
        try body(pointer)
    }
}
