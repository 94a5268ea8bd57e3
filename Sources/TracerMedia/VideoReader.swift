import CFFmpeg
import Foundation

/// Decodes the best video stream of any file FFmpeg can demux, one frame at a
/// time in presentation order.
///
/// Not `Sendable`: create, use and drop a reader inside one task. Damaged
/// packets in mid-stream are skipped with a warning (see `warnings` and
/// `warningHandler`); `nextFrame()` fails only when nothing at all decodes.
public final class VideoReader {
    /// How the decoder trades quality for speed.
    public struct Options: Sendable {
        /// Skips the loop filter and allows non-conforming shortcuts: good
        /// enough for detection, which reads luma only; never for output.
        public var fastLumaDecode: Bool
        /// Decoder threads; 0 uses every core.
        public var threads: Int

        public init(fastLumaDecode: Bool = false, threads: Int = 0) {
            self.fastLumaDecode = fastLumaDecode
            self.threads = threads
        }
    }

    public let url: URL
    /// What the probe saw when the reader opened the file (frame count from the container only).
    public let info: MediaInfo
    /// Messages about skipped packets and frames, oldest first (at most `maximumWarnings`).
    public private(set) var warnings: [String] = []
    /// Called with each warning as it happens, e.g. to print it.
    public var warningHandler: ((String) -> Void)?
    /// Frames handed out so far.
    public private(set) var framesDecoded = 0

    static let maximumWarnings = 100
    /// Decoder errors in a row after which the rest of the stream is given up as garbage.
    static let maximumConsecutiveErrors = 200

    let demuxer: Demuxer
    let streamIndex: Int
    private let decoder: VideoDecoder
    private let packet: Packet
    private let timeBase: TimeBase
    private let nominalFrameTicks: Int64
    private var firstPTS: Int64?
    private var lastPTS: Int64?
    private var demuxerDrained = false
    private var endOfStreamSent = false
    /// Writable copies of frames the decoder still holds, for drawing on.
    private let pool = FramePool()
    /// An empty frame kept between calls so that waiting for input allocates nothing.
    private var spareFrame: Frame?
    private var finished = false

    public init(url: URL, options: Options = .init()) throws(MediaError) {
        self.url = url
        demuxer = try Demuxer(url: url)
        streamIndex = try demuxer.bestVideoStream()
        let stream = demuxer.stream(streamIndex)
        info = MediaProbe.describe(demuxer, videoStream: streamIndex)
        decoder = try VideoDecoder(stream: stream, path: demuxer.path, fastLuma: options.fastLumaDecode,
                                   threads: options.threads)
        packet = try Packet()
        timeBase = TimeBase(stream.pointee.time_base)
        let frameSeconds = info.video.frameRate > 0 ? 1 / info.video.frameRate : 0
        nominalFrameTicks = max(1, Int64((frameSeconds / max(timeBase.seconds, .leastNonzeroMagnitude)).rounded()))
    }

    /// The next frame in presentation order, or nil at the end of the stream.
    public func nextFrame() throws(MediaError) -> VideoFrame? {
        var consecutiveErrors = 0
        while !finished {
            let frame: Frame
            if let spare = spareFrame.take() {
                frame = spare
            } else {
                frame = try Frame()
            }
            let result: VideoDecoder.ReceiveResult
            do {
                result = try decoder.receive(into: frame)
            } catch {
                spareFrame = consume frame
                consecutiveErrors += 1
                warn("skipped an undecodable frame: \(error.message)")
                if consecutiveErrors > Self.maximumConsecutiveErrors { finished = true }
                continue
            }
            switch result {
            case .frame:
                let size = frame.withUnsafePointer { (Int($0.pointee.width), Int($0.pointee.height)) }
                guard MediaLimits.accepts(width: size.0, height: size.1) else {
                    frame.unref()
                    spareFrame = consume frame
                    consecutiveErrors += 1
                    warn("skipped a \(size.0)×\(size.1) frame: outside \(MediaLimits.description)")
                    if consecutiveErrors > Self.maximumConsecutiveErrors { finished = true }
                    continue
                }
                return makeVideoFrame(frame)
            case .needsInput:
                spareFrame = consume frame
                feedDecoder()
            case .endOfStream:
                spareFrame = consume frame
                finished = true
                if let expected = info.video.frameCount, framesDecoded < expected {
                    warn("the stream ended after \(framesDecoded) of \(expected) frames; the file may be truncated")
                }
            }
        }
        if framesDecoded == 0 {
            throw MediaError.decodeFailed(path: demuxer.path, reason: warnings.last ?? "the video stream is empty")
        }
        return nil
    }

    /// Sends the next packet of our stream, or the end-of-stream signal once the file is exhausted.
    private func feedDecoder() {
        while !demuxerDrained {
            let read: Demuxer.ReadResult
            do {
                read = try demuxer.read(into: packet)
            } catch {
                warn("stopped reading early: \(error.message)")
                read = .endOfFile
            }
            guard read == .packet else {
                demuxerDrained = true
                break
            }
            guard Int(packet.streamIndex) == streamIndex else { continue }
            do {
                // After `.needsInput` the decoder always accepts a packet, so `.full` cannot occur.
                _ = try decoder.send(packet)
                return
            } catch {
                warn("skipped a damaged packet: \(error.message)")
            }
        }
        guard !endOfStreamSent else {
            finished = true
            return
        }
        endOfStreamSent = true
        do {
            try decoder.sendEndOfStream()
        } catch {
            // The error belongs to a packet still in flight on another decoder thread.
            warn("skipped a damaged packet: \(error.message)")
        }
    }

    private func makeVideoFrame(_ frame: consuming Frame) -> VideoFrame {
        let stamp = frame.withUnsafePointer { $0.pointee.best_effort_timestamp }
        let pts: Int64
        if stamp != FFmpegCode.noPTS {
            pts = stamp
        } else {
            pts = lastPTS.map { $0 + nominalFrameTicks } ?? 0
        }
        let first = firstPTS ?? pts
        firstPTS = first
        lastPTS = pts
        framesDecoded += 1
        return VideoFrame(
            frame: frame, time: Double(pts - first) * timeBase.seconds, pts: pts, timeBase: timeBase, pool: pool)
    }

    private func warn(_ message: String) {
        warningHandler?(message)
        if warnings.count < Self.maximumWarnings { warnings.append(message) }
    }
}
