@testable import TracerVision

/// The fitter most tests judge tracks with: the default request, frames 1/60 s apart.
extension TrajectoryFitter {
    /// A fitter with the default `TrajectoryRequest` for frames of `geometry`, 60 fps.
    static func at60fps(_ geometry: FrameGeometry) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
        fitter.frameInterval = 1.0 / 60
        return fitter
    }

    /// Hands the fitter the frame at `time` from a still camera (noise 1, threshold 4) with
    /// `candidates` (none: the ball unseen).
    @discardableResult
    func updateStill(at time: Double, _ candidates: [BallCandidate] = [])
        -> (decisions: [CandidateDecision], events: [TrackEvent]) {
        update(with: DetectionResult(time: time, candidates: candidates, rejected: [], noiseSigma: 1,
                                     cameraShift: PixelPoint(x: 0, y: 0), threshold: 4),
               cameraOffset: PixelPoint(x: 0, y: 0))
    }
}

extension BallCandidate {
    /// A bright blob found at the full threshold at `position` at `time`, as long as it is wide.
    static func blob(at position: PixelPoint, time: Double, radius: Double, contrast: Double = 40, area: Int = 6,
                     score: Double = 1) -> BallCandidate {
        BallCandidate(time: time, position: position, codedPosition: position, radius: radius, length: 2 * radius,
                      angle: 0, polarity: .brighter, contrast: contrast, area: area, score: score, isFaint: false,
                      surroundingMotion: 0)
    }
}
