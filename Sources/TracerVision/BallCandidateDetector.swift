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
///
/// This file holds the detector's state, its window of frames and the per-frame pass
/// (`detectPending`); the noise and tile statistics, the scan of the response and the
/// candidate tests are in `BallCandidateDetector+Thresholds`, `+Scan` and `+Candidates`.
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
    let response: MotionResponse
    var tileThresholds: [UInt8] = []
    /// Scratch for `prepareTileThresholds`: each tile's calmest of its row neighbourhood.
    var calmRows: [UInt32] = []
    var labeler = RunLabeler()
    var histogram = DifferenceHistogram()

    /// At most this many candidates per frame (the best by signal-to-noise ratio).
    public var maximumCandidates = 48
    /// Tile threshold = this × the tile's mean response (clutter suppression).
    static let clutterFactor = 8.0
    /// A young flight's gate (`SearchGate.Purpose.youngFlight`) keeps only blobs peaking at this
    /// many times the threshold: a blob at the threshold, spared the tiles' clutter level,
    /// is as likely a speck beside the ball (seeds 13 and 43's hevc10 drives).
    static let youngFlightPeakFactor = 2.0

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
        collect(labeler.blobs(), frames: triple, sigma: sigma, time: b.time, faint: false, splitFloor: threshold,
                into: &result)
        for gate in gates {
            guard let rect = rect(of: gate, within: triple.valid) else { continue }
            let young = gate.purpose == .youngFlight
            let (floor, seedsTracks, launchSpot): (Int, Bool, PixelPoint?) = switch gate.purpose {
            case .flight: (gateThreshold, false, nil)
            case .youngFlight: (threshold, false, nil)
            case .launch(let spot): (gateThreshold, true, spot)
            }
            scan(triple, rect: rect, floor: floor, useTiles: false)
            var gated = DetectionResult(time: b.time, candidates: [], rejected: [], noiseSigma: sigma,
                                        cameraShift: cameraShift, threshold: floor)
            collect(labeler.blobs(), frames: triple, sigma: sigma, time: b.time, faint: !young,
                    insideTrackGate: !seedsTracks, launchSpot: launchSpot, into: &gated)
            if seedsTracks {
                for i in gated.candidates.indices { gated.candidates[i].isFaint = false }
            }
            if young {
                gated.candidates.removeAll { $0.contrast < Self.youngFlightPeakFactor * Double(threshold) }
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
}
