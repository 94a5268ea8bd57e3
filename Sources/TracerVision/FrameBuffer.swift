/// An 8-bit copy of the analysed region of one frame, binned `scale × scale`, with
/// two coarser copies (a quarter and an eighth of its size) for the camera-shift
/// estimate, built on first use (a still camera never needs them). Allocated once
/// and reused.
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
    /// The picture itself.
    let level1: Level
    /// The picture binned 4×4.
    var level4: Level {
        buildCoarseLevels()
        return coarse4
    }
    /// The picture binned 8×8.
    var level8: Level {
        buildCoarseLevels()
        return coarse8
    }
    private let coarse4: Level
    private let coarse8: Level
    /// Whether `coarse4` and `coarse8` match the pixels loaded last.
    private var coarseLevelsBuilt = false
    var time: Double = 0
    /// Shift of this frame's content relative to the previous analysed frame, buffer pixels.
    var shiftFromPrevious = PixelPoint(x: 0, y: 0)
    private var wide: [UInt16]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(1, width * height))
        level1 = Level(pixels: pixels, width: width, height: height)
        coarse4 = Level(pixels: .allocate(capacity: max(1, (width / 4) * (height / 4))), width: width / 4, height: height / 4)
        coarse8 = Level(pixels: .allocate(capacity: max(1, (width / 8) * (height / 8))), width: width / 8, height: height / 8)
        wide = [UInt16](repeating: 0, count: max(1, width))
    }

    deinit {
        pixels.deallocate()
        coarse4.pixels.deallocate()
        coarse8.pixels.deallocate()
    }

    /// The brightest pixel (`brighter`) or the darkest of the box of half-size `s` around
    /// (`x`, `y`), 8-bit levels; nil when the box leaves the picture.
    func extreme(x: Int, y: Int, halfSize s: Int, brighter: Bool) -> Double? {
        guard x - s >= 0, y - s >= 0, x + s < width, y + s < height else { return nil }
        var extreme = brighter ? 0 : 255
        for yy in (y - s)...(y + s) {
            let row = pixels + yy * width
            for xx in (x - s)...(x + s) {
                extreme = brighter ? max(extreme, Int(row[xx])) : min(extreme, Int(row[xx]))
            }
        }
        return Double(extreme)
    }

    /// Copies the `scale`-binned region whose top-left coded pixel is `origin` (10-bit
    /// samples reduced to 8 bits).
    func load(_ plane: LumaPlane, originX: Int, originY: Int, scale: Int) {
        precondition(originX + width * scale <= plane.width && originY + height * scale <= plane.height)
        coarseLevelsBuilt = false
        let w = width, stride = plane.bytesPerRow
        let shift = plane.bitDepth > 8 ? UInt16(plane.bitDepth - 8) : 0
        for row in 0..<height {
            let dst = pixels + row * w
            let top = plane.base + (originY + row * scale) * stride
            switch (scale, plane.bitDepth <= 8) {
            case (1, true):
                dst.update(from: top.assumingMemoryBound(to: UInt8.self) + originX, count: w)
            case (1, false):
                Binning.narrow(top.assumingMemoryBound(to: UInt16.self) + originX, into: dst, count: w, shift: shift)
            case (2, true):
                Binning.average2x2(top.assumingMemoryBound(to: UInt8.self) + originX,
                                   (top + stride).assumingMemoryBound(to: UInt8.self) + originX, into: dst, count: w)
            case (2, false):
                Binning.average2x2(top.assumingMemoryBound(to: UInt16.self) + originX,
                                   (top + stride).assumingMemoryBound(to: UInt16.self) + originX, into: dst, count: w,
                                   shift: shift)
            default:
                wide.withUnsafeMutableBufferPointer { sums in
                    let s = sums.baseAddress!
                    s.update(repeating: 0, count: w)
                    for k in 0..<scale {
                        let line = top + k * stride
                        if plane.bitDepth <= 8 {
                            Binning.addBinned(line.assumingMemoryBound(to: UInt8.self) + originX, into: s, count: w,
                                              scale: scale)
                        } else {
                            Binning.addBinned(line.assumingMemoryBound(to: UInt16.self) + originX, into: s, count: w,
                                              scale: scale, shift: shift)
                        }
                    }
                    Binning.divide(s, into: dst, count: w, area: UInt16(scale * scale))
                }
            }
        }
    }

    private func buildCoarseLevels() {
        guard !coarseLevelsBuilt else { return }
        coarseLevelsBuilt = true
        for row in 0..<coarse4.height {
            let line = UnsafePointer(pixels + 4 * row * width)
            Binning.average4x4(line, line + width, line + 2 * width, line + 3 * width,
                               into: coarse4.pixels + row * coarse4.width, count: coarse4.width)
        }
        for row in 0..<coarse8.height {
            let line = UnsafePointer(coarse4.pixels + 2 * row * coarse4.width)
            Binning.average2x2(line, line + coarse4.width, into: coarse8.pixels + row * coarse8.width,
                               count: coarse8.width)
        }
    }
}
