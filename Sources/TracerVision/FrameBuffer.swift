/// An 8-bit copy of the region of interest of one frame plus its row and column
/// projection profiles. Allocated once and reused.
final class FrameBuffer {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt8>
    let columnSums: UnsafeMutablePointer<UInt32>
    let rowSums: UnsafeMutablePointer<UInt32>
    var time: Double = 0
    /// Shift of this frame's content relative to the previous frame, coded pixels.
    var shiftFromPrevious = PixelPoint(x: 0, y: 0)

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        columnSums = .allocate(capacity: max(1, width))
        rowSums = .allocate(capacity: max(1, height))
    }

    deinit {
        pixels.deallocate()
        columnSums.deallocate()
        rowSums.deallocate()
    }

    /// Copies `rect` of the plane (10-bit samples reduced to 8 bits) and builds the profiles.
    func load(_ plane: LumaPlane, rect: PixelRect) {
        precondition(rect.width == width && rect.height == height)
        let w = width
        columnSums.initialize(repeating: 0, count: w)
        let shift = UInt16(max(0, plane.bitDepth - 8))
        for row in 0..<height {
            let source = plane.base + (rect.y + row) * plane.bytesPerRow
            let dst = pixels + row * w
            if plane.bitDepth <= 8 {
                dst.update(from: source.assumingMemoryBound(to: UInt8.self) + rect.x, count: w)
            } else {
                let s = source.assumingMemoryBound(to: UInt16.self) + rect.x
                for i in 0..<w {
                    dst[i] = UInt8(truncatingIfNeeded: min(UInt16(littleEndian: s[i]) >> shift, 255))
                }
            }
            var sum: UInt32 = 0
            for i in 0..<w { sum &+= UInt32(dst[i]) }
            rowSums[row] = sum
            if row & 1 == 0 {
                for i in 0..<w { columnSums[i] &+= UInt32(dst[i]) }
            }
        }
    }
}
