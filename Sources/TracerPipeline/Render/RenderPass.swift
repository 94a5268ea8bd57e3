import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// `render` in one pass over the clip, with two decoders: one feeds detection, ahead
/// on its own thread (`DetectionWorker`), and the other the frames to draw and encode,
/// behind. A frame is drawn once
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
    /// Frames detection may run ahead of drawing when drawing does not wait for it (nil:
    /// no bound). Tests bound it, so that frames are drawn from a path still growing.
    var maximumLead: Int?

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
            // On demand while detection runs (its two threads already fill the cores, and its
            // pictures and the drawing's would add up to the peak), ahead once it is done.
            let reader = DecodeAhead(url: input, options: .init(threads: threads.decoder), depth: 0, warning: warning)
            defer { reader.stop() }
            let info = try reader.info()
            var writer: VideoWriter? = try VideoWriter(
                destination: output, source: try reader.writerSource(),
                settings: threads.encoding(encoding),
                overwrite: overwrite)
            let live = try makeDetection?(info)
                ?? SessionDetection(file: input.lastPathComponent, info: info, settings: detection, warning: warning)
            // The same frames again, for detection (its decoder's warnings would repeat the reader's).
            let worker = DetectionWorker(live, maximumLead: maximumLead)
            worker.start(input: input, options: SessionDetection.decoding(threads: threads.decoder))
            var workerDone = false
            defer { if !workerDone { worker.cancel() } }
            let fixedLead = RenderHooks.leadFrames
            let stage = TracerStage(style: style, info: info, warning: warning)
            let candidate = thumbnail.map { ThumbnailCandidate(destination: $0, info: info) }
            let margin = Self.settleMargin / max(1, info.video.frameRate)
            var record = DrawRecord()
            var drawnWith: [TracerPath.Trajectory] = []
            var stopped: String?
            var final: TracerPath?
            var written = 0
            var meter = ProgressMeter(phase: "render", total: info.video.frameCount, handler: progress)
            func showProgress(_ analysed: Int) {
                let done = max(analysed, written)
                if done > meter.done { meter.advance(by: done - meter.done) }
            }
            /// The final path in the numbers that survive the JSON round trip: the video
            /// must show exactly what the JSON will say.
            func stored(_ path: TracerPath) throws -> TracerPath {
                var path = path
                path.style = style.record
                return try PathFile.decode(PathFile.encode(path), name: pathName)
            }

            while var frame = try reader.next() {
                try Interruption.check()
                let path: TracerPath
                if let final {
                    path = final
                } else {
                    switch try worker.path(settledPast: frame.time + margin, frame: written, lead: fixedLead,
                                           progress: showProgress) {
                    case .final(let found):
                        final = try stored(found)
                        path = final!
                        reader.decodeAhead(ThreadPlan.framesDecodedAhead)
                    case .provisional(let found):
                        path = found
                        if path.trajectories != drawnWith {
                            if let last = record.last, last.outcome != .skipped,
                               try stage.outcome(of: path, at: last.time) != last.outcome {
                                stopped = "the path changed at \(Self.seconds(last.time)) after that frame was written"
                                writer = nil
                            }
                            drawnWith = path.trajectories
                        }
                    }
                }
                if stopped != nil { break }
                let outcome = try stage.draw(path, on: &frame)
                if final == nil {
                    record.append(time: frame.time, outcome: outcome)
                } else {
                    record.appendFinal(time: frame.time)
                }
                try candidate?.offer(frame, for: ThumbnailTaker.time(of: path))
                try writer!.write(frame)
                written += 1
                worker.frameDrawn()
                showProgress(0)
            }

            let path = try final ?? stored(worker.finish(progress: showProgress))
            workerDone = true
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
