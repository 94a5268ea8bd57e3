import CAllocator

/// How the process's allocator treats big blocks.
///
/// glibc serves a freed big block's size from its heap afterwards (it raises its
/// mmap threshold to it), and a heap holding freed pictures between live ones
/// cannot shrink: a render's memory then creeps up with the clip's length. With
/// the threshold fixed, every block of 128 KiB or more (pictures, encoder frames,
/// detector buffers) is mapped on its own and goes back to the system when freed.
/// A render allocates such blocks once, not per frame, so this costs no time.
///
/// Transparent huge pages are turned off for the process: where the kernel gives them
/// to every mapping ("always"), each such block and each thread's stack took whole
/// 2 MiB pages as soon as it was touched, zeroed up front, though most of a stack is
/// never used: about 6 MB of a 1080p render's peak.
enum MemoryPolicy {
    static let mmapThreshold: Int32 = 128 << 10

    static func apply() {
        _ = tracer_fix_mmap_threshold(mmapThreshold)
        _ = tracer_disable_huge_pages()
    }
}
