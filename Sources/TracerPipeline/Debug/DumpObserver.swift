import TracerMedia
import TracerVision

/// Collects the pictures of frames in range and writes each with its diagnostics
/// when they arrive (a frame behind).
final class DumpObserver: DetectionObserver {
    let sink: DumpSink
    let rotation: Int
    let from: Double
    let to: Double?
    private var pending = PendingFrames()
    private var history = TrackHistory()
    /// The flights the path leaves out, once the clip has ended.
    private(set) var leftOutFlights: [LeftOutFlight] = []

    init(sink: DumpSink, rotation: Int, from: Double, to: Double?) {
        self.sink = sink
        self.rotation = rotation
        self.from = from
        self.to = to
    }

    func chose(_ request: TrajectoryRequest) {
        sink.request = request
    }

    func decoded(_ frame: borrowing VideoFrame, index: Int) throws(TracerError) {
        guard frame.time >= from - 1e-6, frame.time <= (to ?? .infinity) + 1e-6 else { return }
        var image: DisplayImage?
        if sink.pictures {
            do { image = try frame.displayImage(rotation: rotation) } catch { throw TracerError(error) }
        }
        pending.append(.init(index: index, time: frame.time, image: image))
    }

    func analysed(_ diagnostics: FrameDiagnostics, session: TrajectorySession) throws(TracerError) {
        history.update(with: diagnostics)
        for (frame, own) in pending.take(through: diagnostics) {
            if let own {
                try sink.write(frame, diagnostics: own, history: history, observations: session.observations)
            } else {
                try sink.write(frame, note: FrameNote.skipped)
            }
        }
    }

    func leftOut(_ flights: [LeftOutFlight]) {
        leftOutFlights = flights
    }

    /// Frames whose diagnostics never came.
    func finish() throws(TracerError) {
        for frame in pending.takeAll() { try sink.write(frame, note: FrameNote.skipped) }
    }
}
