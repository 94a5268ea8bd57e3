/// Per-frame statistics of the motion response: the noise sigma and each tile's clutter
/// threshold, which set the detection thresholds, and the motion in the tiles around a
/// point, reported with each candidate.
extension BallCandidateDetector {
    /// Robust noise sigma of the frame difference, from a sparse sample of the valid area.
    func noiseSigma(_ frames: FrameTriple) -> Double {
        guard frames.a != nil || frames.c != nil else { return 1 }
        let w = frames.b.width, valid = frames.valid
        let columns = (valid.width + 4) / 5, rows = (valid.height + 3) / 4
        let total = columns * rows
        histogram.reset()
        for row in 0..<rows {
            let y = valid.y + 4 * row
            let rowB = UnsafePointer(frames.b.pixels + y * w + valid.x)
            let rowO = UnsafePointer((frames.a != nil ? frames.rowA(y) : frames.rowC(y)) + valid.x)
            histogram.add(rowB, rowO, count: columns, step: 5)
        }
        histogram.finish()
        guard total > 0 else { return 1 }
        // |difference| of two noisy frames is half-normal: its 90th percentile is 1.645 σ_d.
        // A high quantile, interpolated within its integer level, is not floored by the
        // quantisation that makes the median 0 on clean footage, and still ignores the
        // few per cent of pixels that moved.
        let target = 0.9 * Double(total)
        var cumulative = 0
        var quantile = 0.0
        for (value, n) in histogram.counts.enumerated() where n > 0 {
            if Double(cumulative + n) >= target {
                quantile = Double(value) + (target - Double(cumulative)) / Double(n) - 0.5
                break
            }
            cumulative += n
        }
        return max(0.6, max(0, quantile) / 1.645 * 0.85)
    }

    /// Each tile's threshold: the floor, raised where the motion response is high in the tile AND
    /// all around it (the calmest of the 3×3 tiles). A ball's own streak fills a tile or two, never
    /// a whole neighbourhood, so it cannot raise its own threshold; a moving golfer's body does.
    func prepareTileThresholds(floor: Int) {
        let columns = response.tileColumns, rows = response.tileRows
        let count = columns * rows
        if tileThresholds.count != count {
            tileThresholds = [UInt8](repeating: 0, count: count)
            calmRows = [UInt32](repeating: 0, count: count)
        }
        let area = Double(MotionResponse.tileSize * MotionResponse.tileSize)
        let sums = response.tileSums
        calmRows.withUnsafeMutableBufferPointer { calmRows in
            tileThresholds.withUnsafeMutableBufferPointer { thresholds in
                // The calmest of each tile and its left and right neighbours, then of three of those above one another.
                for row in 0..<rows {
                    let line = sums + row * columns
                    for column in 0..<columns {
                        var calmest = line[column]
                        if column > 0 { calmest = min(calmest, line[column - 1]) }
                        if column + 1 < columns { calmest = min(calmest, line[column + 1]) }
                        calmRows[row * columns + column] = calmest
                    }
                }
                for row in 0..<rows {
                    for column in 0..<columns {
                        var calmest = calmRows[row * columns + column]
                        if row > 0 { calmest = min(calmest, calmRows[(row - 1) * columns + column]) }
                        if row + 1 < rows { calmest = min(calmest, calmRows[(row + 1) * columns + column]) }
                        let clutter = Self.clutterFactor * Double(calmest) / area
                        thresholds[row * columns + column] = UInt8(clamping: max(floor, Int(clutter.rounded(.up))))
                    }
                }
            }
        }
    }

    /// Median mean response of the eight tiles around the one holding buffer position `(x, y)`.
    func surroundingMotion(x: Double, y: Double) -> Double {
        let size = MotionResponse.tileSize
        let column = min(response.tileColumns - 1, max(0, Int(x) / size))
        let row = min(response.tileRows - 1, max(0, Int(y) / size))
        var means: [Double] = []
        means.reserveCapacity(8)
        for r in (row - 1)...(row + 1) {
            for c in (column - 1)...(column + 1) where (r != row || c != column) {
                guard r >= 0, c >= 0, r < response.tileRows, c < response.tileColumns else { continue }
                means.append(Double(response.tileSums[r * response.tileColumns + c]) / Double(size * size))
            }
        }
        return median(means)
    }
}
