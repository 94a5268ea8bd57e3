/// A view of one decoded planar YUV frame that the renderer draws into in place.
///
/// Sizes are coded (before display rotation). Samples wider than 8 bits are
/// 16-bit little-endian with the value in the low bits. The memory belongs to
/// the caller and must stay valid during `TracerRenderer.composite(at:into:)`.
public struct PlanarYUVFrame {
    /// The Y'CbCr matrix of a frame.
    public enum ColorMatrix: Sendable {
        case bt601, bt709, bt2020

        /// Luma weights of red and blue.
        var kr: Double { switch self { case .bt601: 0.299; case .bt709: 0.2126; case .bt2020: 0.2627 } }
        var kb: Double { switch self { case .bt601: 0.114; case .bt709: 0.0722; case .bt2020: 0.0593 } }
    }

    public var y: UnsafeMutableRawPointer
    public var u: UnsafeMutableRawPointer
    public var v: UnsafeMutableRawPointer
    /// Bytes per row of each plane.
    public var yStride: Int
    public var uStride: Int
    public var vStride: Int
    /// Coded size of the luma plane.
    public var width: Int
    public var height: Int
    /// log2 of the chroma subsampling: 1, 1 for 4:2:0; 1, 0 for 4:2:2; 0, 0 for 4:4:4.
    public var chromaShiftX: Int
    public var chromaShiftY: Int
    /// Bits per sample: 8, or 9...16 stored in 16-bit samples.
    public var bitDepth: Int
    public var colorMatrix: ColorMatrix
    /// Full range (0...max) rather than limited range (16...235 scaled to the depth).
    public var fullRange: Bool

    public init(y: UnsafeMutableRawPointer, u: UnsafeMutableRawPointer, v: UnsafeMutableRawPointer,
                yStride: Int, uStride: Int, vStride: Int, width: Int, height: Int,
                chromaShiftX: Int = 1, chromaShiftY: Int = 1, bitDepth: Int = 8,
                colorMatrix: ColorMatrix = .bt709, fullRange: Bool = false) {
        self.y = y
        self.u = u
        self.v = v
        self.yStride = yStride
        self.uStride = uStride
        self.vStride = vStride
        self.width = width
        self.height = height
        self.chromaShiftX = chromaShiftX
        self.chromaShiftY = chromaShiftY
        self.bitDepth = bitDepth
        self.colorMatrix = colorMatrix
        self.fullRange = fullRange
    }
}
