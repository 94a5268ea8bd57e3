import CFFmpeg
import Foundation

/// Encodes frames to H.264 (libx264, 8-bit 4:2:0) in an MP4 with the index up
/// front, copying the source's audio untouched and tagging the source's
/// rotation, so the result plays upright with every frame at its original time.
///
/// Writes to a hidden temporary file beside `destination` and renames it on
/// `finish()`; if anything fails, or the writer goes away unfinished, the
/// temporary file is removed and the destination is left as it was.
/// Not `Sendable`: use a writer from one task, next to its reader.
public final class VideoWriter {
    public let destination: URL
    public private(set) var framesWritten = 0
    /// Messages about things dropped or adjusted (audio the container cannot hold, repeated timestamps).
    public private(set) var warnings: [String] = []

    private let target: OutputTarget
    private let muxer: Muxer
    private let encoder: VideoEncoder
    private let audio: AudioPassthrough?
    private let videoStream: Int
    private let width: Int
    private let height: Int
    private var converter: PixelConverter?
    private let staging: Frame
    private let packet: Packet
    private var lastPTS: Int64?
    private var state = State.open

    private enum State { case open, finished, failed }

    /// Checks the destination and opens the encoder and the temporary output file.
    ///
    /// Throws `outputIsInput` if `destination` is the source file (even with
    /// `overwrite`), `outputExists` if it exists and `overwrite` is false,
    /// `outputNotWritable` if its folder is missing or read-only.
    public init(
        destination: URL, source: Source, settings: EncoderSettings = .init(), overwrite: Bool = false
    ) throws(MediaError) {
        self.destination = destination
        width = source.width
        height = source.height
        let target = try OutputTarget(destination: destination, input: source.inputURL, overwrite: overwrite)
        self.target = target
        muxer = try Muxer(path: target.temporary.path)
        encoder = try VideoEncoder(
            source: source, settings: settings, globalHeader: muxer.needsGlobalHeader, path: destination.path)
        staging = try Frame()
        packet = try Packet()
        let encoder = encoder
        videoStream = try muxer.addStream { (stream) throws(MediaError) in
            try encoder.copyParameters(to: stream)
            if let matrix = source.displayMatrix {
                try Self.attach(displayMatrix: matrix, to: stream)
            }
        }
        var dropped: [String] = []
        audio = source.copiesAudio
            ? try AudioPassthrough(input: source.inputURL, muxer: muxer) { dropped.append($0) } : nil
        warnings += dropped
        do {
            try muxer.open()
        } catch {
            muxer.abandon()
            target.discard()
            if let full = DiskFull.error(error, path: destination.path) { throw full }
            throw MediaError.outputNotWritable(path: destination.path, reason: error.message)
        }
    }

    /// Encodes one frame at its own presentation time (`frame.pts` in the source time base).
    public func write(_ frame: borrowing VideoFrame) throws(MediaError) {
        guard state == .open else { throw closedError() }
        do {
            try stage(frame)
            try encoder.send(staging)
            staging.unref()
            try drainEncoder()
            framesWritten += 1
        } catch {
            throw fail(error)
        }
    }

    /// Flushes the encoder, copies the remaining audio, closes the file and
    /// moves it to `destination`.
    public func finish() throws(MediaError) {
        guard state == .open else { throw closedError() }
        do {
            try encoder.sendEndOfStream()
            try drainEncoder()
            try audio?.write(upTo: nil, into: muxer)
            try muxer.finish()
        } catch {
            throw fail(error)
        }
        state = .failed
        do {
            try target.commit()
        } catch {
            throw fail(error)
        }
        state = .finished
    }

    /// Points `staging` at the frame's pixels, converting only when they are
    /// not already 8-bit 4:2:0 at the output size.
    private func stage(_ frame: borrowing VideoFrame) throws(MediaError) {
        let passThrough = frame.frame.withUnsafePointer { source in
            let format = source.pointee.format
            let eightBit420 = format == AV_PIX_FMT_YUV420P.rawValue || format == AV_PIX_FMT_YUVJ420P.rawValue
            return eightBit420 && Int(source.pointee.width) == width && Int(source.pointee.height) == height
        }
        if passThrough {
            try staging.reference(frame.frame)
        } else {
            if converter == nil { converter = try PixelConverter(width: width, height: height, path: destination.path) }
            try converter!.convert(frame.frame, into: staging)
        }
        var pts = frame.pts
        if let lastPTS, pts <= lastPTS {
            warnings.append("frame at \(frame.time) s repeats a timestamp; moved it one tick later")
            pts = lastPTS + 1
        }
        lastPTS = pts
        staging.withUnsafePointer { staged in
            staged.pointee.pts = pts
            staged.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            staged.pointee.pict_type = AV_PICTURE_TYPE_NONE
        }
    }

    /// Moves every ready packet to the muxer, audio first up to each video packet's time.
    private func drainEncoder() throws(MediaError) {
        while try encoder.receive(into: packet) == .packet {
            let streamTimeBase = muxer.timeBase(of: videoStream)
            let seconds = packet.withUnsafePointer { packet in
                let stamp = packet.pointee.dts != FFmpegCode.noPTS ? packet.pointee.dts : packet.pointee.pts
                av_packet_rescale_ts(packet, encoder.timeBase, streamTimeBase)
                packet.pointee.stream_index = Int32(videoStream)
                return Double(stamp) * av_q2d(encoder.timeBase)
            }
            try audio?.write(upTo: seconds, into: muxer)
            try muxer.write(packet)
        }
    }

    private static func attach(displayMatrix: [Int32], to stream: UnsafeMutablePointer<AVStream>) throws(MediaError) {
        let size = displayMatrix.count * MemoryLayout<Int32>.size
        guard let data = av_stream_new_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, size) else {
            throw FFmpegCode.error(FFmpegCode.outOfMemory, "av_stream_new_side_data")
        }
        displayMatrix.withUnsafeBytes { UnsafeMutableRawPointer(data).copyMemory(from: $0.baseAddress!, byteCount: size) }
    }

    /// Marks the writer failed, closes and removes the temporary file at once,
    /// and turns FFmpeg's error into the writer's.
    private func fail(_ error: MediaError) -> MediaError {
        state = .failed
        muxer.abandon()
        target.discard()
        return encodeError(error)
    }

    private func encodeError(_ error: MediaError) -> MediaError {
        if let full = DiskFull.error(error, path: destination.path) { return full }
        return switch error {
        case .ffmpeg(_, let operation, let text):
            .encodeFailed(path: destination.path, reason: "\(operation): \(text)")
        default:
            error
        }
    }

    private func closedError() -> MediaError {
        .encodeFailed(path: destination.path, reason: state == .finished ? "the writer is already finished" : "an earlier write failed")
    }
}
