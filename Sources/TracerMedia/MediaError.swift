import Foundation

/// Everything that can go wrong while reading, probing or writing a clip.
///
/// Each case carries a one-line `message` for the user (what is wrong and what
/// to do) and an `exitCode` for the CLI:
///
/// | code | cases |
/// | ---: | --- |
/// | 3 | `fileNotFound` |
/// | 4 | `notMediaFile`, `noVideoStream`, `stillImage` |
/// | 5 | `unsupportedCodec`, `unsupportedDimensions` |
/// | 6 | `decodeFailed` |
/// | 7 | `outputExists` |
/// | 8 | `outputNotWritable`, `outputIsInput` |
/// | 9 | `encodeFailed`, `diskFull` |
/// | 12 | `ffmpeg` (any other FFmpeg failure) |
///
/// Codes 1 and 2 are left to the CLI (generic failure, usage).
///
/// Whenever a write fails, the temporary output is removed and the destination
/// is left as it was; reading never modifies the input.
public enum MediaError: Error, Equatable, Sendable {
    /// The input path does not exist.
    case fileNotFound(path: String)
    /// FFmpeg cannot read the file as a media container.
    case notMediaFile(path: String, reason: String)
    /// The file is media but holds no video stream (audio only, cover art only).
    case noVideoStream(path: String)
    /// The video codec has no decoder (or encoder) in this FFmpeg build.
    case unsupportedCodec(path: String, codec: String)
    /// The picture size is unknown or outside `MediaLimits` (checked from the
    /// headers before any picture is allocated).
    case unsupportedDimensions(path: String, width: Int, height: Int)
    /// The file is a single still image (PNG, JPEG, ...), not a clip.
    case stillImage(path: String)
    /// Not a single frame could be decoded.
    case decodeFailed(path: String, reason: String)
    /// The destination exists and overwriting was not asked for.
    case outputExists(path: String)
    /// The destination folder is missing or cannot be written.
    case outputNotWritable(path: String, reason: String)
    /// The destination is the input file itself.
    case outputIsInput(path: String)
    /// The encoder or muxer refused the stream.
    case encodeFailed(path: String, reason: String)
    /// The disk (or the file size limit) ran out while writing; `reason` is the system's text.
    case diskFull(path: String, reason: String)
    /// Any other FFmpeg failure: `operation` names the call, the text comes from `av_strerror`.
    case ffmpeg(code: Int32, operation: String, text: String)

    /// The process exit code the CLI uses for this error (see the table above).
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound: 3
        case .notMediaFile, .noVideoStream, .stillImage: 4
        case .unsupportedCodec, .unsupportedDimensions: 5
        case .decodeFailed: 6
        case .outputExists: 7
        case .outputNotWritable, .outputIsInput: 8
        case .encodeFailed, .diskFull: 9
        case .ffmpeg: 12
        }
    }

    /// One line for the user: what is wrong and what to do about it.
    public var message: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file; check the path."
        case .notMediaFile(let path, let reason):
            "\(path): not a media file FFmpeg can read (\(reason)); pass a video clip."
        case .noVideoStream(let path):
            "\(path): has no video stream; pass a video clip, not an audio file."
        case .unsupportedCodec(let path, let codec):
            "\(path): codec \(codec) is not supported by this FFmpeg build; convert the clip to H.264 or HEVC first."
        case .unsupportedDimensions(let path, let width, let height) where width <= 0 || height <= 0:
            "\(path): the video stream does not say its picture size; the file may be damaged."
        case .unsupportedDimensions(let path, let width, let height):
            "\(path): picture size \(width)×\(height) is outside what tracer handles (\(MediaLimits.description)); scale the clip down first."
        case .stillImage(let path):
            "\(path): is a still image, not a video; pass a video clip."
        case .decodeFailed(let path, let reason):
            "\(path): no frame could be decoded (\(reason)); the file may be damaged."
        case .outputExists(let path):
            "\(path): already exists; pass -y/--overwrite to replace it or choose another name."
        case .outputNotWritable(let path, let reason):
            "\(path): cannot write here (\(reason)); check that the folder exists and is writable."
        case .outputIsInput(let path):
            "\(path): the output would overwrite the input; choose another output name."
        case .encodeFailed(let path, let reason):
            "\(path): encoding failed (\(reason))."
        case .diskFull(let path, let reason):
            "\(path): ran out of space while writing (\(reason)); free some disk space and try again. Nothing was written."
        case .ffmpeg(let code, let operation, let text):
            "FFmpeg \(operation) failed: \(text) (code \(code))."
        }
    }
}

extension MediaError: CustomStringConvertible, LocalizedError {
    public var description: String { message }
    public var errorDescription: String? { message }
}
