@testable import TracerVision

/// The fitter most tests judge tracks with: the default request, frames 1/60 s apart.
extension TrajectoryFitter {
    /// A fitter with the default `TrajectoryRequest` for frames of `geometry`, 60 fps.
    static func at60fps(_ geometry: FrameGeometry) throws -> TrajectoryFitter {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
        fitter.frameInterval = 1.0 / 60
        return fitter
    }
}
