/// Exact order statistics of 16-bit values by two 256-bin counting passes (high byte,
/// then low byte within the chosen bucket), without sorting.
struct OrderStatistic {
    private var counts = [Int](repeating: 0, count: 256)

    /// The `k`-th smallest (from 0) of `values`, each below 65,536; `k < values.count`.
    mutating func select(_ k: Int, in values: UnsafeBufferPointer<UInt32>) -> UInt32 {
        precondition(k >= 0 && k < values.count)
        return counts.withUnsafeMutableBufferPointer { buffer in
            let counts = buffer.baseAddress!
            counts.update(repeating: 0, count: 256)
            for v in values { counts[Int(truncatingIfNeeded: (v &>> 8) & 0xFF)] &+= 1 }
            var remaining = k, high = 0
            while remaining >= counts[high] {
                remaining -= counts[high]
                high += 1
            }
            counts.update(repeating: 0, count: 256)
            for v in values where Int(truncatingIfNeeded: v &>> 8) == high {
                counts[Int(truncatingIfNeeded: v & 0xFF)] &+= 1
            }
            var low = 0
            while remaining >= counts[low] {
                remaining -= counts[low]
                low += 1
            }
            return UInt32(high << 8 | low)
        }
    }
}
