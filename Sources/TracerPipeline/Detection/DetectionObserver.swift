import TracerMedia
import TracerVision

/// Watches a detection pass frame by frame (what `tracer debug` draws from).
protocol DetectionObserver: AnyObject {
    /// The request, once alignment has chosen the region of interest.
    func chose(_ request: TrajectoryRequest)
    /// Every decoded frame exactly once, in presentation order, while its pixels live.
    func decoded(_ frame: borrowing VideoFrame, index: Int) throws(TracerError)
    /// The diagnostics of an analysed frame (they come one frame behind), and the
    /// session as it stands after it.
    func analysed(_ diagnostics: FrameDiagnostics, session: TrajectorySession) throws(TracerError)
    /// The flights the session found that the final path leaves out, each with why
    /// (`TracerPathBuilder.exclusion`), once the clip has ended.
    func leftOut(_ flights: [LeftOutFlight])
}
