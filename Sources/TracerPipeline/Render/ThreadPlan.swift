import Foundation
import TracerMedia

/// How many threads `render`'s decoder and encoder get.
///
/// The user's `--threads n` caps both. Without it, the decoder runs on one
/// thread (frame-threaded decoding keeps a picture set per thread, about 10 MB
/// a thread at 1080p, and decoding is a small part of a render) and x264 picks
/// its own count.
struct ThreadPlan: Equatable {
    var decoder: Int
    var encoder: Int

    init(requested: Int) {
        if requested > 0 {
            decoder = requested
            encoder = requested
        } else {
            decoder = 1
            encoder = 0
        }
    }

    /// `settings` with the encoder's thread count.
    func encoding(_ settings: EncoderSettings) -> EncoderSettings {
        var result = settings
        result.threads = encoder
        return result
    }
}
