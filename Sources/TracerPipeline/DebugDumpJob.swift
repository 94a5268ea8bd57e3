import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// What `tracer debug --dump` wrote.
public struct DebugDumpSummary: Codable, Sendable {
    public var input: String
    public var folder: String
    /// Frames with t in the range: one PNG and one JSON line each.
    public var frames: Int
    /// Of those, frames the session analysed (the others were skipped or spent finding the ball at rest).
    public var analysed: Int
    public var from: Double
    public var to: Double?
    public var trajectories: Int
    public var seconds: Double

    public var sentence: String {
        let range = String(format: "%.3f", from) + "..." + (to.map { String(format: "%.3f", $0) } ?? "end")
        let shots = trajectories == 0 ? "no trajectory" : trajectories == 1 ? "1 trajectory" : "\(trajectories) trajectories"
        if frames == 0 {
            return "no frame has t in \(range) s; wrote \(folder)/detections.jsonl (empty) and path.json (\(shots))"
        }
        return "wrote \(frames) frames (\(analysed) analysed, t \(range) s) to \(folder): "
            + "frame-*.png, detections.jsonl, path.json (\(shots)) in \(String(format: "%.1f", seconds)) s"
    }
}

/// `tracer debug --dump`: runs detection exactly as `detect` does and, for each frame
/// in a time range, writes a picture of what the detector saw (candidates and their
/// fate, dropped blobs, tracks being linked, fitted curves, search gates) and one
/// JSON line of the same facts; then the path JSON.
public struct DebugDumpJob: Sendable {
    public var input: URL
    public var settings: DetectionSettings
    /// Seconds from the clip start; frames with `from <= t <= to` are dumped.
    public var from: Double
    public var to: Double?

    public static let detectionsFile = "detections.jsonl"
    public static let pathFile = "path.json"

    public init(input: URL, settings: DetectionSettings, from: Double? = nil, to: Double? = nil) {
        self.input = input
        self.settings = settings
        self.from = from ?? 0
        self.to = to
    }

    /// The PNG name of frame `index` (0-based, in presentation order).
    public static func pictureName(frame index: Int) -> String { String(format: "frame-%06d.png", index) }

    /// Checks the range on its own (the CLI calls this before anything is opened).
    public static func checkRange(from: Double?, to: Double?) throws(TracerError) {
        if let from, !(from.isFinite && from >= 0) {
            throw TracerError("--from \(from) must be a time in seconds, 0 or more", exitCode: ExitCodes.usage)
        }
        if let to, !(to.isFinite && to >= 0) {
            throw TracerError("--to \(to) must be a time in seconds, 0 or more", exitCode: ExitCodes.usage)
        }
        if let from, let to, from > to {
            throw TracerError("--from \(from) is after --to \(to); give a range with from <= to", exitCode: ExitCodes.usage)
        }
    }

