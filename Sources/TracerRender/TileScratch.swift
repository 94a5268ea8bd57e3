/// Reusable zeroed pixel memory for the tile the renderer draws into. Only the
/// bytes of the current tile are used, and they are cleared before every use.
final class TileScratch {
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0
    /// The inked columns of each row of the current tile.
    var spans = InkSpans()

    deinit { memory?.deallocate() }

    /// Memory for `rows` rows of `stride` bytes whose `spans` are cleared (the rest is
    /// stale), valid until the next call.
    func clearedRows(_ rows: Int, stride: Int) -> UnsafeMutableRawPointer {
        let byteCount = rows * stride
        if byteCount > capacity || memory == nil {
            memory?.deallocate()
            capacity = max(byteCount, capacity * 3 / 2, 64)
            memory = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        for (row, span) in spans.rows.enumerated() where !span.isEmpty {
            (memory! + row * stride + span.lowerBound * 4).initializeMemory(as: UInt8.self, repeating: 0,
                                                                             count: span.count * 4)
        }
        return memory!
    }
}
