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
        let last = counts.count - 1
        counts.withUnsafeMutableBufferPointer { bins in
            for value in values { bins[min(Int(abs(value) * Self.binsPerLevel), last)] &+= 1 }
        }
        count += values.count
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
