import Foundation
import TracerRender
import TracerVision

/// The numbers behind one frame, in the bottom-left corner (the sky, where balls fly, stays clear): time, frame, noise,
/// threshold, camera shift, how many candidates went where, and track events.
struct DebugHUD: Overlay {
    var frame: Int
    var time: Double
    var diagnostics: FrameDiagnostics?
    /// Why the frame has no diagnostics.
    var note: String?

    func draw(on canvas: Canvas) {
        TextPanelOverlay(lines: lines, corner: .bottomLeft, fontSize: 12).draw(on: canvas)
    }

    var lines: [TextPanelOverlay.Line] {
        var lines = [TextPanelOverlay.Line(String(format: "t %.3f s   frame %d", time, frame))]
        guard let d = diagnostics else {
            lines.append(.init("not analysed: \(note ?? "skipped")", color: DebugPalette.unassigned))
            return lines
        }
        lines.append(.init(String(format: "noise sigma %.2f   threshold %d", d.noiseSigma, d.threshold)))
        lines.append(.init(String(format: "camera shift %+.2f, %+.2f px", d.cameraShift.x, d.cameraShift.y)))
        var counts: [String: Int] = [:]
        for item in d.candidates { counts[item.decision.name, default: 0] += 1 }
        lines.append(.init("candidates \(d.candidates.count): \(counts["confirmedTrack"] ?? 0) confirmed, "
            + "\(counts["tentativeTrack"] ?? 0) tentative, \(counts["seed"] ?? 0) seed, \(counts["unassigned"] ?? 0) unused"))
        lines.append(.init("blobs dropped \(d.rejectedBlobs.count)   gates \(d.gates.count)   active trajectories \(d.activeTrajectories.count)"))
        if d.framesSkippedForBudget > 0 {
            lines.append(.init("frames skipped for time budget \(d.framesSkippedForBudget)", color: DebugPalette.tentative))
        }
        for event in d.trackEvents.prefix(4) {
            let color = event.kind == .ended ? DebugPalette.activeCurve : DebugPalette.unassigned
            lines.append(.init("\(event.uuid.shortID) \(event.kind.rawValue) (\(event.pointCount) pts): \(event.reason)",
                               color: color))
        }
        if d.trackEvents.count > 4 { lines.append(.init("… \(d.trackEvents.count - 4) more track events")) }
        return lines
    }
}

/// What the colours mean, in the bottom-right corner.
struct DebugLegend: Overlay {
    func draw(on canvas: Canvas) {
        TextPanelOverlay(lines: [
            .init("o candidate on a confirmed trajectory", color: DebugPalette.confirmed),
            .init("o candidate on a tentative track", color: DebugPalette.tentative),
            .init("o candidate seeding new tracks", color: DebugPalette.seed),
            .init("o candidate unused (reason)", color: DebugPalette.unassigned),
            .init("o blob dropped by the detector", color: DebugPalette.droppedBlob.withAlpha(0.9)),
            .init("- track links (thick: confirmed)", color: DebugPalette.trackLink),
            .init("-- search gate (next expected)", color: DebugPalette.gate),
            .init("- fitted curve (dashed: ended)", color: DebugPalette.activeCurve),
            .init("[] region of interest", color: DebugPalette.regionOfInterest),
        ], corner: .bottomRight, fontSize: 10).draw(on: canvas)
    }
}

extension TracerColor {
    func withAlpha(_ alpha: Double) -> TracerColor { TracerColor(red: red, green: green, blue: blue, alpha: alpha) }
}
