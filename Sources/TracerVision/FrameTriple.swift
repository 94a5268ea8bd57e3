/// A frame and its motion-compensated neighbours, as the motion response and the
/// candidate tests read them: `a` before, `c` after (either may be missing at the
/// ends of the clip), each aligned to `b` by an integer camera shift.
struct FrameTriple {
    let b: FrameBuffer
    let a: FrameBuffer?
    let c: FrameBuffer?
    /// Integer shift of `b`'s content relative to `a`, and of `c`'s relative to `b`.
    let shiftA: (Int, Int)
    let shiftC: (Int, Int)
    /// Fraction of the local gradient a pixel must exceed on top of the threshold.
    let edgeFactor: Double
    /// Pixels of `b` (ROI coordinates) whose neighbours, and their neighbours, exist in both frames.
    let valid: PixelRect

    init(b: FrameBuffer, a: FrameBuffer?, c: FrameBuffer?, shiftA: (Int, Int), shiftC: (Int, Int), edgeFactor: Double) {
        self.b = b
        self.a = a
        self.c = c
        self.shiftA = shiftA
        self.shiftC = shiftC
        self.edgeFactor = edgeFactor
        let x0 = 1 + max(0, a == nil ? 0 : shiftA.0, c == nil ? 0 : -shiftC.0)
        let y0 = 1 + max(0, a == nil ? 0 : shiftA.1, c == nil ? 0 : -shiftC.1)
        let x1 = b.width - 1 - max(0, a == nil ? 0 : -shiftA.0, c == nil ? 0 : shiftC.0)
        let y1 = b.height - 1 - max(0, a == nil ? 0 : -shiftA.1, c == nil ? 0 : shiftC.1)
        valid = PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    @inline(__always) func rowA(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        a!.pixels + (y - shiftA.1) * b.width - shiftA.0
    }

    @inline(__always) func rowC(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        c!.pixels + (y + shiftC.1) * b.width + shiftC.0
    }

    /// `b` minus the mean of its neighbours at one pixel: its sign is the blob's polarity.
    func signedContrast(x: Int, y: Int) -> Int {
        let vb = 2 * Int(b.pixels[y * b.width + x])
        switch (a, c) {
        case (.some, .some): return vb - Int(rowA(y)[x]) - Int(rowC(y)[x])
        case (.some, nil): return vb - 2 * Int(rowA(y)[x])
        default: return vb - 2 * Int(rowC(y)[x])
        }
    }

    /// Extra threshold at edges of the neighbouring frames, where a residual sub-pixel shift leaves residue.
    func edgeAllowance(x: Int, y: Int) -> Int {
        var g = 0
        let w = b.width
        if a != nil {
            let r = rowA(y)
            g = max(g, abs(Int(r[x + 1]) - Int(r[x - 1])), abs(Int(r[x + w]) - Int(r[x - w])))
        }
        if c != nil {
            let r = rowC(y)
            g = max(g, abs(Int(r[x + 1]) - Int(r[x - 1])), abs(Int(r[x + w]) - Int(r[x - w])))
        }
        return Int(edgeFactor * Double(g) * 0.5)
    }

    /// How a blob stands out from its own surroundings in frame `b`: its core (the
    /// brightest pixel of the 3×3 around its centre, or the darkest for a dark blob: the
    /// same single-pixel measure as the motion response's peak) minus the median of a
    /// square ring of half-size `h`, and the fraction of ring pixels within `tolerance`
    /// of the core, and that median (the luma of what the blob is seen against). A ball is
    /// unlike its ring; the tip of a larger uniform mover, which the three-frame difference
    /// also isolates, continues into part of it.
    func coreContrast(cx: Double, cy: Double, brighter: Bool, ringHalfSize h: Int,
                      tolerance: Double) -> (contrast: Double, likeCore: Double, background: Double)? {
        let x = Int(cx.rounded(.down)), y = Int(cy.rounded(.down))
        guard x - h >= 0, y - h >= 0, x + h < b.width, y + h < b.height,
              let coreMean = b.extreme(x: x, y: y, halfSize: 1, brighter: brighter) else { return nil }
        let w = b.width
        var histogram = [Int](repeating: 0, count: 256)
        var ringCount = 0, like = 0
        func visit(_ index: Int) {
            let v = Int(b.pixels[index])
            histogram[v] += 1
            ringCount += 1
            if abs(Double(v) - coreMean) < tolerance { like += 1 }
        }
        for k in -h...h {
            visit((y - h) * w + x + k)
            visit((y + h) * w + x + k)
        }
        for k in (-h + 1)..<h {
            visit((y + k) * w + x - h)
            visit((y + k) * w + x + h)
        }
        // The ring's median, not its mean: a bright object crossing part of the ring (a leg, a
        // cloud) must not hide a ball in front of the background it mostly sees.
        var ringMedian = 0, seen = 0
        for (value, n) in histogram.enumerated() where n > 0 {
            seen += n
            if 2 * seen >= ringCount {
                ringMedian = value
                break
            }
        }
        return (coreMean - Double(ringMedian), Double(like) / Double(ringCount), Double(ringMedian))
    }
}
