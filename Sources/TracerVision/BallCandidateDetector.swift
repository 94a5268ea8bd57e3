import Foundation

/// Finds ball candidates in each frame's luma plane, inside the region of interest.
///
/// It keeps 8-bit copies of the region for the last `2 × baseline + 1` frames,
/// removes the camera's global translation (projection profiles), and thresholds
/// the `MotionResponse` of each frame against the frames `baseline` before and
/// after it (about 1/60 s apart whatever the frame rate, so a slow-motion ball
/// still moves clear of itself). The threshold is k × a robust noise sigma, raised
/// in cluttered tiles and at edges a sub-pixel camera shift leaves behind. Blobs
/// are 8-connected components with intensity-weighted sub-pixel centroids; blobs
/// too large, too small, or that are the tip of a larger mover are dropped.
/// Inside search gates (where a track expects its ball) it looks again with a
/// lower threshold.
///
/// Results lag `baseline` frames: `ingest` a frame, then `detectPending` analyses
/// the one `baseline` frames earlier; after the last frame, `flush()` and call
/// `detectPending` until it returns nil.
public final class BallCandidateDetector {
    public let geometry: FrameGeometry
    public let request: TrajectoryRequest
    /// The region of interest in coded pixels.
    public let codedROI: PixelRect
    /// Analysed frames between a frame and the neighbours it is compared with.
    public let baseline: Int
    /// The binned pixels analysed.
    let grid: AnalysisGrid
    /// Coded pixels per analysed pixel along each axis (frames are binned `scale × scale`).
    public var scale: Int { grid.scale }

    private var frames: [FrameBuffer] = []
    private var spare: [FrameBuffer] = []
    /// Index (in `frames`) of the frames still to analyse, oldest first.
    private var pending: [Int] = []
    private var flushed = false
    private let response: MotionResponse
    private var tileThresholds: [UInt8] = []
    /// Scratch for `prepareTileThresholds`: each tile's calmest of its row neighbourhood.
    private var calmRows: [UInt32] = []
    private var labeler = RunLabeler()
    private var histogram = [Int](repeating: 0, count: 256)

    /// At most this many candidates per frame (the best by signal-to-noise ratio).
    public var maximumCandidates = 48
    /// Tile threshold = this × the tile's mean response (clutter suppression).
    static let clutterFactor = 8.0

    /// - Parameters:
    ///   - baseline: frames between compared frames (see `baseline(forFrameRate:)`).
    ///   - scale: binning factor; default from the frame size (see `scale(for:)`).
    public init(geometry: FrameGeometry, request: TrajectoryRequest, baseline: Int = 1, scale: Int? = nil) {
        self.geometry = geometry
        self.request = request
        self.baseline = max(1, baseline)
        let s = max(1, scale ?? AnalysisGrid.scale(for: geometry))
        codedROI = geometry.codedRect(for: request.regionOfInterest)
        grid = AnalysisGrid(geometry: geometry, region: request.regionOfInterest, scale: s)
        response = MotionResponse(width: max(1, grid.rect.width), height: max(1, grid.rect.height))
    }

    /// The baseline for a frame rate: neighbours about 1/60 s apart.
    public static func baseline(forFrameRate fps: Double) -> Int {
        guard fps.isFinite, fps > 0 else { return 1 }
        return max(1, min(8, Int((fps / 60).rounded())))
    }

    /// The newest frame's binned copy, for the alignment step (valid until the next `ingest`).
    var newestFrame: FrameBuffer? { frames.last }

    /// Typical time between the frames held, seconds (nil with fewer than two).
    public var frameInterval: Double? {
        guard frames.count >= 2, let first = frames.first, let last = frames.last, last.time > first.time else { return nil }
        return (last.time - first.time) / Double(frames.count - 1)
    }

    /// Time of the frame the next `detectPending` call analyses, if any.
    public var pendingTime: Double? { pending.first.map { frames[$0].time } }

