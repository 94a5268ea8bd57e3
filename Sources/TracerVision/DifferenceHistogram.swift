/// Counts of `|a − b|` between two 8-bit pictures over a sparse grid of their pixels.
///
/// Neighbouring samples mostly differ by the same one or two levels, and with one table each
/// count would wait for the one before it in the same bin: four tables, one per sample in
/// turn, summed at the end, let the counts run side by side. The counts are exact.
struct DifferenceHistogram {
    /// How many samples differed by each level, 0...255 (after `finish`).
    private(set) var counts = [Int](repeating: 0, count: 256)
    private(set) var total = 0
    private var lanes = [Int32](repeating: 0, count: 4 * 256)

    /// Starts a new count.
    mutating func reset() {
        lanes.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        total = 0
    }

    /// Counts `|a[k · step] − b[k · step]|` for k in 0..<n.
    mutating func add(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count n: Int, step: Int) {
        guard n > 0 else { return }
        lanes.withUnsafeMutableBufferPointer { buffer in
            let l0 = buffer.baseAddress!, l1 = l0 + 256, l2 = l0 + 512, l3 = l0 + 768
            @inline(__always) func difference(_ k: Int) -> Int {
                let va = a[k &* step], vb = b[k &* step]
                return Int(max(va, vb) &- min(va, vb))
            }
            var k = 0
            while k &+ 4 <= n {
                l0[difference(k)] &+= 1
                l1[difference(k &+ 1)] &+= 1
                l2[difference(k &+ 2)] &+= 1
                l3[difference(k &+ 3)] &+= 1
                k &+= 4
            }
            while k < n {
                l0[difference(k)] &+= 1
                k &+= 1
            }
        }
        total &+= n
    }

    /// Sums the four tables into `counts`.
    mutating func finish() {
        lanes.withUnsafeBufferPointer { lanes in
            counts.withUnsafeMutableBufferPointer { counts in
                for v in 0..<256 {
                    counts[v] = Int(lanes[v]) + Int(lanes[v + 256]) + Int(lanes[v + 512]) + Int(lanes[v + 768])
                }
            }
        }
    }
}
