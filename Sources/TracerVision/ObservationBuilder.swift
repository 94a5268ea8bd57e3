import Foundation

/// Turns a confirmed track into a `TrajectoryObservation`: its smoothed points as
/// the motion to draw, and Vision's fields from its raw detections.
struct ObservationBuilder {
    let request: TrajectoryRequest
    let geometry: FrameGeometry

    func observation(for track: Track) -> TrajectoryObservation? {
        let smoothed = track.smoothedPoints()
        let kept = zip(track.points, smoothed).compactMap { point, sample in sample.map { (point, $0) } }
        guard kept.count >= 3, let fit = MotionFit(points: track.points, smoothing: track.smoothing) else { return nil }
        let w = Double(geometry.displayWidth), h = Double(geometry.displayHeight)
        let samples = kept.map { point, s in
            TrajectorySample(t: s.time, x: (s.x + point.cameraOffset.x) / w, y: (s.y + point.cameraOffset.y) / h,
                             r: max(0.3, s.radius) / w)
        }
        var motion = Self.motion(samples: samples)
        let offsets = kept.map { NormalizedPoint(x: $0.0.cameraOffset.x / w, y: $0.0.cameraOffset.y / h) }
        (motion.samples, motion.cameraOffsets) = GapFill.filled(samples, offsets: offsets, width: w, height: h)
        let points = kept.map(\.0)
        let times = points.map(\.time)

        let roi = request.regionOfInterest
        let roiPoints = points.map { p -> NormalizedPoint in
            let display = PixelPoint(x: p.position.x + p.cameraOffset.x, y: p.position.y + p.cameraOffset.y)
            return roi.roiNormalized(geometry.lowerLeftNormalized(fromDisplay: display))
        }
        let length = request.trajectoryLength
        let detected = Array(roiPoints.suffix(length))
        let equation = Polynomial.fit(roiPoints.map(\.x), roiPoints.map(\.y), degree: 2, origin: 0)
        var abc = SIMD3<Double>(0, 0, 0)
        if let e = equation {
            let c = e.coefficients + [0, 0, 0]
            abc = SIMD3(c[2], c[1], c[0])
        }
        let u0 = detected.first?.x ?? 0, u1 = detected.last?.x ?? 0
        let projected = (0..<5).map { k -> NormalizedPoint in
            let u = u0 + (u1 - u0) * Double(k) / 4
            return NormalizedPoint(x: u, y: abc.x * u * u + abc.y * u + abc.z)
        }
        let radii = points.suffix(length).map(\.radius)
        let movingRadius = radii.reduce(0, +) / Double(radii.count) / w

        let sagZ = fit.sag / max(fit.sagError, 0.05)
        let inlierRatio = Double(kept.count) / Double(track.count)
        let lengthScore = min(1, Double(kept.count) / (1.5 * Double(length)))
        let raw = 0.4 * min(1, max(0, sagZ) / 10) + 0.3 * lengthScore + 0.3 * inlierRatio
        let confidence = max(0, min(1, raw * exp(-fit.sigma / 4)))
        return TrajectoryObservation(uuid: track.uuid, detectedPoints: detected, projectedPoints: projected,
                                     equationCoefficients: abc, movingAverageRadius: movingRadius,
                                     timeRange: times[0]...times[times.count - 1], confidence: confidence,
                                     motion: motion, detectionCount: kept.count,
                                     clearDetectionCount: points.filter(\.isClear).count)
    }

    /// The samples with polynomials fitted over the last fifteen, for extrapolation past the end.
    static func motion(samples: [TrajectorySample]) -> TrajectoryMotion {
        let tail = Array(samples.suffix(15))
        let tailTimes = tail.map(\.t), tailOrigin = tailTimes[tailTimes.count - 1]
        let tailDegree = tail.count >= 6 ? 2 : 1
        let tailX = Polynomial.fit(tailTimes, tail.map(\.x), degree: tailDegree, origin: tailOrigin)
            ?? Polynomial(coefficients: [tail.last!.x], origin: tailOrigin)
        let tailY = Polynomial.fit(tailTimes, tail.map(\.y), degree: tailDegree, origin: tailOrigin)
            ?? Polynomial(coefficients: [tail.last!.y], origin: tailOrigin)
        let tailR = Polynomial.fit(tailTimes, tail.map(\.r), degree: 1, origin: tailOrigin)
            ?? Polynomial(coefficients: [tail.last!.r], origin: tailOrigin)
        // The typical step, not the mean: a gap in the tail would stretch the mean.
        let interval = tail.count >= 2 ? median(zip(tail, tail.dropFirst()).map { $1.t - $0.t }) : assumedFrameInterval
        return TrajectoryMotion(samples: samples, tailX: tailX, tailY: tailY, tailR: tailR, frameInterval: interval)
    }
}
