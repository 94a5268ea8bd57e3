/// An 8-bit copy of the analysed region of one frame, binned `scale × scale`, with
/// two coarser copies (a quarter and an eighth of its size) for the camera-shift
/// estimate. Allocated once and reused.
final class FrameBuffer {
    /// One picture of the pyramid.
    struct Level {
        let pixels: UnsafeMutablePointer<UInt8>
        let width: Int
        let height: Int
    }

    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt8>
    /// The picture itself, and binned 4×4 and 8×8.
    let level1: Level
    let level4: Level
    let level8: Level
    var time: Double = 0
    /// Shift of this frame's content relative to the previous analysed frame, buffer pixels.
    var shiftFromPrevious = PixelPoint(x: 0, y: 0)
    private var wide: [UInt16]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        level1 = Level(pixels: pixels, width: width, height: height)
        level4 = Level(pixels: .allocate(capacity: max(1, (width / 4) * (height / 4))), width: width / 4, height: height / 4)
        level8 = Level(pixels: .allocate(capacity: max(1, (width / 8) * (height / 8))), width: width / 8, height: height / 8)
        wide = [UInt16](repeating: 0, count: max(1, width))
    }

    deinit {
        pixels.deallocate()
        level4.pixels.deallocate()
        level8.pixels.deallocate()
    }

    /// Copies the `scale`-binned region whose top-left coded pixel is `origin` (10-bit
    /// samples reduced to 8 bits) and builds the coarser levels.
    func load(_ plane: LumaPlane, originX: Int, originY: Int, scale: Int) {
        precondition(originX + width * scale <= plane.width && originY + height * scale <= plane.height)
        let w = width
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
        }
        Self.bin(level1, into: level4, factor: 4, sums: &wide)
        Self.bin(level4, into: level8, factor: 2, sums: &wide)
    }

    /// `target` as `source` averaged over `factor × factor` blocks (a block row of 2 or 4 read
    /// as one word and split, which vectorises; rows need not be aligned).
    private static func bin(_ source: Level, into target: Level, factor: Int, sums: inout [UInt16]) {
        guard target.width > 0, target.height > 0 else { return }
        sums.withUnsafeMutableBufferPointer { buffer in
            let s = buffer.baseAddress!
            for row in 0..<target.height {
                s.update(repeating: 0, count: target.width)
                for k in 0..<factor {
                    let line = UnsafeRawPointer(source.pixels + (row * factor + k) * source.width)
                    switch factor {
                    case 2:
                        for i in 0..<target.width {
                            let v = line.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self).littleEndian
                            s[i] &+= (v & 0xFF) &+ (v &>> 8)
                        }
                    case 4:
                        for i in 0..<target.width {
                            let v = line.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self).littleEndian
                            let total = (v & 0xFF) &+ ((v &>> 8) & 0xFF) &+ ((v &>> 16) & 0xFF) &+ (v &>> 24)
                            s[i] &+= UInt16(truncatingIfNeeded: total)
                        }
                    default:
                        let bytes = line.assumingMemoryBound(to: UInt8.self)
                        for i in 0..<target.width {
                            var total: UInt16 = 0
                            for j in 0..<factor { total &+= UInt16(bytes[i * factor + j]) }
                            s[i] &+= total
                        }
                    }
                }
                divide(s, into: target.pixels + row * target.width, count: target.width,
                       area: UInt16(factor * factor))
            }
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
}
