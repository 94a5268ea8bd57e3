import Foundation
import TracerMedia
import TracerRender
import TracerVision

/// Writes the pictures and the JSON lines of one dump.
final class DumpSink {
    let folder: URL
    /// Whether frames get a picture, or only their JSON line.
    let pictures: Bool
    let geometry: FrameGeometry
    let rotation: Int
    var request: TrajectoryRequest?
    private let linesURL: URL
    private let temporaryURL: URL
    private var handle: FileHandle?
    private(set) var records = 0
    private(set) var analysed = 0

    init(folder: URL, geometry: FrameGeometry, rotation: Int, pictures: Bool = true) throws(TracerError) {
        self.folder = folder
        self.pictures = pictures
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
        if let image = frame.image {
            var overlays = baseOverlays
            overlays.append(FittedCurveOverlay(observations: observations, active: Set(diagnostics.activeTrajectories),
                                               time: frame.time))
            overlays.append(TrackLinkOverlay(tracks: history.drawable))
            overlays.append(SearchGateOverlay(gates: diagnostics.gates))
            overlays.append(RejectedBlobOverlay(blobs: diagnostics.rejectedBlobs))
            overlays.append(CandidateDecisionOverlay(candidates: diagnostics.candidates))
            overlays.append(DebugHUD(frame: frame.index, time: frame.time, diagnostics: diagnostics))
            overlays.append(DebugLegend())
            try PictureFile.write(image, overlays: overlays,
                                  to: folder.appendingPathComponent(DebugDumpJob.pictureName(frame: frame.index)))
        }
        try writeRecord(FrameRecord(frame: frame.index, diagnostics: diagnostics, displayWidth: geometry.displayWidth,
                                    displayHeight: geometry.displayHeight))
        analysed += 1
    }

    func write(_ frame: PendingFrames.Frame, note: String) throws(TracerError) {
        if let image = frame.image { try writePicture(frame: frame.index, time: frame.time, image: image, note: note) }
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
