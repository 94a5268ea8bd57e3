/// Half-resolution drawing memory for a tile's soft layers (shadow, glow) and the
/// fixed 2× upscale that brings them back to the tile.
///
/// Buffer pixel j (each axis) covers tile pixels 2(j − 1) ..< 2j: one pixel of
/// border all round, so every tile pixel has its four bilinear neighbours. The
/// upscale uses the exact weights 1/4 and 3/4 per axis in integers, per channel,
/// so the result depends only on the buffer's bytes; the buffer is cleared before
/// every use.
final class SoftLayerBuffer {
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0
    private(set) var width = 0
    private(set) var height = 0
    private(set) var stride = 0

    deinit { memory?.deallocate() }

    /// Zeroed memory for the half-resolution image of a `tileWidth`×`tileHeight` tile.
    func cleared(tileWidth: Int, tileHeight: Int) -> UnsafeMutableRawPointer {
        width = (tileWidth - 1) / 2 + 3
        height = (tileHeight - 1) / 2 + 3
        stride = ImageSurface.stride(forWidth: width)
        let byteCount = height * stride
        if byteCount > capacity || memory == nil {
            memory?.deallocate()
            capacity = max(byteCount, capacity * 3 / 2, 64)
            memory = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        memory!.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        return memory!
    }

    /// Tile-pixel → buffer-pixel transform to prepend to a tile's drawing matrix.
    static let scale = 0.5
    static let offset = 1.0

    /// Writes the upscaled soft layers into the columns `spans[row]` of each tile row
    /// (premultiplied ARGB32, `stride` bytes per row); other tile bytes are untouched.
    func upscale(into tile: UnsafeMutableRawPointer, stride tileStride: Int, spans: [Range<Int>]) {
        guard let memory else { return }
        let source = UnsafeRawPointer(memory)
        for (row, span) in spans.enumerated() where !span.isEmpty {
            let r0 = (row + 1) >> 1
            let (wy0, wy1): (UInt32, UInt32) = row & 1 == 0 ? (1, 3) : (3, 1)
            let top = (source + r0 * stride).assumingMemoryBound(to: UInt32.self)
            let bottom = (source + (r0 + 1) * stride).assumingMemoryBound(to: UInt32.self)
            let out = (tile + row * tileStride).assumingMemoryBound(to: UInt32.self)
            for col in span {
                let c0 = (col + 1) >> 1
                let (wx0, wx1): (UInt32, UInt32) = col & 1 == 0 ? (1, 3) : (3, 1)
                let a = top[c0], b = top[c0 + 1], c = bottom[c0], d = bottom[c0 + 1]
                if a | b | c | d == 0 {
                    out[col] = 0
                    continue
                }
                let (wa, wb, wc, wd) = (wx0 * wy0, wx1 * wy0, wx0 * wy1, wx1 * wy1)
                // Two 16-bit lanes per word: blue and red, then green and alpha; at most 16 · 255.
                let even = wa * (a & 0x00FF_00FF) + wb * (b & 0x00FF_00FF) + wc * (c & 0x00FF_00FF)
                    + wd * (d & 0x00FF_00FF) + 0x0008_0008
                let odd = wa * (a >> 8 & 0x00FF_00FF) + wb * (b >> 8 & 0x00FF_00FF) + wc * (c >> 8 & 0x00FF_00FF)
                    + wd * (d >> 8 & 0x00FF_00FF) + 0x0008_0008
                out[col] = (even >> 4 & 0x00FF_00FF) | (odd >> 4 & 0x00FF_00FF) << 8
            }
        }
    }
}
