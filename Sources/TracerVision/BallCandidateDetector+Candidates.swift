import Foundation

/// The candidate tests: which labelled blobs become ball candidates, and why the others are rejected.
extension BallCandidateDetector {
    /// Sorts the labelled blobs into candidates and rejections (see `RejectedBlob.Reason`).
    /// `insideTrackGate`: the blobs lie where a track expects its ball, so one is not rejected
    /// for how much of its surroundings look like it (a white ball passing a white cloud);
    /// it must still stand out from most of them. `launchSpot`: the blobs lie in the gate of a
    /// ball just hit from there, so a streak pointing back at it is judged by a ring around
    /// the streak (`streakRingLikeness`).
    ///
    /// `splitFloor`, the floor the blobs were labelled at: a blob whose centre does not stand
    /// out (`MergedBlobSplit`) is labelled again around its peak, and what stands there is judged in its place.
    func collect(_ blobs: [BlobMoments], frames: FrameTriple, sigma: Double, time: Double, faint: Bool,
                 insideTrackGate: Bool = false, launchSpot: PixelPoint? = nil, splitFloor: Int? = nil,
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
        var merged: [BlobMoments] = []
        for (blob, shape, position, coded, snr) in plausible {
            guard accepted < maximumCandidates else { break }
            let radius = 2 * shape.minorSigma * s
            let polaritySign: Double = blob.signedWeight >= 0 ? 1 : -1
            // The ring hugs the blob's own extent: a small ball next to the golfer or in front of a
            // cloud is still unlike its immediate surroundings, while a larger mover's tip continues into them.
            let ringReach = 2 * shape.majorSigma + 2 * shape.minorSigma + 3
            let ring = min(Self.largestRingHalfSize, max(4, Int(ringReach.rounded(.up))))
            let core = frames.coreContrast(cx: shape.cx - 0.5, cy: shape.cy - 0.5, brighter: polaritySign > 0,
                                           ringHalfSize: ring, tolerance: 0.35 * Double(blob.peak))
            // Just after a launch a ball's streak can outrun its square ring and cross it. Only a
            // clear streak, seen at the full threshold over a dozen pixels and longer than the
            // square ring judges well, along the line from the spot: a faint sliver, a short
            // dash, or one lying across that line, is as likely an edge or clutter.
            var likeCore = core?.likeCore ?? 0
            if let launchSpot, blob.count >= 12, Double(blob.peak) >= request.preset.detectionSigmas * sigma,
               shape.majorSigma >= max(Self.launchStreakMinimumLength / 12.0.squareRoot(), 3 * shape.minorSigma),
               Self.axis(shape.angle + (geometry.orientation.swapsAxes ? Double.pi / 2 : 0),
                         pointsFrom: launchSpot, to: position),
               let streakLike = frames.streakRingLikeness(shape, margin: 2 * shape.minorSigma + 2, brighter: polaritySign > 0,
                                                          tolerance: 0.35 * Double(blob.peak)) {
                likeCore = streakLike
            }
            let standsOut = core.map { $0.contrast * polaritySign >= 0.5 * Double(blob.peak) } ?? true
            let ringAlike = core != nil && !insideTrackGate && likeCore > 0.15
            // A ball that stands out from its ring's middle but not from all of it: one passing
            // the golfer's light clothes or a cloud, which a track's gate would have let through,
            // is kept for the look back. Not a streak longer than its ring: that is judged apart
            // (`streakRingLikeness`), and its outline may be a piece of the ball's blur only.
            let lookBackOnly = standsOut && ringAlike && !faint && ringReach <= Double(Self.largestRingHalfSize)
            if !standsOut, let splitFloor, MergedBlobSplit.worthSplitting(blob, floor: splitFloor) {
                merged.append(blob)
            }
            if let core, !standsOut || ringAlike {
                result.rejected.append(RejectedBlob(
                    position: position, radius: radius, area: blob.count, reason: .partOfLargerObject,
                    detail: "contrast \(Int(core.contrast * polaritySign)) vs peak \(blob.peak), \(Int(likeCore * 100))% of ring alike"))
                guard lookBackOnly else { continue }
            }
            let touches = !lookBackOnly && !faint && touchesOtherMotion(shape, level: max(2, Int(blob.peak) / 3))
            if touches {
                result.rejected.append(RejectedBlob(position: position, radius: radius, area: blob.count,
                                                    reason: .touchesOtherMotion))
            }
            let entangled = lookBackOnly || touches
            if entangled {
                guard result.entangled.count < Self.maximumEntangled else { continue }
            } else {
                accepted += 1
            }
            let candidate = BallCandidate(
                time: time, position: position, codedPosition: coded, radius: radius,
                length: max(2 * radius, (12 * shape.majorSigma * shape.majorSigma).squareRoot() * s),
                angle: shape.angle + (geometry.orientation.swapsAxes ? Double.pi / 2 : 0),
                polarity: blob.signedWeight >= 0 ? .brighter : .darker, contrast: Double(blob.peak),
                area: blob.count, score: 1 - exp(-snr / 10), isFaint: faint,
                surroundingMotion: surroundingMotion(x: shape.cx, y: shape.cy), background: core?.background)
            if entangled { result.entangled.append(candidate) } else { result.candidates.append(candidate) }
        }
        guard let splitFloor else { return }
        for blob in merged {
            guard let core = splitCore(of: blob, frames: frames, floor: splitFloor) else { continue }
            collect([core], frames: frames, sigma: sigma, time: time, faint: faint, insideTrackGate: insideTrackGate,
                    launchSpot: launchSpot, into: &result)
        }
    }

    /// The most blobs touching other motion a frame keeps for the look back (strongest first).
    /// A shaky frame with the club and the golfer in motion holds dozens, many stronger than a
    /// ball just hit beside them (seed 241's hevc10 drive, frame 59: 93, and with eight kept
    /// the ball's was not among them; seed 1009's, frame 58: 39, and the dark ball was not
    /// among 24). Every blob tested is ring-tested already, so keeping more costs little.
    static let maximumEntangled = 64
    /// Largest half size (analysis-buffer pixels) of the square ring a blob is judged against.
    static let largestRingHalfSize = 24

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

    /// The shortest blob (analysis-buffer pixels, end to end) judged as a launch streak by the
    /// ring around its outline: shorter ones the square ring judges as well, and a short
    /// clutter dash in a wide launch gate can point back at the spot by chance.
    static let launchStreakMinimumLength = 16.0

    /// Whether a blob's long axis (display angle, modulo π) lies along the line from `spot`
    /// to the blob, within 15°.
    static func axis(_ angle: Double, pointsFrom spot: PixelPoint, to position: PixelPoint) -> Bool {
        let dx = position.x - spot.x, dy = position.y - spot.y
        return hypot(dx, dy) > 1 && AxisAlignment.misalignment(ofAxis: angle, fromStep: dx, dy) < 0.26
    }
}
