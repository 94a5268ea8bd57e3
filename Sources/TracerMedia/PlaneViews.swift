/// A borrowed, read-only view of a frame's luma (Y) plane, valid only inside
/// the closure that hands it over.
///
/// Samples are `UInt8` when `bitDepth == 8`, otherwise little-endian `UInt16`
/// holding the value in the low `bitDepth` bits.
public struct LumaView {
    public let base: UnsafeRawPointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitDepth: Int
}

/// Borrowed, writable views of a planar YUV frame's three planes, valid only
/// inside the closure that hands them over.
///
/// Chroma planes are `width >> chromaShiftX` by `height >> chromaShiftY`
/// (rounded up). Samples are `UInt8` when `bitDepth == 8`, otherwise
/// little-endian `UInt16` with the value in the low `bitDepth` bits.
public struct MutablePlanes {
    public let y: UnsafeMutableRawPointer
    public let u: UnsafeMutableRawPointer
    public let v: UnsafeMutableRawPointer
    public let yBytesPerRow: Int
    public let uBytesPerRow: Int
    public let vBytesPerRow: Int
    public let width: Int
    public let height: Int
    /// log2 of the horizontal chroma subsampling (1 for 4:2:0 and 4:2:2).
    public let chromaShiftX: Int
    /// log2 of the vertical chroma subsampling (1 for 4:2:0).
    public let chromaShiftY: Int
    public let bitDepth: Int

    public var chromaWidth: Int { (width + (1 << chromaShiftX) - 1) >> chromaShiftX }
    public var chromaHeight: Int { (height + (1 << chromaShiftY) - 1) >> chromaShiftY }
}
