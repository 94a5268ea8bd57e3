/// How `VideoWriter` encodes H.264 with libx264.
///
/// The defaults, preset `veryfast` and CRF 20, are chosen for sharing: the
/// tracer line and the ball stay crisp, files stay phone-sized, and a 1080p
/// clip encodes at about real time on two cores.
public struct EncoderSettings: Sendable, Hashable, Codable {
    /// An x264 preset name, `ultrafast` ... `placebo`.
    public var preset: String
    /// Constant rate factor, 0 (lossless) ... 51; lower is better and larger.
    public var crf: Int
    /// Encoder threads; 0 uses every core. Output bytes depend on it, so burns
    /// meant to match must use the same value.
    public var threads: Int

    /// The CRF values x264 accepts for 8-bit output.
    public static let crfRange = 0...51

    /// The preset names x264 knows, fastest first.
    public static let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
    ]

    public init(preset: String = "veryfast", crf: Int = 20, threads: Int = 0) {
        self.preset = preset
        self.crf = crf
        self.threads = threads
    }
}
