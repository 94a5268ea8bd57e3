import Foundation
import TracerMedia
import TracerVision

/// `render --thumbnail` while the path still grows: keeps a reference to the
/// frame `ThumbnailTaker` would pick for the path as it stands when the frame is
/// written, as drawn. At the end it is the thumbnail only if the final path picks
/// the same frame (and draws the same on it); otherwise the render needs the
/// second pass, which takes the thumbnail itself.
final class ThumbnailCandidate {
    let destination: URL
    let info: MediaInfo
    private var kept: VideoFrame?
    private var keptFor = -Double.infinity

    init(destination: URL, info: MediaInfo) {
        self.destination = destination
        self.info = info
    }

    /// The time of the frame kept, if any.
    var keptTime: Double? { kept?.time }

    /// Offers a frame as drawn from a path whose thumbnail time is `time`.
    func offer(_ frame: borrowing VideoFrame, for time: Double) throws(TracerError) {
        guard kept == nil || keptFor != time, ThumbnailTaker.qualifies(frame.time, for: time, info: info) else { return }
        do {
            kept = try frame.reference()
        } catch {
            throw TracerError(error)
        }
        keptFor = time
    }

    /// The first of `times` (frame times in order) that the final path's thumbnail picks.
    func pick(among times: [Double], for time: Double) -> Double? {
        times.first { ThumbnailTaker.qualifies($0, for: time, info: info) }
    }

    /// Saves the kept frame; returns the failure, if any. (No frame kept: the clip
    /// had none to show, and `burn` would save nothing either.)
    func save() -> TracerError? {
        guard let kept = kept.take() else { return nil }
        do {
            try ThumbnailTaker.save(kept, info: info, to: destination)
            return nil
        } catch {
            return error
        }
    }
}
