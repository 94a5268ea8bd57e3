import Foundation
import TracerVision

/// The recent points of the tracks the fitter is linking, rebuilt from each frame's
/// candidate decisions (the fitter's own tracks are private). A track appears from
/// its first extension: which seed it grew from is not reported.
struct TrackHistory {
    struct Track {
        var uuid: UUID
        /// Display pixels, oldest first.
        var points: [PixelPoint]
        var lastTime: Double
        var confirmed: Bool
    }

    /// Points kept per track.
    var maximumPoints = 40
    /// A track not extended for this long is dropped from the picture.
    var staleAfter = 0.5
    private(set) var tracks: [UUID: Track] = [:]

    mutating func update(with diagnostics: FrameDiagnostics) {
        for item in diagnostics.candidates {
            guard let uuid = item.decision.trajectory else { continue }
            var track = tracks[uuid] ?? Track(uuid: uuid, points: [], lastTime: diagnostics.time, confirmed: false)
            track.points.append(item.candidate.position)
            if track.points.count > maximumPoints { track.points.removeFirst(track.points.count - maximumPoints) }
            track.lastTime = diagnostics.time
            if case .confirmedTrack = item.decision { track.confirmed = true }
            tracks[uuid] = track
        }
        for event in diagnostics.trackEvents { tracks[event.uuid] = nil }
        let active = Set(diagnostics.activeTrajectories)
        tracks = tracks.filter { active.contains($0.key) || diagnostics.time - $0.value.lastTime <= staleAfter }
    }

    /// Tracks with at least two points, confirmed ones last (drawn on top).
    var drawable: [Track] {
        tracks.values.filter { $0.points.count >= 2 }
            .sorted { ($0.confirmed ? 1 : 0, $0.uuid.uuidString) < ($1.confirmed ? 1 : 0, $1.uuid.uuidString) }
    }
}
