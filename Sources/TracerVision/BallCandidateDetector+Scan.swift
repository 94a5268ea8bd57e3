/// Thresholding the motion response into the labeler's runs of responding pixels.
extension BallCandidateDetector {
    /// Fills the labeler with the runs of responding pixels inside `rect` (region pixels):
    /// at least `floor`, and with `useTiles` at least their tile's clutter threshold.
    func scan(_ frames: FrameTriple, rect: PixelRect, floor: Int, useTiles: Bool) {
        labeler.reset()
        let low = UInt8(clamping: floor)
        let width = response.width
        let tile = MotionResponse.tileSize
        for y in rect.y..<(rect.y + rect.height) {
            guard response.rowPeaks[y] >= low else { continue }
            let row = response.values + y * width
            let tileRow = (y / tile) * response.tileColumns
            var x = rect.x
            let end = rect.x + rect.width
            while x < end {
                if x + 16 <= end, Self.peak16(row + x) < low {
                    x += 16
                    continue
                }
                guard row[x] >= low else { x += 1; continue }
                var m = BlobMoments()
                let start = x
                while x < end, row[x] >= low {
                    let value = Int(row[x])
                    let needed = useTiles ? Int(tileThresholds[tileRow + x / tile]) : floor
                    if value >= needed + frames.edgeAllowance(x: x, y: y) {
                        m.add(x: x, y: y, value: value, signed: frames.signedContrast(x: x, y: y))
                    }
                    x += 1
                }
                if m.count > 0 { labeler.addRun(row: y, start: start, end: x, moments: m) }
            }
        }
    }

    @inline(__always) private static func peak16(_ p: UnsafePointer<UInt8>) -> UInt8 {
        var best: UInt8 = 0
        for i in 0..<16 { best = max(best, p[i]) }
        return best
    }
}
