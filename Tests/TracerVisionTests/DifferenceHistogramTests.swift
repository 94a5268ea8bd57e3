import Testing
@testable import TracerVision

/// `DifferenceHistogram`: its four interleaved tables count exactly what one table would.
@Suite struct DifferenceHistogramTests {
    @Test func countsMatchAPlainCountForAnyLengthAndStep() {
        var generator = SystemRandomNumberGenerator()
        let a = (0..<997).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // Mostly small differences, as between two frames of a still scene.
        let b = a.map { UInt8(clamping: Int($0) + Int.random(in: -3...3, using: &generator)) }
        var histogram = DifferenceHistogram()
        for (count, step) in [(0, 1), (1, 1), (7, 3), (199, 5), (997, 1)] {
            histogram.reset()
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    histogram.add(pa.baseAddress!, pb.baseAddress!, count: count, step: step)
                    histogram.add(pa.baseAddress! + 1, pb.baseAddress! + 1, count: count / 2, step: step)
                }
            }
            histogram.finish()
            var expected = [Int](repeating: 0, count: 256)
            for k in 0..<count { expected[abs(Int(a[k * step]) - Int(b[k * step]))] += 1 }
            for k in 0..<(count / 2) { expected[abs(Int(a[1 + k * step]) - Int(b[1 + k * step]))] += 1 }
            #expect(histogram.counts == expected)
            #expect(histogram.total == count + count / 2)
        }
    }
}
