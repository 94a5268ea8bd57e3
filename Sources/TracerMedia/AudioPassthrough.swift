import CFFmpeg
import Foundation

/// Copies the input's audio packets, untouched, into the output: its own
/// demuxer over the input file, fed to the muxer in step with the video.
final class AudioPassthrough {
    private struct Route {
        var output: Int
        var timeBase: AVRational
    }

    private let demuxer: Demuxer
    private let packet: Packet
    private var routes: [Int: Route] = [:]
    private var pending = false
    private var drained = false

    /// Adds one output stream per audio stream the container can hold; `warn` hears about the others.
    init(input: URL, muxer: Muxer, warn: (String) -> Void) throws(MediaError) {
        demuxer = try Demuxer(url: input)
        packet = try Packet()
        for index in 0..<demuxer.streamCount {
            let stream = demuxer.stream(index)
            let parameters = StreamFacts.parameters(stream)
            guard parameters.pointee.codec_type == AVMEDIA_TYPE_AUDIO else { continue }
            guard muxer.canHold(parameters.pointee.codec_id) else {
                warn("dropped audio stream \(index): \(StreamFacts.codecName(parameters.pointee.codec_id)) cannot go in this container")
                continue
            }
            let output = try muxer.addStream { (out) throws(MediaError) in
                let target = StreamFacts.parameters(out)
                try FFmpegCode.check(avcodec_parameters_copy(target, parameters), "avcodec_parameters_copy")
                target.pointee.codec_tag = 0
                out.pointee.time_base = stream.pointee.time_base
                out.pointee.disposition = stream.pointee.disposition
            }
            routes[index] = Route(output: output, timeBase: stream.pointee.time_base)
        }
    }

    var isEmpty: Bool { routes.isEmpty }

    /// Writes every audio packet that starts at or before `seconds` (all of them when nil).
    func write(upTo seconds: Double?, into muxer: Muxer) throws(MediaError) {
        while true {
            if !pending {
                guard !drained else { return }
                guard try demuxer.read(into: packet) == .packet else {
                    drained = true
                    return
                }
                guard routes[Int(packet.streamIndex)] != nil else { continue }
                pending = true
            }
            let route = routes[Int(packet.streamIndex)]!
            let stamp = packet.withUnsafePointer { $0.pointee.dts != FFmpegCode.noPTS ? $0.pointee.dts : $0.pointee.pts }
            if let seconds, stamp != FFmpegCode.noPTS, Double(stamp) * av_q2d(route.timeBase) > seconds {
                return
            }
            let outputTimeBase = muxer.timeBase(of: route.output)
            packet.withUnsafePointer { packet in
                av_packet_rescale_ts(packet, route.timeBase, outputTimeBase)
                packet.pointee.stream_index = Int32(route.output)
                packet.pointee.pos = -1
            }
            pending = false
            try muxer.write(packet)
        }
    }
}
