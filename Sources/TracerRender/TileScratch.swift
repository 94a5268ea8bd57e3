/// Reusable zeroed pixel memory for the tile the renderer draws into, and the
/// last tile drawn there with its blend plan.
///
/// The tile's pixels are a function of what was drawn (`key`: the exact geometry
/// and tile rectangle; style, size and rotation are fixed per renderer), so a frame
/// whose key equals the stored one reuses the stored pixels and plan instead of
/// drawing again: the bytes are those a fresh draw would give. Anything else
/// clears and redraws.
final class TileScratch {
    /// Everything the drawn pixels depend on that can change between frames.
    struct Key: Equatable {
        var geometry: TracerGeometry
        var tile: CodedTile
    }

    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0
    /// The inked columns of each row of the current tile.
    var spans = InkSpans()
    /// What the memory holds, when it holds a completely drawn tile.
    var drawn: Key?
    /// The blend plan of the drawn tile for the last frame format used.
    var plan: BlendPlan?

    deinit { memory?.deallocate() }

    /// The tile memory as last returned by `clearedRows`.
    var pixels: UnsafeMutableRawPointer? { memory }

    /// Memory for `rows` rows of `stride` bytes whose `spans` are cleared (the rest is
    /// stale), valid until the next call. Forgets the drawn tile.
    func clearedRows(_ rows: Int, stride: Int) -> UnsafeMutableRawPointer {
        drawn = nil
        plan = nil
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
