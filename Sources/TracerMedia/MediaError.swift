import Foundation

/// Everything that can go wrong while reading, probing or writing a clip.
///
/// Each case carries a one-line `message` for the user (what is wrong and what
/// to do) and an `exitCode` for the CLI:
///
/// | code | cases |
/// | ---: | --- |
/// | 3 | `fileNotFound` |
/// | 4 | `notMediaFile`, `noVideoStream` |
/// | 5 | `unsupportedCodec` |
/// | 6 | `decodeFailed` |
/// | 7 | `outputExists` |
/// | 8 | `outputNotWritable`, `outputIsInput` |
/// | 9 | `encodeFailed` |
/// | 10 | `ffmpeg` (any other FFmpeg failure) |
///
/// Codes 1 and 2 are left to the CLI (generic failure, usage).
public enum MediaError: Error, Equatable, Sendable {
    /// The input path does not exist.
    case fileNotFound(path: String)
    /// FFmpeg cannot read the file as a media container.
    case notMediaFile(path: String, reason: String)
    /// The file is media but holds no video stream (audio only, cover art only).
    case noVideoStream(path: String)
    /// The video codec has no decoder (or encoder) in this FFmpeg build.
    case unsupportedCodec(path: String, codec: String)
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
    /// Any other FFmpeg failure: `operation` names the call, the text comes from `av_strerror`.
    case ffmpeg(code: Int32, operation: String, text: String)

    /// The process exit code the CLI uses for this error (see the table above).
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound: 3
        case .notMediaFile, .noVideoStream: 4
        case .unsupportedCodec: 5
        case .decodeFailed: 6
        case .outputExists: 7
        case .outputNotWritable, .outputIsInput: 8
        case .encodeFailed: 9
        case .ffmpeg: 10
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
        case .ffmpeg(let code, let operation, let text):
            "FFmpeg \(operation) failed: \(text) (code \(code))."
        }
    }
}

extension MediaError: CustomStringConvertible, LocalizedError {
    public var description: String { message }
    public var errorDescription: String? { message }
}
