import TracerRender

/// A planar YUV frame in memory, filled with one colour.
final class TestFrame {
    let width: Int
    let height: Int
    let shiftX: Int
    let shiftY: Int
    let bitDepth: Int
    let fullRange: Bool
    let matrix: PlanarYUVFrame.ColorMatrix
    private let planes: [UnsafeMutableRawPointer]
    private let strides: [Int]
    private let rows: [Int]

    init(width: Int, height: Int, bitDepth: Int = 8, shiftX: Int = 1, shiftY: Int = 1,
         fullRange: Bool = false, matrix: PlanarYUVFrame.ColorMatrix = .bt709,
         fill: (y: Int, u: Int, v: Int) = (64, 128, 128)) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.shiftX = shiftX
        self.shiftY = shiftY
        self.fullRange = fullRange
        self.matrix = matrix
        let bytes = bitDepth > 8 ? 2 : 1
        let chromaWidth = (width + (1 << shiftX) - 1) >> shiftX
        let chromaHeight = (height + (1 << shiftY) - 1) >> shiftY
        // Padded strides, as decoders give.
        let strides = [width * bytes + 32, chromaWidth * bytes + 16, chromaWidth * bytes + 16]
        let rows = [height, chromaHeight, chromaHeight]
        let planes = (0..<3).map { UnsafeMutableRawPointer.allocate(byteCount: strides[$0] * rows[$0], alignment: 16) }
        self.strides = strides
        self.rows = rows
        self.planes = planes
        for (plane, value) in [fill.y, fill.u, fill.v].enumerated() {
            for i in 0..<(strides[plane] * rows[plane] / bytes) {
                if bytes == 1 {
                    planes[plane].storeBytes(of: UInt8(value), toByteOffset: i, as: UInt8.self)
                } else {
                    planes[plane].storeBytes(of: UInt16(value).littleEndian, toByteOffset: 2 * i, as: UInt16.self)
                }
            }
        }
    }

    deinit { planes.forEach { $0.deallocate() } }

    var view: PlanarYUVFrame {
        PlanarYUVFrame(y: planes[0], u: planes[1], v: planes[2], yStride: strides[0], uStride: strides[1],
                       vStride: strides[2], width: width, height: height, chromaShiftX: shiftX,
                       chromaShiftY: shiftY, bitDepth: bitDepth, colorMatrix: matrix, fullRange: fullRange)
    }

    /// Every byte of every plane, padding included.
    var bytes: [[UInt8]] {
        (0..<3).map { Array(UnsafeRawBufferPointer(start: planes[$0], count: strides[$0] * rows[$0])) }
    }

    func isIdentical(to other: TestFrame) -> Bool { bytes == other.bytes }

    func sample(plane: Int, x: Int, y: Int) -> Int {
        let offset = y * strides[plane] + x * (bitDepth > 8 ? 2 : 1)
        return bitDepth > 8
            ? Int(UInt16(littleEndian: planes[plane].load(fromByteOffset: offset, as: UInt16.self)))
            : Int(planes[plane].load(fromByteOffset: offset, as: UInt8.self))
    }

    func luma(_ x: Int, _ y: Int) -> Int { sample(plane: 0, x: x, y: y) }

    /// Luma pixels whose value differs from `other`'s.
    func changedLuma(comparedWith other: TestFrame) -> [(x: Int, y: Int)] {
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where luma(x, y) != other.luma(x, y) { changed.append((x, y)) }
        }
        return changed
    }
}
