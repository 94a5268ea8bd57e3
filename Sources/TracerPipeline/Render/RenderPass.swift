import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// `render` in one decode: each frame is decoded once, handed to detection, held
/// in a short `FrameDelay` until detection has settled a little past its time (or
/// the delay is full), drawn from the path as it stands then, and encoded.
///
/// Every drawing is recorded (`DrawRecord`). At the end the final path must draw
/// the same on every frame; if it does not, the video is dropped unwritten (the
/// encoder's temporary file goes with it) and the caller draws the final path in
/// a second pass. The same happens early, as soon as the path as it stands no
/// longer draws the last written frame the way it was drawn: no point encoding
/// the rest, detection carries on alone.
struct RenderPass {
    var input: URL
    var output: URL
    var overwrite: Bool
    var detection: DetectionSettings
    var style: TracerStyle
    var encoding: EncodingSettings
    var thumbnail: URL?
    /// Where the path JSON will go (named in errors about it).
    var pathName: String
    /// Makes the detection the pass feeds, once the clip is open; nil runs
    /// `SessionDetection` (tests give a scripted one).
    var makeDetection: ((MediaInfo) -> any LiveDetection)?

    /// What the pass did.
    enum Outcome {
        /// The video is in place, drawn from `path` on every frame.
        case written(path: TracerPath, frames: Int)
        /// Nothing was written: the frames drawn while detecting differ from `path`.
        case redraw(path: TracerPath, reason: String)
    }

    /// Detection must have settled this many frame intervals past a frame's time
    /// before it is drawn: the curve up to t runs to the first point at or after t
    /// and bends with the point after that (points sit at frame times, give or take
    /// rounding, hence the half).
    static let settleMargin = 2.5

    func run(progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> Outcome {
        try TracerError.catching { () throws -> Outcome in
            let threads = ThreadPlan(requested: encoding.threads)
            let reader = try VideoReader(url: input, options: .init(threads: threads.decoder))
            reader.warningHandler = warning
            let info = reader.info
            var writer: VideoWriter? = try VideoWriter(
                destination: output, source: reader.writerSource,
                settings: threads.encoding(encoding),
                overwrite: overwrite)
            let live = try makeDetection?(info)
                ?? SessionDetection(file: input.lastPathComponent, info: info, settings: detection, warning: warning)
            let fixedDelay = RenderHooks.delayFrames
            let delay = FrameDelay(capacity: fixedDelay ?? FrameDelay.capacity(forFrameBytes: FrameDelay.frameBytes(info)))
            let stage = TracerStage(style: style, info: info, warning: warning)
            let candidate = thumbnail.map { ThumbnailCandidate(destination: $0, info: info) }
            let margin = Self.settleMargin / max(1, info.video.frameRate)
            var record = DrawRecord()
            var drawnWith: [TracerPath.Trajectory] = []
            var stopped: String?
            var meter = ProgressMeter(phase: "render", total: info.video.frameCount, handler: progress)

            func write(_ frame: consuming VideoFrame, path: TracerPath) throws {
                let outcome = try stage.draw(path, on: &frame)
                record.append(time: frame.time, outcome: outcome)
                try candidate?.offer(frame, for: ThumbnailTaker.time(of: path))
                try writer?.write(frame)
            }

            while let frame = try reader.nextFrame() {
                try Interruption.check()
                try live.add(frame)
                meter.advance()
                guard writer != nil else { continue }
                delay.push(frame)
                while let time = delay.firstTime {
                    let settled = fixedDelay == nil && time + margin <= live.settledUntil
                    guard delay.isFull || settled else { break }
                    let path = live.provisional().path
                    if path.trajectories != drawnWith {
                        if let last = record.last, last.outcome != .skipped,
                           try stage.outcome(of: path, at: last.time) != last.outcome {
                            stopped = "the path changed at \(Self.seconds(last.time)) after that frame was written"
                            writer = nil
                            delay.removeAll()
                            break
                        }
                        drawnWith = path.trajectories
                    }
                    try write(delay.pop()!, path: path)
                }
            }

            var path = try live.finish()
            path.style = style.record
            // Draw exactly what the JSON will say: numbers that survive the round trip.
            path = try PathFile.decode(PathFile.encode(path), name: pathName)
            if let stopped { return .redraw(path: path, reason: stopped) }
            while let frame = delay.pop() { try write(frame, path: path) }
            if let reason = try check(record, against: path, stage: stage, candidate: candidate) {
                return .redraw(path: path, reason: reason)
            }
            try writer!.finish()
            writer!.warnings.forEach(warning)
            if let failure = candidate?.save() { warning("no thumbnail: \(failure.message)") }
            return .written(path: path, frames: writer!.framesWritten)
        }
    }

    /// Why the video written does not show `path`, or nil when it does.
    private func check(_ record: DrawRecord, against path: TracerPath, stage: TracerStage,
                       candidate: ThumbnailCandidate?) throws(TracerError) -> String? {
        let different = try record.differences(from: path, stage: stage)
        if let first = different.first {
            return "\(different.count) of \(record.count) frames differ from the final path (the first at \(Self.seconds(first)))"
        }
        if let candidate {
            let wanted = candidate.pick(among: record.times, for: ThumbnailTaker.time(of: path))
            if wanted != candidate.keptTime { return "the thumbnail frame moved" }
        }
        if RenderHooks.forcesSecondPass { return "TRACER_RENDER_SECOND_PASS is set" }
        return nil
    }

    private static func seconds(_ time: Double) -> String { String(format: "%.3f s", time) }
}
