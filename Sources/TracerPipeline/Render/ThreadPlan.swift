import Foundation
import TracerMedia

/// How many threads `render`'s and `burn`'s decoder and encoder get (both the
/// same, so a burn encodes the bytes a render did).
///
/// The decoder runs on one thread: frame-threaded decoding keeps a set of
/// pictures per thread (about 13 MB a thread at 1080p), and decoding is the
/// small part of a render. That thread is its own, `framesDecodedAhead` frames
/// ahead of the one that draws and feeds the encoder, so that decoding does not
/// wait on the encoder's hand-off nor the encoder on decoding (7-10% off a 1080p
/// burn's time for 3-6 MB). x264 gets one thread per core (its own
/// default is one and a half per core, each thread another 13 MB or so at 1080p
/// ultrafast), or the user's `--threads`.
struct ThreadPlan: Equatable {
    var decoder: Int
    var encoder: Int

    /// Decoded frames waiting for the drawing thread, at most.
    static let framesDecodedAhead = 2

    init(requested: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
        decoder = 1
        encoder = requested > 0 ? requested : max(1, cores)
    }

    /// `settings` with the encoder's thread count.
    func encoding(_ settings: EncoderSettings) -> EncoderSettings {
        var result = settings
        result.threads = encoder
        return result
    }
}
