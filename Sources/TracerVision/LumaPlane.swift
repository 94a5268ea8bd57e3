/// A borrowed view of one frame's luma (Y) plane, as a decoder hands it over.
///
/// The view does not own its memory: it is valid only inside the closure that
/// produced it. Samples are `UInt8` when `bitDepth == 8`, otherwise little-endian
/// `UInt16` holding the value in the low `bitDepth` bits (FFmpeg's `yuv420p10le`).
public struct LumaPlane {
    public let base: UnsafeRawPointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitDepth: Int

    public init(base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, bitDepth: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bitDepth = bitDepth
    }
}
