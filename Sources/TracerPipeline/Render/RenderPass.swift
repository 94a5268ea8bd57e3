import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// `render` in one pass over the clip, with two decoders: one feeds detection, ahead,
/// and the other the frames to draw and encode, behind. A frame is drawn once
/// detection has settled a little past its time (however far ahead that takes the
/// detecting decoder: it holds no frames back, so the lead costs no memory), from the
/// path as it stands then, and encoded.
///
/// Every drawing is recorded (`DrawRecord`). At the end the final path must draw
/// the same on every frame; if it does not (detection changed what it had called
/// settled), the video is dropped unwritten (the encoder's temporary file goes with
/// it) and the caller draws the final path in a second pass. The same happens
/// early, as soon as the path as it stands no longer draws the last written frame
/// the way it was drawn: no point encoding the rest, detection carries on alone.
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
            // The same frames again for detection (its warnings would repeat the reader's).
            let ahead = try VideoReader(url: input, options: SessionDetection.decoding(threads: threads.decoder))
            var writer: VideoWriter? = try VideoWriter(
                destination: output, source: reader.writerSource,
                settings: threads.encoding(encoding),
                overwrite: overwrite)
            let live = try makeDetection?(info)
                ?? SessionDetection(file: input.lastPathComponent, info: info, settings: detection, warning: warning)
            let fixedLead = RenderHooks.leadFrames
            let stage = TracerStage(style: style, info: info, warning: warning)
            let candidate = thumbnail.map { ThumbnailCandidate(destination: $0, info: info) }
            let margin = Self.settleMargin / max(1, info.video.frameRate)
            var record = DrawRecord()
            var drawnWith: [TracerPath.Trajectory] = []
            var stopped: String?
            var final: TracerPath?
            var analysed = 0, written = 0
            var meter = ProgressMeter(phase: "render", total: info.video.frameCount, handler: progress)

            func showProgress() {
                let done = max(analysed, written)
                if done > meter.done { meter.advance(by: done - meter.done) }
            }
            /// Runs detection to the end of the clip (once) and gives the final path, in
            /// the numbers that survive the JSON round trip: the video must show exactly
            /// what the JSON will say.
            func finishDetection() throws -> TracerPath {
                if let final { return final }
                while let frame = try ahead.nextFrame() {
                    try Interruption.check()
                    try live.add(frame)
                    analysed += 1
                    showProgress()
                }
                var path = try live.finish()
                path.style = style.record
                path = try PathFile.decode(PathFile.encode(path), name: pathName)
                final = path
                return path
            }
            /// Feeds detection until it has settled past `time` (or, under the test hook,
            /// until it leads frame `index` by the fixed count).
            func detect(until time: Double, index: Int) throws {
                while final == nil {
                    if let fixedLead {
                        guard analysed <= index + fixedLead else { return }
                    } else {
                        guard live.settledUntil < time + margin else { return }
                    }
                    guard let frame = try ahead.nextFrame() else {
                        _ = try finishDetection()
                        return
                    }
                    try live.add(frame)
                    analysed += 1
                }
            }

            while var frame = try reader.nextFrame() {
                try Interruption.check()
                try detect(until: frame.time, index: written)
                let path: TracerPath
                if let final {
                    path = final
                } else {
                    path = live.provisional().path
                    if path.trajectories != drawnWith {
                        if let last = record.last, last.outcome != .skipped,
                           try stage.outcome(of: path, at: last.time) != last.outcome {
                            stopped = "the path changed at \(Self.seconds(last.time)) after that frame was written"
                            writer = nil
                            break
                        }
                        drawnWith = path.trajectories
                    }
                }
                let outcome = try stage.draw(path, on: &frame)
                record.append(time: frame.time, outcome: outcome)
                try candidate?.offer(frame, for: ThumbnailTaker.time(of: path))
                try writer!.write(frame)
                written += 1
                showProgress()
            }

            let path = try finishDetection()
            if let stopped { return .redraw(path: path, reason: stopped) }
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
