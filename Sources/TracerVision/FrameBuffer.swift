/// An 8-bit copy of the analysed region of one frame, binned `scale × scale`,
/// plus its row and column projection profiles (for the camera-shift estimate).
/// Allocated once and reused.
final class FrameBuffer {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt8>
    let columnSums: UnsafeMutablePointer<UInt32>
    let rowSums: UnsafeMutablePointer<UInt32>
    var time: Double = 0
    /// Shift of this frame's content relative to the previous analysed frame, buffer pixels.
    var shiftFromPrevious = PixelPoint(x: 0, y: 0)
    private var wide: [UInt16]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        columnSums = .allocate(capacity: max(1, width))
        rowSums = .allocate(capacity: max(1, height))
        wide = [UInt16](repeating: 0, count: max(1, width))
    }

    deinit {
        pixels.deallocate()
        columnSums.deallocate()
        rowSums.deallocate()
    }

    /// Copies the `scale`-binned region whose top-left coded pixel is `origin` (10-bit
    /// samples reduced to 8 bits) and builds the profiles. Column sums use every other
    /// row: the estimate needs their shape, not every pixel.
    func load(_ plane: LumaPlane, originX: Int, originY: Int, scale: Int) {
        precondition(originX + width * scale <= plane.width && originY + height * scale <= plane.height)
        let w = width
        columnSums.initialize(repeating: 0, count: w)
        let shift = plane.bitDepth > 8 ? UInt16(plane.bitDepth - 8) : 0
        for row in 0..<height {
            let dst = pixels + row * w
            let top = plane.base + (originY + row * scale) * plane.bytesPerRow
            if scale == 1 {
                if plane.bitDepth <= 8 {
                    dst.update(from: top.assumingMemoryBound(to: UInt8.self) + originX, count: w)
                } else {
                    Self.narrow(top.assumingMemoryBound(to: UInt16.self) + originX, into: dst, count: w, shift: shift)
                }
            } else {
                wide.withUnsafeMutableBufferPointer { sums in
                    let s = sums.baseAddress!
                    s.update(repeating: 0, count: w)
                    for k in 0..<scale {
                        let line = top + k * plane.bytesPerRow
                        if plane.bitDepth <= 8 {
                            Self.addBinned(line.assumingMemoryBound(to: UInt8.self) + originX, into: s, count: w, scale: scale)
                        } else {
                            Self.addBinned(line.assumingMemoryBound(to: UInt16.self) + originX, into: s, count: w,
                                           scale: scale, shift: shift)
                        }
                    }
                    Self.divide(s, into: dst, count: w, area: UInt16(scale * scale))
                }
            }
            rowSums[row] = Self.sum(dst, count: w)
            if row & 1 == 0 { Self.accumulate(dst, into: columnSums, count: w) }
        }
    }

    private static func narrow(_ source: UnsafePointer<UInt16>, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                               shift: UInt16) {
        for i in 0..<count {
            dst[i] = UInt8(truncatingIfNeeded: min(UInt16(littleEndian: source[i]) &>> shift, 255))
        }
    }

    // Adjacent samples are read as one wider word and split, which the compiler vectorises
    // (strided byte loads it does not). Rows and the region's left edge are even, so the
    // wider reads are aligned; samples are little-endian.

    private static func addBinned(_ line: UnsafePointer<UInt8>, into sums: UnsafeMutablePointer<UInt16>, count: Int,
                                  scale: Int) {
        let raw = UnsafeRawPointer(line)
        switch scale {
        case 2:
            let pairs = raw.assumingMemoryBound(to: UInt16.self)
            for i in 0..<count {
                let v = UInt16(littleEndian: pairs[i])
                sums[i] &+= (v & 0xFF) &+ (v &>> 8)
            }
        case 4:
            let quads = raw.assumingMemoryBound(to: UInt32.self)
            for i in 0..<count {
                let v = UInt32(littleEndian: quads[i])
                let total = (v & 0xFF) &+ ((v &>> 8) & 0xFF) &+ ((v &>> 16) & 0xFF) &+ (v &>> 24)
                sums[i] &+= UInt16(truncatingIfNeeded: total)
            }
        default:
            for i in 0..<count {
                var total: UInt16 = 0
                for k in 0..<scale { total &+= UInt16(line[scale * i + k]) }
                sums[i] &+= total
            }
        }
    }

    private static func addBinned(_ line: UnsafePointer<UInt16>, into sums: UnsafeMutablePointer<UInt16>, count: Int,
                                  scale: Int, shift: UInt16) {
        if scale == 2 {
            let pairs = UnsafeRawPointer(line).assumingMemoryBound(to: UInt32.self)
            let wideShift = UInt32(shift)
            for i in 0..<count {
                let v = UInt32(littleEndian: pairs[i])
                let low = min((v & 0xFFFF) &>> wideShift, 255), high = min((v &>> 16) &>> wideShift, 255)
                sums[i] &+= UInt16(truncatingIfNeeded: low &+ high)
            }
            return
        }
        for i in 0..<count {
            var total: UInt16 = 0
            for k in 0..<scale { total &+= min(UInt16(littleEndian: line[scale * i + k]) &>> shift, 255) }
            sums[i] &+= total
        }
    }

    private static func divide(_ sums: UnsafePointer<UInt16>, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                               area: UInt16) {
        let half = area / 2
        if area == 4 {
            for i in 0..<count { dst[i] = UInt8(truncatingIfNeeded: (sums[i] &+ 2) &>> 2) }
            return
        }
        for i in 0..<count { dst[i] = UInt8(truncatingIfNeeded: (sums[i] &+ half) / area) }
    }

    private static func sum(_ p: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var total: UInt32 = 0
        for i in 0..<count { total &+= UInt32(p[i]) }
        return total
    }

    private static func accumulate(_ p: UnsafePointer<UInt8>, into sums: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count { sums[i] &+= UInt32(p[i]) }
    }
}
