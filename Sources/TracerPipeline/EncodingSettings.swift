import TracerMedia

/// How written video is encoded; the CLI's `--preset` and `--crf`.
public typealias EncodingSettings = EncoderSettings

/// The defaults `--help` states.
public enum EncodingDefaults {
    public static let preset = EncoderSettings().preset
    public static let crf = EncoderSettings().crf
}
