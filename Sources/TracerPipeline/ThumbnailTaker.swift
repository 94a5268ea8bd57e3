import Foundation
import TracerMedia
import TracerVision

/// Saves one picture of a clip as it is written: the first frame at or after
/// `time` (where every trajectory is drawn in full), or a frame at the very end
/// when the clip stops sooner.
struct ThumbnailTaker {
    let destination: URL
    let time: Double
    private(set) var taken = false
    private(set) var failure: TracerError?

    init(destination: URL, time: Double) {
        self.destination = destination
        self.time = time
    }

    /// The time a path's thumbnail should show: when its last trajectory ends.
    static func time(of path: TracerPath?) -> Double {
        path?.trajectories.map(\.end).max() ?? 0
    }

    /// Whether a frame at `frameTime` may be the picture for `time`: the first one
    /// that does is taken.
    static func qualifies(_ frameTime: Double, for time: Double, info: MediaInfo) -> Bool {
        let nearEnd = frameTime >= info.duration - 1.5 / max(1, info.video.frameRate)
        return frameTime >= time - 1e-6 || nearEnd
    }

    /// Saves `frame` in display orientation as a PNG.
    static func save(_ frame: borrowing VideoFrame, info: MediaInfo, to destination: URL) throws(TracerError) {
        let image: DisplayImage
        do {
            image = try frame.displayImage(rotation: info.video.rotation)
        } catch {
            throw TracerError(error)
        }
        try PictureFile.write(image, to: destination)
    }

    mutating func offer(_ frame: borrowing VideoFrame, info: MediaInfo) {
        guard !taken, Self.qualifies(frame.time, for: time, info: info) else { return }
        taken = true
        do {
            try Self.save(frame, info: info, to: destination)
        } catch {
            failure = error
        }
    }
}
