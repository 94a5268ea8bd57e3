import Foundation

/// Finds ball candidates in each frame's luma plane, inside the region of interest.
///
/// It keeps 8-bit copies of the last three frames' region of interest, removes
/// the camera's global translation (projection profiles), and takes the
/// polarity-consistent three-frame difference: a pixel counts only if frame t is
/// brighter (or darker) than BOTH frame t-1 and frame t+1, which isolates the
/// object at time t and suppresses its ghosts. The threshold is k × a robust noise
/// sigma, raised at edges that a sub-pixel camera shift leaves behind. Blobs are
/// 8-connected components with intensity-weighted sub-pixel centroids.
///
/// Results lag one frame: `ingest` a frame, then `detectPending` analyses the
/// previous one; `flush()` before the last `detectPending` to analyse the final frame.
public final class BallCandidateDetector {
    public let geometry: FrameGeometry
    public let request: TrajectoryRequest
    /// The region of interest in coded pixels.
    public let codedROI: PixelRect

    private var frames: [FrameBuffer] = []
    private var spare: [FrameBuffer] = []
    private var pendingIndex: Int?
    private var flushed = false
    private var rowBuffer: UnsafeMutablePointer<Int16>
    private var labeler = RunLabeler()
    private let maximumShift: Int
    private var histogram = [Int](repeating: 0, count: 256)

    /// At most this many candidates per frame (the best by score).
    public var maximumCandidates = 48

    public init(geometry: FrameGeometry, request: TrajectoryRequest) {
        self.geometry = geometry
        self.request = request
        codedROI = geometry.codedRect(for: request.regionOfInterest)
        rowBuffer = .allocate(capacity: max(1, codedROI.width))
        maximumShift = max(8, min(16, max(geometry.codedWidth, geometry.codedHeight) / 120))
    }

    deinit { rowBuffer.deallocate() }

    /// Time of the frame the next `detectPending` call analyses, if any.
    public var pendingTime: Double? { pendingIndex.map { frames[$0].time } }

    /// Copies a frame's region of interest and estimates the camera shift from the previous frame.
    public func ingest(_ luma: LumaPlane, time: Double) {
        precondition(luma.width == geometry.codedWidth && luma.height == geometry.codedHeight,
                     "frame is \(luma.width)x\(luma.height), geometry expects \(geometry.codedWidth)x\(geometry.codedHeight)")
        guard !codedROI.isEmpty else { return }
        let buffer: FrameBuffer
        if frames.count == 3 {
            buffer = frames.removeFirst()
            pendingIndex = pendingIndex.map { $0 - 1 }
        } else {
            buffer = spare.popLast() ?? FrameBuffer(width: codedROI.width, height: codedROI.height)
        }
        buffer.load(luma, rect: codedROI)
        buffer.time = time
        if let previous = frames.last {
            buffer.shiftFromPrevious = GlobalMotionEstimator.shift(from: previous, to: buffer, maximum: maximumShift)
        } else {
            buffer.shiftFromPrevious = PixelPoint(x: 0, y: 0)
        }
        frames.append(buffer)
        if frames.count >= 2 { pendingIndex = frames.count - 2 }
        flushed = false
    }

    /// Marks the end of the clip: the last frame becomes pending, compared with its predecessor only.
    public func flush() {
        guard !frames.isEmpty, !flushed else { return }
        flushed = true
        pendingIndex = frames.count - 1
    }

    /// Forgets all frames (e.g. after a seek).
    public func reset() {
        spare.append(contentsOf: frames)
        frames.removeAll()
        pendingIndex = nil
    }