    /// Copies a frame's region of interest and estimates the camera shift from the previous frame.
    public func ingest(_ luma: LumaPlane, time: Double) {
        precondition(luma.width == geometry.codedWidth && luma.height == geometry.codedHeight,
                     "frame is \(luma.width)x\(luma.height), geometry expects \(geometry.codedWidth)x\(geometry.codedHeight)")
        guard !grid.rect.isEmpty else { return }
        let capacity = 2 * baseline + 1
        let buffer: FrameBuffer
        if frames.count == capacity {
            buffer = frames.removeFirst()
            pending = pending.map { $0 - 1 }.filter { $0 >= 0 }
        } else {
            buffer = spare.popLast() ?? FrameBuffer(width: grid.rect.width, height: grid.rect.height)
        }
        buffer.load(luma, originX: grid.rect.x * scale, originY: grid.rect.y * scale, scale: scale)
        buffer.time = time
        if let previous = frames.last {
            buffer.shiftFromPrevious = CameraMotion.shift(from: previous, to: buffer)
        } else {
            buffer.shiftFromPrevious = PixelPoint(x: 0, y: 0)
        }
        frames.append(buffer)
        // The frame `baseline` back now has its later neighbour.
        let ready = frames.count - 1 - baseline
        if ready >= 0, !pending.contains(ready) { pending.append(ready) }
        flushed = false
    }

    /// Marks the end of the clip: the last frames become pending, compared with earlier ones only.
    public func flush() {
        guard !frames.isEmpty, !flushed else { return }
        flushed = true
        let first = max(0, frames.count - baseline)
        for index in first..<frames.count where !pending.contains(index) { pending.append(index) }
    }

    /// Forgets all frames (e.g. after a seek).
    public func reset() {
        spare.append(contentsOf: frames)
        frames.removeAll()
        pending.removeAll()
    }

    /// Analyses the oldest pending frame, looking again with a lower threshold inside `gates`.
    public func detectPending(gates: [SearchGate] = []) -> DetectionResult? {
        guard !pending.isEmpty else { return nil }
        let index = pending.removeFirst()
        let b = frames[index]
        let aIndex = index - baseline, cIndex = index + baseline
        let a = aIndex >= 0 ? frames[aIndex] : nil
        let c = cIndex < frames.count ? frames[cIndex] : nil
        guard a != nil || c != nil else { return nil }
        let shiftA = a == nil ? PixelPoint(x: 0, y: 0) : accumulatedShift(from: aIndex, to: index)
        let shiftC = c == nil ? PixelPoint(x: 0, y: 0) : accumulatedShift(from: index, to: cIndex)
        let sA = (Int(shiftA.x.rounded()), Int(shiftA.y.rounded()))
        let sC = (Int(shiftC.x.rounded()), Int(shiftC.y.rounded()))
        let residual = max(a == nil ? 0 : max(abs(shiftA.x - Double(sA.0)), abs(shiftA.y - Double(sA.1))),
                           c == nil ? 0 : max(abs(shiftC.x - Double(sC.0)), abs(shiftC.y - Double(sC.1))))
        let triple = FrameTriple(b: b, a: a, c: c, shiftA: sA, shiftC: sC, edgeFactor: min(0.7, residual + 0.2))
        guard !triple.valid.isEmpty else { return nil }
        response.compute(triple)
        let sigma = noiseSigma(triple)
        let preset = request.preset
        let threshold = max(3, Int((preset.detectionSigmas * sigma).rounded(.up)))
        let gateThreshold = max(2, min(threshold - 1, Int((preset.gatedDetectionSigmas * sigma).rounded(.up))))
        prepareTileThresholds(floor: threshold)

        let cameraShift = PixelPoint(x: b.shiftFromPrevious.x * Double(scale), y: b.shiftFromPrevious.y * Double(scale))
        var result = DetectionResult(time: b.time, candidates: [], rejected: [], noiseSigma: sigma,
                                     cameraShift: cameraShift, threshold: threshold)
        result.backgroundMotion = response.backgroundLevel()
        scan(triple, rect: triple.valid, floor: threshold, useTiles: true)
        collect(labeler.blobs(), frames: triple, sigma: sigma, time: b.time, faint: false, into: &result)
        for gate in gates {
            guard let rect = rect(of: gate, within: triple.valid) else { continue }
            scan(triple, rect: rect, floor: gateThreshold, useTiles: false)
            var gated = DetectionResult(time: b.time, candidates: [], rejected: [], noiseSigma: sigma,
                                        cameraShift: cameraShift, threshold: gateThreshold)
            collect(labeler.blobs(), frames: triple, sigma: sigma, time: b.time, faint: true, into: &gated)
            if gate.seedsTracks {
                for i in gated.candidates.indices { gated.candidates[i].isFaint = false }
            }
            for candidate in gated.candidates {
                let duplicate = result.candidates.contains {
                    hypot($0.position.x - candidate.position.x, $0.position.y - candidate.position.y)
                        < max(2, $0.radius + candidate.radius)
                }
                if !duplicate { result.candidates.append(candidate) }
            }
        }
        return result
    }

