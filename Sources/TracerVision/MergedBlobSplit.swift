/// A ball merged with a weak line of response into one blob: a camera shake the shift
/// estimate leaves a pixel of leaves every long edge in the picture (a mown stripe, the
/// horizon) responding faintly, and a ball crossing one joins it at the detection
/// threshold. The merged blob's centre lies off the ball, so it fails the candidate test
/// (its centre does not stand out), and the ball is lost for the frame (seed 151's chip,
/// frames 53 to 55: the ball, 62 levels over the grass, joined a stripe's edge at 7).
/// Labelled again around its peak at half the peak's level, the ball stands alone.
enum MergedBlobSplit {
    /// Least peak, as a multiple of the floor the blob was labelled at, worth labelling again:
    /// at half of it the core must still clear that floor well.
    static let leastPeakOverFloor = 6
    /// Half size (analysis-buffer pixels) of the window labelled again around the peak.
    static let windowHalfSize = 16

    /// Most mean response of the rest of the blob, as a share of its peak, for the core to be
    /// split off: the rest is a faint line, not the strong body of a larger mover (the golfer,
    /// a long streak just after impact, of which the core is only the brightest piece).
    static let mostRestShare = 0.25

    /// Whether `blob`, labelled at `floor`, has a peak strong enough to be split off.
    static func worthSplitting(_ blob: BlobMoments, floor: Int) -> Bool {
        blob.peak >= leastPeakOverFloor * max(1, floor)
    }

    /// Least ratio of the blob's long-axis spread to its core's for the core to be split off:
    /// a line runs far past the ball; a small blob with a bright pixel or two in it (a ball
    /// fading, a speck) is no merger, and its brightest pixels are no better a centre.
    static let leastSpreadRatio = 4.0

    /// Whether `blob` reaches far beyond `core` along its long axis (`leastSpreadRatio`).
    static func stretchesBeyond(_ blob: BlobMoments, core: BlobMoments) -> Bool {
        blob.shape.majorSigma >= leastSpreadRatio * core.shape.majorSigma
    }

    /// Whether what `blob` holds beyond `core` responds weakly (`mostRestShare`).
    static func restIsWeak(_ blob: BlobMoments, without core: BlobMoments) -> Bool {
        let rest = blob.count - core.count
        guard rest > 0 else { return false }
        return (blob.weight - core.weight) / Double(rest) <= mostRestShare * Double(blob.peak)
    }
}

extension BallCandidateDetector {
    /// The blob around `blob`'s peak when the window about it is labelled again at half the
    /// peak's level (and at least `floor`); nil when that is the whole blob again, or when
    /// what it leaves is no faint line running far past it (`restIsWeak`, `stretchesBeyond`).
    func splitCore(of blob: BlobMoments, frames: FrameTriple, floor: Int) -> BlobMoments? {
        let h = MergedBlobSplit.windowHalfSize
        let valid = frames.valid
        let x0 = max(valid.x, blob.peakX - h), y0 = max(valid.y, blob.peakY - h)
        let x1 = min(valid.x + valid.width, blob.peakX + h + 1), y1 = min(valid.y + valid.height, blob.peakY + h + 1)
        guard x1 > x0, y1 > y0 else { return nil }
        scan(frames, rect: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
             floor: max(floor, blob.peak / 2), useTiles: false)
        guard let core = labeler.blobs().first(where: { $0.peakX == blob.peakX && $0.peakY == blob.peakY }),
              core.count < blob.count,
              MergedBlobSplit.restIsWeak(blob, without: core),
              MergedBlobSplit.stretchesBeyond(blob, core: core) else { return nil }
        return core
    }
}