    /// Analyses the pending frame, looking again with `gatedSigmas` inside `gates`.
    public func detectPending(gates: [SearchGate] = []) -> DetectionResult? {
        guard let index = pendingIndex else { return nil }
        pendingIndex = nil
        let b = frames[index]
        let a = index > 0 ? frames[index - 1] : nil
        let c = index + 1 < frames.count ? frames[index + 1] : nil
        guard a != nil || c != nil else { return nil }
        let shiftA = b.shiftFromPrevious
        let shiftC = c?.shiftFromPrevious ?? PixelPoint(x: 0, y: 0)
        let sA = a == nil ? (0, 0) : (Int(shiftA.x.rounded()), Int(shiftA.y.rounded()))
        let sC = c == nil ? (0, 0) : (Int(shiftC.x.rounded()), Int(shiftC.y.rounded()))
        let residual = max(a == nil ? 0 : max(abs(shiftA.x - Double(sA.0)), abs(shiftA.y - Double(sA.1))),
                           c == nil ? 0 : max(abs(shiftC.x - Double(sC.0)), abs(shiftC.y - Double(sC.1))))
        let scan = DifferenceScan(b: b, a: a, c: c, shiftA: sA, shiftC: sC,
                                  edgeFactor: min(0.7, residual + 0.2))
        guard !scan.valid.isEmpty else { return nil }
        let sigma = noiseSigma(scan)
        let preset = request.preset
        let threshold = max(3, Int((preset.detectionSigmas * sigma).rounded(.up)))
        let gateThreshold = max(2, min(threshold - 1, Int((preset.gatedDetectionSigmas * sigma).rounded(.up))))

        var result = DetectionResult(time: b.time, candidates: [], rejected: [], noiseSigma: sigma,
                                     cameraShift: shiftA, threshold: threshold)
        scanRect(scan, rect: scan.valid, threshold: threshold)
        collect(labeler.blobs(), scan: scan, sigma: sigma, time: b.time, faint: false, into: &result)
        for gate in gates {
            let center = geometry.codedPixel(fromDisplay: gate.center)
            let r = gate.radius
            let x0 = max(scan.valid.x, Int((center.x - r - Double(codedROI.x)).rounded(.down)))
            let y0 = max(scan.valid.y, Int((center.y - r - Double(codedROI.y)).rounded(.down)))
            let x1 = min(scan.valid.x + scan.valid.width, Int((center.x + r - Double(codedROI.x)).rounded(.up)))
            let y1 = min(scan.valid.y + scan.valid.height, Int((center.y + r - Double(codedROI.y)).rounded(.up)))
            guard x1 > x0, y1 > y0 else { continue }
            scanRect(scan, rect: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), threshold: gateThreshold)
            var gated = DetectionResult(time: b.time, candidates: [], rejected: [], noiseSigma: sigma,
                                        cameraShift: shiftA, threshold: gateThreshold)
            collect(labeler.blobs(), scan: scan, sigma: sigma, time: b.time, faint: true, into: &gated)
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

    private func noiseSigma(_ scan: DifferenceScan) -> Double {
        for i in histogram.indices { histogram[i] = 0 }
        guard let other = scan.a ?? scan.c else { return 1 }
        let shift = scan.a != nil ? (-scan.shiftA.0, -scan.shiftA.1) : scan.shiftC
        let w = scan.b.width
        var total = 0
        var y = scan.valid.y
        while y < scan.valid.y + scan.valid.height {
            let rowB = scan.b.pixels + y * w
            let rowO = other.pixels + (y + shift.1) * w + shift.0
            var x = scan.valid.x
            while x < scan.valid.x + scan.valid.width {
                histogram[abs(Int(rowB[x]) - Int(rowO[x]))] += 1
                total += 1
                x += 5
            }
            y += 4
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

    /// Fills the labeler with the runs of pixels at or above `threshold` inside `rect` (ROI pixels).
    private func scanRect(_ scan: DifferenceScan, rect: PixelRect, threshold: Int) {
        labeler.reset()
        let t16 = Int16(clamping: threshold)
        for y in rect.y..<(rect.y + rect.height) {
            let peak = scan.differenceRow(y: y, from: rect.x, count: rect.width, into: rowBuffer)
            guard peak >= t16 else { continue }
            var x = 0
            while x < rect.width {
                guard rowBuffer[x] >= t16 else { x += 1; continue }
                var m = BlobMoments()
                let start = x
                while x < rect.width, rowBuffer[x] >= t16 {
                    let px = rect.x + x
                    let value = Int(rowBuffer[x])
                    if value >= threshold + scan.edgeAllowance(x: px, y: y) {
                        m.add(x: px, y: y, value: value, signed: scan.signedContrast(x: px, y: y))
                    }
                    x += 1
                }
                if m.count > 0 { labeler.addRun(row: y, start: rect.x + start, end: rect.x + x, moments: m) }
            }
        }
    }

    private func collect(_ blobs: [BlobMoments], scan: DifferenceScan, sigma: Double, time: Double, faint: Bool,
                         into result: inout DetectionResult) {
        let displayWidth = Double(geometry.displayWidth)
        let maxRadius = request.objectMaximumNormalizedRadius * displayWidth
        let minRadius = request.objectMinimumNormalizedRadius * displayWidth
        let roiArea = Double(codedROI.width * codedROI.height)
        let hugeArea = min(Double.pi * 4 * maxRadius * maxRadius * 3 + 16, max(400, 0.02 * roiArea))
        var plausible: [(blob: BlobMoments, shape: BlobShape, position: PixelPoint, coded: PixelPoint, snr: Double)] = []
        for blob in blobs where blob.weight > 0 {
            let s = blob.shape
            let coded = PixelPoint(x: s.cx + Double(codedROI.x), y: s.cy + Double(codedROI.y))
            let position = geometry.displayPixel(fromCoded: coded)
            let radius = 2 * s.minorSigma
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
            plausible.append((blob, s, position, coded, snr))
        }
        // The ring test reads pixels: run it on the strongest blobs only, until enough pass.
        plausible.sort { $0.snr > $1.snr }
        var accepted = 0
        for (blob, s, position, coded, snr) in plausible {
            guard accepted < maximumCandidates else { break }
            let radius = 2 * s.minorSigma
            let polaritySign: Double = blob.signedWeight >= 0 ? 1 : -1
            // The ring hugs the blob's own extent: a small ball next to the golfer or in front of a
            // cloud is still unlike its immediate surroundings, while a larger mover's tip continues into them.
            let ring = min(24, max(4, Int((2 * s.majorSigma + radius + 3).rounded(.up))))
            if let core = scan.coreContrast(cx: s.cx - 0.5, cy: s.cy - 0.5, radius: radius, ringHalfSize: ring,
                                            tolerance: 0.35 * Double(blob.peak)),
               core.contrast * polaritySign < 0.5 * Double(blob.peak) || core.likeCore > 0.15 {
                result.rejected.append(RejectedBlob(position: position, radius: radius, area: blob.count,
                                                    reason: .partOfLargerObject))
                continue
            }
            accepted += 1
            result.candidates.append(BallCandidate(
                time: time, position: position, codedPosition: coded, radius: radius,
                length: max(2 * radius, (12 * s.majorSigma * s.majorSigma).squareRoot()),
                angle: s.angle + (geometry.orientation.swapsAxes ? Double.pi / 2 : 0),
                polarity: blob.signedWeight >= 0 ? .brighter : .darker, contrast: Double(blob.peak),
                area: blob.count, score: 1 - exp(-snr / 10), isFaint: faint))
        }
    }
}
