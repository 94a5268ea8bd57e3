/// The pixels of a picture row whose gradient strength |∂x| + |∂y|, by undivided central
/// differences (`|p(x+1) - p(x-1)| + |p(x+w) - p(x-w)|`, whole grey levels), reaches a
/// threshold. The whole row is marked in one pass of byte arithmetic the compiler
/// vectorises, and the marks are read eight at a time: testing a sparse grid of pixels
/// one by one cost far more, and few pixels are edges.
struct EdgeMarks {
    private var marks: [UInt8]

    /// Room for rows of `width` pixels.
    init(width: Int) {
        marks = [UInt8](repeating: 0, count: width + 8)
    }

    /// Calls `body` with each pixel `x` of `span` (one pixel in from every edge of a picture
    /// `width` wide), on every other pixel from `span`'s start, left to right, whose strength is
    /// at least `threshold`.
    @inline(__always)
    mutating func forEveryOtherEdge(row: UnsafePointer<UInt8>, width: Int, span: Range<Int>, threshold: Int,
                                    _ body: (Int) -> Void) {
        guard !span.isEmpty else { return }
        let least = UInt16(clamping: max(0, threshold))
        marks.withUnsafeMutableBufferPointer { buffer in
            let marks = buffer.baseAddress!
            let left = row - 1, right = row + 1, up = row - width, down = row + width
            for x in span {
                let l = left[x], r = right[x], u = up[x], d = down[x]
                let horizontal = l > r ? l &- r : r &- l
                let vertical = u > d ? u &- d : d &- u
                marks[x] = UInt16(horizontal) &+ UInt16(vertical) >= least ? 0xFF : 0
            }
            // Nothing marked past the span, so the last word reads no stale marks.
            (marks + span.upperBound).update(repeating: 0, count: 8)
            let raw = UnsafeRawPointer(marks)
            var start = span.lowerBound
            while start < span.upperBound {
                // Bytes 0, 2, 4 and 6 of the word: every other pixel from the span's start.
                var word = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
                word &= 0x00FF_00FF_00FF_00FF
                while word != 0 {
                    let byte = word.trailingZeroBitCount / 8
                    body(start + byte)
                    word &= ~(UInt64(0xFF) << UInt64(8 * byte))
                }
                start += 8
            }
        }
    }
}
