import Foundation
import TracerMedia

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

    mutating func offer(_ frame: borrowing VideoFrame, info: MediaInfo) {
        guard !taken else { return }
        let nearEnd = frame.time >= info.duration - 1.5 / max(1, info.video.frameRate)
        guard frame.time >= time - 1e-6 || nearEnd else { return }
        taken = true
        let image: DisplayImage
        do {
            image = try frame.displayImage(rotation: info.video.rotation)
        } catch {
            failure = TracerError(error)
            return
        }
        do {
            try PictureFile.write(image, to: destination)
        } catch {
            failure = error
        }
    }
}