    /// Content shift from frame `from` to frame `to` (indices in `frames`, `from < to`).
    private func accumulatedShift(from: Int, to: Int) -> PixelPoint {
        var shift = PixelPoint(x: 0, y: 0)
        for i in (from + 1)...to {
            shift.x += frames[i].shiftFromPrevious.x
            shift.y += frames[i].shiftFromPrevious.y
        }
        return shift
    }

    /// A gate as a rectangle of buffer pixels, clipped to `valid`.
    private func rect(of gate: SearchGate, within valid: PixelRect) -> PixelRect? {
        let center = grid.bufferPoint(fromDisplay: gate.center)
        let r = gate.radius / Double(scale)
        let x0 = max(valid.x, Int((center.x - r).rounded(.down)))
        let y0 = max(valid.y, Int((center.y - r).rounded(.down)))
        let x1 = min(valid.x + valid.width, Int((center.x + r).rounded(.up)))
        let y1 = min(valid.y + valid.height, Int((center.y + r).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func noiseSigma(_ frames: FrameTriple) -> Double {
        guard frames.a != nil || frames.c != nil else { return 1 }
        let w = frames.b.width, valid = frames.valid
        let columns = (valid.width + 4) / 5, rows = (valid.height + 3) / 4
        let total = columns * rows
        histogram.withUnsafeMutableBufferPointer { buffer in
            let counts = buffer.baseAddress!
            counts.update(repeating: 0, count: 256)
            for row in 0..<rows {
                let y = valid.y + 4 * row
                let rowB = frames.b.pixels + y * w + valid.x
                let rowO = (frames.a != nil ? frames.rowA(y) : frames.rowC(y)) + valid.x
                for column in 0..<columns {
                    let vb = rowB[5 * column], vo = rowO[5 * column]
                    counts[Int(max(vb, vo) &- min(vb, vo))] &+= 1
                }
            }
        }
        guard total > 0 else { return 1 }
        // |difference| of two noisy frames is half-normal: its 90th percentile is 1.645 σ_d.
        // A high quantile, interpolated within its integer level, is not floored by the
        // quantisation that makes the median 0 on clean footage, and still ignores the
        // few per cent of pixels that moved.
        let target = 0.9 * Double(total)
        var cumulative = 0
        var quantile = 0.0
        for (value, n) in histogram.enumerated() where n > 0 {
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
    private func prepareTileThresholds(floor: Int) {
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

    /// Fills the labeler with the runs of responding pixels inside `rect` (region pixels):
    /// at least `floor`, and with `useTiles` at least their tile's clutter threshold.
    private func scan(_ frames: FrameTriple, rect: PixelRect, floor: Int, useTiles: Bool) {
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

    /// Whether the motion response continues past the blob: a square ring just outside its
    /// extent (streak included) has responding pixels in two or more separate places. A ball
    /// moves alone; a fragment of a moving club shaft or of the golfer's outline does not.
    private func touchesOtherMotion(_ shape: BlobShape, level: Int) -> Bool {
        let h = Int((1.8 * shape.majorSigma + 2).rounded(.up))
        let cx = Int(shape.cx.rounded(.down)), cy = Int(shape.cy.rounded(.down))
        let valid = response.valid
        guard cx - h >= valid.x, cy - h >= valid.y, cx + h < valid.x + valid.width, cy + h < valid.y + valid.height
        else { return false }
        let threshold = UInt8(clamping: level)
        let w = response.width
        // Walk the ring once, counting runs of responding pixels (a run that wraps counts once).
        var ring: [Bool] = []
        ring.reserveCapacity(8 * h)
        for k in -h..<h { ring.append(response.values[(cy - h) * w + cx + k] >= threshold) }
        for k in -h..<h { ring.append(response.values[(cy + k) * w + cx + h] >= threshold) }
        for k in stride(from: h, to: -h, by: -1) { ring.append(response.values[(cy + h) * w + cx + k] >= threshold) }
        for k in stride(from: h, to: -h, by: -1) { ring.append(response.values[(cy + k) * w + cx - h] >= threshold) }
        var runs = 0
        for i in ring.indices where ring[i] && !ring[(i + ring.count - 1) % ring.count] { runs += 1 }
        if runs == 0, ring.allSatisfy({ $0 }) { runs = 1 }
        return runs >= 2
    }

    /// Median mean response of the eight tiles around the one holding buffer position `(x, y)`.
    private func surroundingMotion(x: Double, y: Double) -> Double {
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

    @inline(__always) private static func peak16(_ p: UnsafePointer<UInt8>) -> UInt8 {
        var best: UInt8 = 0
        for i in 0..<16 { best = max(best, p[i]) }
        return best
    }

    private func collect(_ blobs: [BlobMoments], frames: FrameTriple, sigma: Double, time: Double, faint: Bool,
                         into result: inout DetectionResult) {
        let displayWidth = Double(geometry.displayWidth)
        let maxRadius = request.objectMaximumNormalizedRadius * displayWidth
        let minRadius = request.objectMinimumNormalizedRadius * displayWidth
        let s = Double(scale)
        let roiArea = Double(grid.rect.width * grid.rect.height)
        // In buffer pixels: a blob several times the largest ball's area, or 2 % of the region.
        let maxBufferRadius = maxRadius / s
        let hugeArea = min(Double.pi * 4 * maxBufferRadius * maxBufferRadius * 3 + 16, max(400 / (s * s), 0.02 * roiArea))
        var plausible: [(blob: BlobMoments, shape: BlobShape, position: PixelPoint, coded: PixelPoint, snr: Double)] = []
        for blob in blobs where blob.weight > 0 {
            let shape = blob.shape
            let coded = grid.codedPixel(bufferX: shape.cx, y: shape.cy)
            let position = geometry.displayPixel(fromCoded: coded)
            let radius = 2 * shape.minorSigma * s
            if Double(blob.count) > hugeArea {
                result.rejected.append(RejectedBlob(position: position, radius: radius, area: blob.count, reason: .hugeArea))
                continue
            }
            if radius > maxRadius + 0.75 {
                result.rejected.append(RejectedBlob(position: position, radius: radius, area: blob.count, reason: .tooLarge))
                continue
            }
            if radius < minRadius - 0.75 {
                result.rejected.append(RejectedBlob(position: position, radius: radius, area: blob.count, reason: .tooSmall))
                continue
            }
            let snr = blob.weight / Double(blob.count) / sigma * Double(blob.count).squareRoot()
            if faint && snr < request.preset.gatedMinimumSNR { continue }
            plausible.append((blob, shape, position, coded, snr))
        }
        // The ring test reads pixels: run it on the strongest blobs only, until enough pass.
        plausible.sort { $0.snr > $1.snr }
        var accepted = 0
        for (blob, shape, position, coded, snr) in plausible {
            guard accepted < maximumCandidates else { break }
            let radius = 2 * shape.minorSigma * s
            let polaritySign: Double = blob.signedWeight >= 0 ? 1 : -1
            // The ring hugs the blob's own extent: a small ball next to the golfer or in front of a
            // cloud is still unlike its immediate surroundings, while a larger mover's tip continues into them.
            let ring = min(24, max(4, Int((2 * shape.majorSigma + 2 * shape.minorSigma + 3).rounded(.up))))
            if let core = frames.coreContrast(cx: shape.cx - 0.5, cy: shape.cy - 0.5, brighter: polaritySign > 0,
                                              ringHalfSize: ring,
                                              tolerance: 0.35 * Double(blob.peak)),
               core.contrast * polaritySign < 0.5 * Double(blob.peak) || core.likeCore > 0.15 {
                result.rejected.append(RejectedBlob(
                    position: position, radius: radius, area: blob.count, reason: .partOfLargerObject,
                    detail: "contrast \(Int(core.contrast * polaritySign)) vs peak \(blob.peak), \(Int(core.likeCore * 100))% of ring alike"))
                continue
            }
            if !faint, touchesOtherMotion(shape, level: max(2, Int(blob.peak) / 3)) {
                result.rejected.append(RejectedBlob(position: position, radius: radius, area: blob.count,
                                                    reason: .touchesOtherMotion))
                continue
            }
            accepted += 1
            result.candidates.append(BallCandidate(
                time: time, position: position, codedPosition: coded, radius: radius,
                length: max(2 * radius, (12 * shape.majorSigma * shape.majorSigma).squareRoot() * s),
                angle: shape.angle + (geometry.orientation.swapsAxes ? Double.pi / 2 : 0),
                polarity: blob.signedWeight >= 0 ? .brighter : .darker, contrast: Double(blob.peak),
                area: blob.count, score: 1 - exp(-snr / 10), isFaint: faint,
                surroundingMotion: surroundingMotion(x: shape.cx, y: shape.cy)))
        }
    }
}
