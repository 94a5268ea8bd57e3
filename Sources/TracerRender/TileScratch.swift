/// Reusable zeroed pixel memory for the tile the renderer draws into. Only the
/// bytes of the current tile are used, and they are cleared before every use.
final class TileScratch {
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0

    deinit { memory?.deallocate() }

    /// Cleared memory for `byteCount` bytes, valid until the next call.
    func clearedBytes(_ byteCount: Int) -> UnsafeMutableRawPointer {
        if byteCount > capacity || memory == nil {
            memory?.deallocate()
            capacity = max(byteCount, capacity * 3 / 2, 64)
            memory = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        memory!.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        return memory!
    }
}
