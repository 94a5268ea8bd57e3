import Foundation
import TracerMedia

/// Decoded frames waiting for detection to settle past their time: first in,
/// first out, never more than `capacity`.
///
/// The frames are the decoder's own (no copy), so each one held keeps a picture's
/// memory out of the decoder's pool: `capacity(forFrameBytes:)` sizes the delay
/// from a memory budget rather than a frame count.
final class FrameDelay {
    /// A place for one frame (frames cannot be copied, so they live in boxes).
    private final class Slot {
        var frame: VideoFrame?
    }

    /// Memory the held frames may take: 8 pictures at 1080p (4 of 10-bit ones, 2 at
    /// 4K), which keeps a 1080p render on two cores under 150 MB at its peak (146 MB
    /// measured at x264 ultrafast, the decoder on one thread and x264 on two).
    static let memoryBudget = 26 << 20
    /// Bounds on the frame count whatever the frame size: two let a tiny budget
    /// still hold a frame while the next is decoded; the upper bound is two seconds'
    /// worth at 30 fps, more than any detector needs to settle.
    static let countRange = 2...60

    let capacity: Int
    private let slots: [Slot]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        slots = (0..<self.capacity).map { _ in Slot() }
    }

    /// How many frames of `frameBytes` each fit in `memoryBudget` (within `countRange`).
    static func capacity(forFrameBytes frameBytes: Int) -> Int {
        min(max(memoryBudget / max(1, frameBytes), countRange.lowerBound), countRange.upperBound)
    }

    /// The bytes of one decoded picture of the clip (its planes, unpadded).
    static func frameBytes(_ info: MediaInfo) -> Int {
        let format = info.video.pixelFormat
        let chroma = format.contains("444") ? 2.0 : format.contains("422") ? 1.0 : 0.5
        let sampleBytes = info.video.bitDepth > 8 ? 2.0 : 1.0
        return Int(Double(info.video.codedWidth * info.video.codedHeight) * (1 + chroma) * sampleBytes)
    }

    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == capacity }

    /// The time of the oldest frame, if any.
    var firstTime: Double? {
        guard count > 0 else { return nil }
        return slots[head].frame?.time
    }

    /// Adds a frame; the delay must not be full.
    func push(_ frame: consuming VideoFrame) {
        precondition(count < capacity, "FrameDelay overfilled")
        slots[(head + count) % capacity].frame = consume frame
        count += 1
    }

    /// Takes the oldest frame out.
    func pop() -> VideoFrame? {
        guard count > 0 else { return nil }
        let frame = slots[head].frame.take()
        head = (head + 1) % capacity
        count -= 1
        return frame
    }

    /// Drops every frame held.
    func removeAll() {
        while count > 0 { _ = pop() }
    }
}
