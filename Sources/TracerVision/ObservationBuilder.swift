import Foundation

/// Turns a confirmed track into a `TrajectoryObservation`.
struct ObservationBuilder {
    let request: TrajectoryRequest
    let geometry: FrameGeometry

    func observation(for track: Track, fit: MotionFit) -> TrajectoryObservation? {
        let points = zip(track.points, fit.inliers).filter(\.1).map(\.0)
        guard points.count >= 3 else { return nil }
        let w = Double(geometry.displayWidth), h = Double(geometry.displayHeight)
        let times = points.map(\.time)
        let smoothedX: [Double], smoothedY: [Double]
        if points.count >= 12 {
            let local = LocalSmoother(times: times, x: points.map(\.position.x), y: points.map(\.position.y))
            smoothedX = local.x
            smoothedY = local.y
        } else {
            smoothedX = times.map { fit.x($0) }
            smoothedY = times.map { fit.y($0) }
        }
        let samples = points.indices.map { i in
            TrajectorySample(t: times[i], x: (smoothedX[i] + points[i].cameraOffset.x) / w,
                             y: (smoothedY[i] + points[i].cameraOffset.y) / h,
                             r: max(0.3, fit.r(times[i])) / w)
        }
        let tail = Array(samples.suffix(15))
        let tailTimes = tail.map(\.t), tailOrigin = tailTimes[tailTimes.count - 1]
        let tailDegree = tail.count >= 6 ? 2 : 1
        let tailX = Polynomial.fit(tailTimes, tail.map(\.x), degree: tailDegree, origin: tailOrigin)
            ?? Polynomial(coefficients: [tail.last!.x], origin: tailOrigin)
        let tailY = Polynomial.fit(tailTimes, tail.map(\.y), degree: tailDegree, origin: tailOrigin)
            ?? Polynomial(coefficients: [tail.last!.y], origin: tailOrigin)
        let tailR = Polynomial.fit(tailTimes, tail.map(\.r), degree: 1, origin: tailOrigin)
            ?? Polynomial(coefficients: [tail.last!.r], origin: tailOrigin)
        let interval = tail.count >= 2 ? (tail.last!.t - tail.first!.t) / Double(tail.count - 1) : 1.0 / 60
        let motion = TrajectoryMotion(samples: samples, tailX: tailX, tailY: tailY, tailR: tailR,
                                      frameInterval: interval)

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
        let inlierRatio = Double(points.count) / Double(track.points.count)
        let lengthScore = min(1, Double(points.count) / (1.5 * Double(length)))
        let raw = 0.4 * min(1, max(0, sagZ) / 10) + 0.3 * lengthScore + 0.3 * inlierRatio
        let confidence = max(0, min(1, raw * exp(-fit.sigma / 4)))
        return TrajectoryObservation(uuid: track.uuid, detectedPoints: detected, projectedPoints: projected,
                                     equationCoefficients: abc, movingAverageRadius: movingRadius,
                                     timeRange: times[0]...times[times.count - 1], confidence: confidence,
                                     motion: motion, detectionCount: points.count)
    }
}
