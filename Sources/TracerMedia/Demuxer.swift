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
        var context: UnsafeMutablePointer<AVFormatContext>?
        let opened = avformat_open_input(&context, path, nil, nil)
        guard opened >= 0, let openedContext = context else {
            if opened == FFmpegCode.noSuchFile { throw MediaError.fileNotFound(path: path) }
            throw MediaError.notMediaFile(path: path, reason: FFmpegCode.text(opened))
        }
        let found = avformat_find_stream_info(openedContext, nil)
        guard found >= 0 else {
            avformat_close_input(&context)
            throw MediaError.notMediaFile(path: path, reason: FFmpegCode.text(found))
        }
        self.context = openedContext
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

    /// The best video stream's index, skipping cover art.
    func bestVideoStream() throws(MediaError) -> Int {
        let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        if index == FFmpegCode.streamNotFound { throw MediaError.noVideoStream(path: path) }
        try FFmpegCode.check(index, "av_find_best_stream")
        if stream(Int(index)).pointee.disposition & AV_DISPOSITION_ATTACHED_PIC != 0 {
            throw MediaError.noVideoStream(path: path)
        }
        return Int(index)
    }
}
