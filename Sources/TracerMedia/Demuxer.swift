import CFFmpeg
import Foundation

/// An opened input container; reads packets of every stream in file order.
final class Demuxer {
    enum ReadResult { case packet, endOfFile }

    let path: String
    private let context: UnsafeMutablePointer<AVFormatContext>

    init(url: URL) throws(MediaError) {
        let path = url.path
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else {
            throw MediaError.fileNotFound(path: path)
        }
        MediaLimits.allocationCap
        var context: UnsafeMutablePointer<AVFormatContext>?
        let opened = avformat_open_input(&context, path, nil, nil)
        guard opened >= 0, let openedContext = context else {
            if opened == FFmpegCode.noSuchFile { throw MediaError.fileNotFound(path: path) }
            throw MediaError.notMediaFile(path: path, reason: FFmpegCode.text(opened))
        }
        let found = Self.findStreamInfo(openedContext)
        guard found >= 0 else {
            avformat_close_input(&context)
            throw MediaError.notMediaFile(path: path, reason: FFmpegCode.text(found))
        }
        self.context = openedContext
    }

    /// Probes the streams with every probing decoder capped at `MediaLimits.maximumPixels`.
    private static func findStreamInfo(_ context: UnsafeMutablePointer<AVFormatContext>) -> Int32 {
        let count = Int(context.pointee.nb_streams)
        guard count > 0 else { return avformat_find_stream_info(context, nil) }
        let options = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: count)
        options.initialize(repeating: nil, count: count)
        defer {
            for index in 0..<count { av_dict_free(&options[index]) }
            options.deinitialize(count: count)
            options.deallocate()
        }
        for index in 0..<count {
            av_dict_set(&options[index], "max_pixels", MediaLimits.maxPixelsOption, 0)
        }
        return avformat_find_stream_info(context, options)
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = context
        avformat_close_input(&context)
    }

    /// Fills `packet` with the next packet of any stream.
    func read(into packet: borrowing Packet) throws(MediaError) -> ReadResult {
        packet.unref()
        let code = packet.withUnsafePointer { av_read_frame(context, $0) }
        if code == FFmpegCode.endOfFile { return .endOfFile }
        try FFmpegCode.check(code, "av_read_frame")
        return .packet
    }

    var streamCount: Int { Int(context.pointee.nb_streams) }

    /// The stream at `index`; valid while the demuxer lives.
    func stream(_ index: Int) -> UnsafeMutablePointer<AVStream> {
        precondition(index >= 0 && index < streamCount, "stream index out of range")
        return context.pointee.streams[index]!
    }

    func withUnsafeContext<R, E: Error>(
        _ body: (UnsafeMutablePointer<AVFormatContext>) throws(E) -> R
    ) throws(E) -> R {
        try body(context)
    }

    /// The best video stream's index, skipping cover art; refuses still
    /// images and picture sizes outside `MediaLimits`.
    func bestVideoStream() throws(MediaError) -> Int {
        let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        if index == FFmpegCode.streamNotFound { throw MediaError.noVideoStream(path: path) }
        try FFmpegCode.check(index, "av_find_best_stream")
        let stream = stream(Int(index))
        if stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC != 0 {
            throw MediaError.noVideoStream(path: path)
        }
        if isStillImage {
            throw MediaError.stillImage(path: path)
        }
        let parameters = StreamFacts.parameters(stream).pointee
        try MediaLimits.check(width: Int(parameters.width), height: Int(parameters.height), path: path)
        return Int(index)
    }

    /// True for FFmpeg's image demuxers (`image2`, `png_pipe`, `jpeg_pipe`, ...):
    /// one picture per file, not a clip.
    private var isStillImage: Bool {
        let name = StreamFacts.name(context.pointee.iformat.pointee.name)
        return name == "image2" || name == "image2pipe" || name.hasSuffix("_pipe")
    }
}