    public func run(into folder: URL, progress: ProgressHandler?,
                    warning: @escaping (String) -> Void) throws(TracerError) -> DebugDumpSummary {
        let start = ProcessInfo.processInfo.systemUptime
        Logging.quietFFmpeg()
        try Self.checkRange(from: from, to: to)
        do {
            var reader = try openReader(warning: warning)
            let info = reader.info
            if info.duration > 0 && from > info.duration {
                throw TracerError("--from \(from) is past the end of this \(String(format: "%.2f", info.duration)) s clip",
                                  exitCode: ExitCodes.usage)
            }
            try DumpFolder.prepare(folder)
            let geometry = FrameGeometry(codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                                         orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
            let sink = try DumpSink(folder: folder, geometry: geometry, rotation: info.video.rotation)
            defer { sink.discard() }
            let inRange = { (t: Double) in t >= from - 1e-6 && t <= (to ?? .infinity) + 1e-6 }
            var meter = ProgressMeter(phase: "debug", total: info.video.frameCount, handler: progress)
            let aspect = Double(info.video.width) / Double(max(1, info.video.height))
            var index = 0

            // As DetectJob: look for the ball at rest first unless told where to search.
            var ballAtRest = settings.ball.map { RequestBuilder.ball(from: $0, aspectRatio: aspect) }
            let finder = settings.roi == nil && settings.ball == nil ? BallAtRestFinder(geometry: geometry) : nil
            var finderFrames: [(index: Int, time: Double)] = []
            if let finder {
                while finder.ball == nil, let frame = try reader.nextFrame() {
                    frame.withLumaPlane { finder.add(luma: LumaPlane($0), time: frame.time) }
                    if inRange(frame.time) {
                        // Drawn now (rewritten if the search fails and the clip is read again).
                        try sink.writePicture(frame: index, time: frame.time, image: frame.displayImage(rotation: info.video.rotation),
                                              note: FrameNote.findingBall)
                        finderFrames.append((index, frame.time))
                    }
                    index += 1
                    meter.advance()
                    if frame.time >= finder.restDuration { break }
                }
                ballAtRest = finder.ball
                if ballAtRest == nil {
                    // No ball at rest: search the whole frame, from the first frame.
                    reader = try openReader(warning: warning)
                    meter = ProgressMeter(phase: "debug", total: info.video.frameCount, handler: progress)
                    index = 0
                } else {
                    for frame in finderFrames { try sink.writeRecord(FrameRecord(frame: frame.index, t: frame.time, note: FrameNote.findingBall)) }
                }
            }
            let request = try RequestBuilder.request(for: settings, ballAtRest: ballAtRest)
            sink.request = request
            let session = TrajectorySession(request: request, geometry: geometry)
            var pending = PendingFrames()
            var history = TrackHistory()

            func deliver(_ diagnostics: FrameDiagnostics) throws(TracerError) {
                history.update(with: diagnostics)
                for (frame, own) in pending.take(through: diagnostics) {
                    if let own {
                        try sink.write(frame, diagnostics: own, history: history, observations: session.observations)
                    } else {
                        try sink.write(frame, note: FrameNote.skipped)
                    }
                }
            }

            while let frame = try reader.nextFrame() {
                if inRange(frame.time) {
                    pending.append(.init(index: index, time: frame.time, image: try frame.displayImage(rotation: info.video.rotation)))
                }
                let diagnostics = frame.withLumaPlane { luma in
                    let plane = LumaPlane(luma)
                    defer { if ballAtRest != nil { finder?.add(luma: plane, time: frame.time) } }
                    return session.process(luma: plane, time: frame.time)
                }
                if let diagnostics { try deliver(diagnostics) }
                index += 1
                meter.advance()
            }
            if let diagnostics = session.flush() { try deliver(diagnostics) }
            for frame in pending.takeAll() { try sink.write(frame, note: FrameNote.skipped) }

            let source = TracerPath.Source(file: input.lastPathComponent, width: info.video.width,
                                           height: info.video.height, rotation: info.video.rotation,
                                           frameRate: info.video.frameRate, duration: info.duration)
            let path = TracerPathBuilder.build(observations: session.finish(), source: source, request: request,
                                               extrapolation: settings.extrapolate ? ExtrapolationLimit() : nil)
            try sink.finish()
            try PathFile.write(path, to: folder.appendingPathComponent(Self.pathFile), overwrite: true)
            return DebugDumpSummary(input: input.path, folder: folder.path, frames: sink.records, analysed: sink.analysed,
                                    from: from, to: to, trajectories: path.trajectories.count,
                                    seconds: ProcessInfo.processInfo.systemUptime - start)
        } catch let error as MediaError {
            throw TracerError(error)
        } catch let error as TracerError {
            throw error
        } catch {
            throw TracerError("\(error)")
        }
    }

    private func openReader(warning: @escaping (String) -> Void) throws(MediaError) -> VideoReader {
        // The same fast decode as detect: the pictures show exactly the pixels the detector read.
        let reader = try VideoReader(url: input, options: .init(fastLumaDecode: true))
        reader.warningHandler = warning
        return reader
    }
}

/// Why a dumped frame has no diagnostics.
enum FrameNote {
    static let findingBall = "spent finding the ball at rest (not given to the tracker)"
    static let skipped = "skipped by the session (frame spacing or time budget)"
}

/// Creates the dump folder and clears an earlier dump's frame pictures from it.
enum DumpFolder {
    static func prepare(_ folder: URL) throws(TracerError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw TracerError("--dump \(folder.path) is a file; give a folder", exitCode: OutputFile.notWritableCode)
            }
        } else {
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw TracerError("cannot create --dump folder \(folder.path): \(PathFile.reason(error))",
                                  exitCode: OutputFile.notWritableCode)
            }
        }
        guard manager.isWritableFile(atPath: folder.path) else {
            throw TracerError("--dump folder \(folder.path) is not writable", exitCode: OutputFile.notWritableCode)
        }
        // Pictures left by an earlier dump over another range would mix with this one's.
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where isFramePicture(name) {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    static func isFramePicture(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}

/// Writes the pictures and the JSON lines of one dump.
private final class DumpSink {
    let folder: URL
    let geometry: FrameGeometry
    let rotation: Int
    var request: TrajectoryRequest?
    private let linesURL: URL
    private let temporaryURL: URL
    private var handle: FileHandle?
    private(set) var records = 0
    private(set) var analysed = 0

    init(folder: URL, geometry: FrameGeometry, rotation: Int) throws(TracerError) {
        self.folder = folder
        self.geometry = geometry
        self.rotation = rotation
        linesURL = folder.appendingPathComponent(DebugDumpJob.detectionsFile)
        temporaryURL = folder.appendingPathComponent(".\(DebugDumpJob.detectionsFile).tmp-\(getpid())")
        guard FileManager.default.createFile(atPath: temporaryURL.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporaryURL.path) else {
            throw TracerError("cannot write \(temporaryURL.path): \(String(cString: strerror(errno)))",
                              exitCode: OutputFile.notWritableCode)
        }
        self.handle = handle
    }

    func write(_ frame: PendingFrames.Frame, diagnostics: FrameDiagnostics, history: TrackHistory,
               observations: [TrajectoryObservation]) throws(TracerError) {
        var overlays = baseOverlays
        overlays.append(FittedCurveOverlay(observations: observations, active: Set(diagnostics.activeTrajectories),
                                           time: frame.time))
        overlays.append(TrackLinkOverlay(tracks: history.drawable))
        overlays.append(SearchGateOverlay(gates: diagnostics.gates))
        overlays.append(RejectedBlobOverlay(blobs: diagnostics.rejectedBlobs))
        overlays.append(CandidateDecisionOverlay(candidates: diagnostics.candidates))
        overlays.append(DebugHUD(frame: frame.index, time: frame.time, diagnostics: diagnostics))
        overlays.append(DebugLegend())
        try PictureFile.write(frame.image, overlays: overlays,
                              to: folder.appendingPathComponent(DebugDumpJob.pictureName(frame: frame.index)))
        try writeRecord(FrameRecord(frame: frame.index, diagnostics: diagnostics, displayWidth: geometry.displayWidth,
                                    displayHeight: geometry.displayHeight))
        analysed += 1
    }

    func write(_ frame: PendingFrames.Frame, note: String) throws(TracerError) {
        try writePicture(frame: frame.index, time: frame.time, image: frame.image, note: note)
        try writeRecord(FrameRecord(frame: frame.index, t: frame.time, note: note))
    }

    func writePicture(frame index: Int, time: Double, image: DisplayImage, note: String) throws(TracerError) {
        try PictureFile.write(image, overlays: baseOverlays + [DebugHUD(frame: index, time: time, note: note), DebugLegend()],
                              to: folder.appendingPathComponent(DebugDumpJob.pictureName(frame: index)))
    }

    func writeRecord(_ record: FrameRecord) throws(TracerError) {
        do {
            try handle?.write(contentsOf: record.line())
        } catch {
            throw TracerError("cannot write \(temporaryURL.path): \(PathFile.reason(error))",
                              exitCode: OutputFile.notWritableCode)
        }
        records += 1
    }

    /// The region of interest, once the request is known.
    private var baseOverlays: [any Overlay] {
        guard let request else { return [] }
        let (x, y, w, h) = request.regionOfInterest.topLeftComponents
        return [RegionOfInterestOverlay(x: x, y: y, width: w, height: h, color: DebugPalette.regionOfInterest)]
    }

    /// Closes the JSON lines and moves them into place.
    func finish() throws(TracerError) {
        do {
            try handle?.close()
        } catch {
            throw TracerError("cannot write \(temporaryURL.path): \(PathFile.reason(error))",
                              exitCode: OutputFile.notWritableCode)
        }
        handle = nil
        guard rename(temporaryURL.path, linesURL.path) == 0 else {
            throw TracerError("cannot write \(linesURL.path): \(String(cString: strerror(errno)))",
                              exitCode: OutputFile.notWritableCode)
        }
    }

    /// Removes the unfinished JSON lines after a failure (nothing once `finish()` ran).
    func discard() {
        guard let handle else { return }
        try? handle.close()
        self.handle = nil
        try? FileManager.default.removeItem(at: temporaryURL)
    }
}
