import CFFmpeg

/// FFmpeg's negative return codes, named, with their `av_strerror` text.
enum FFmpegCode {
    static let endOfFile = tracer_averror_eof()
    static let tryAgain = tracer_averror_eagain()
    static let outOfMemory = tracer_averror_enomem()
    static let noSuchFile = tracer_averror_enoent()
    static let invalidData = tracer_averror_invaliddata()
    static let streamNotFound = tracer_averror_stream_not_found()
    static let decoderNotFound = tracer_averror_decoder_not_found()
    static let noPTS = tracer_nopts_value()

    static func text(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        if av_strerror(code, &buffer, buffer.count) < 0 {
            return "unknown error \(code)"
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func error(_ code: Int32, _ operation: String) -> MediaError {
        MediaError.ffmpeg(code: code, operation: operation, text: text(code))
    }

    /// Throws `MediaError.ffmpeg` for a negative code, returns it unchanged otherwise.
    @discardableResult
    static func check(_ code: Int32, _ operation: String) throws(MediaError) -> Int32 {
        guard code < 0 else { return code }
        throw error(code, operation)
    }
}
