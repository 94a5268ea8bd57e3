import CFFmpeg

/// The picture sizes TracerMedia reads and writes.
///
/// Checked against the container's and the codec's headers before a decoder
/// opens, and handed to FFmpeg as `max_pixels`, so a lying header cannot make
/// it allocate gigabytes. Up to 8K UHD (8192×4320) in either orientation.
///
/// Opening the first file also caps every single FFmpeg allocation at
/// `maximumAllocation` (`av_max_alloc`, process-wide): a lying count in a
/// container box then fails cleanly instead of reserving a gigabyte.
public enum MediaLimits {
    /// The shortest side accepted, in pixels (4:2:0 chroma needs at least 2).
    public static let minimumSide = 2
    /// The longest side accepted, in pixels.
    public static let maximumSide = 8192
    /// The most pixels per picture accepted: 8192×4320.
    public static let maximumPixels = 8192 * 4320

    /// The largest single block FFmpeg may allocate: 512 MiB, above the
    /// biggest raw picture at `maximumPixels` (8 bytes a pixel, 283 MB).
    public static let maximumAllocation = 512 << 20

    /// Installs the allocation cap once; read it before any FFmpeg call that reads a file.
    static let allocationCap: Void = av_max_alloc(maximumAllocation)

    /// Whether a picture of this size is accepted.
    public static func accepts(width: Int, height: Int) -> Bool {
        let sides = minimumSide...maximumSide
        return sides.contains(width) && sides.contains(height) && width * height <= maximumPixels
    }

    /// The limits in words, for messages.
    public static var description: String {
        "sides \(minimumSide)…\(maximumSide) pixels, at most \(maximumPixels) pixels"
    }

    /// Throws `unsupportedDimensions` unless the size is accepted.
    static func check(width: Int, height: Int, path: String) throws(MediaError) {
        guard accepts(width: width, height: height) else {
            throw MediaError.unsupportedDimensions(path: path, width: width, height: height)
        }
    }

    /// The `max_pixels` option for FFmpeg decoders, as a string.
    static var maxPixelsOption: String { String(maximumPixels) }
}
