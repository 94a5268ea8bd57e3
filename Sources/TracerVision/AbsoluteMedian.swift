/// The median of absolute values of pixel differences, found with a histogram in
/// linear time: camera-motion estimation needs a robust noise scale on every frame,
/// and sorting tens of thousands of residuals per frame cost more than the decode.
///
/// Values are binned at 1/16 of a grey level up to 256 (larger ones count in the last
/// bin), so the median is exact to 1/16 of a level, far below any noise it measures.
struct AbsoluteMedian {
    private static let binsPerLevel: Float = 16
    private var counts = [Int32](repeating: 0, count: 256 * 16 + 1)
    private(set) var count = 0

    /// Adds every value (one pass, for the tens of thousands a frame gives).
    mutating func add(contentsOf values: UnsafeBufferPointer<Float>) {
        let last = Float(counts.count - 1)
        // Bins found a chunk at a time in a loop the compiler vectorises, then counted.
        let chunk = 256
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: chunk) { indices in
            let indices = indices.baseAddress!
            counts.withUnsafeMutableBufferPointer { bins in
                let bins = bins.baseAddress!
                var start = 0
                while start < values.count {
                    let n = min(chunk, values.count - start)
                    let source = values.baseAddress! + start
                    for i in 0..<n { indices[i] = Self.bin(min(abs(source[i]) * Self.binsPerLevel, last)) }
                    for i in 0..<n { bins[Int(indices[i])] &+= 1 }
                    start += n
                }
            }
        }
        count += values.count
    }

    /// `Int32(value)` for a value in 0...4096 without the conversion's range check, which
    /// keeps a loop from vectorising: adding 2²³ rounds the value to the nearest whole
    /// number (Float's spacing there is 1), which the bit pattern holds in its low bits,
    /// and one less when that rounded up.
    @inline(__always)
    private static func bin(_ value: Float) -> Int32 {
        let shifted = value + 8_388_608
        let nearest = Int32(bitPattern: shifted.bitPattern) &- 0x4B00_0000
        return shifted - 8_388_608 > value ? nearest &- 1 : nearest
    }

    /// The median (the middle bin's centre); nil when nothing was added.
    var median: Double? {
        guard count > 0 else { return nil }
        let half = (count + 1) / 2
        var seen = 0
        for (bin, n) in counts.enumerated() {
            seen += Int(n)
            if seen >= half { return (Double(bin) + 0.5) / Double(Self.binsPerLevel) }
        }
        return nil
    }

    mutating func reset() {
        for i in counts.indices { counts[i] = 0 }
        count = 0
    }
}
