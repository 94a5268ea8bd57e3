import TracerRender
import TracerVision

/// The tracks being linked: each track's recent detections joined by a polyline,
/// thicker once confirmed, confirmed ones labelled with their short id. Display pixels.
struct TrackLinkOverlay: Overlay {
    var tracks: [TrackHistory.Track]
    var fontSize = 11.0

    func draw(on canvas: Canvas) {
        for track in tracks {
            let points = track.points.map(\.simd)
            let color = track.confirmed ? DebugPalette.confirmed : DebugPalette.trackLink
            canvas.stroke(points, color: color, width: track.confirmed ? 2 : 1)
            for point in points {
                canvas.strokeEllipse(center: point, radiusX: 1.5, radiusY: 1.5, color: color, width: 1)
            }
            if track.confirmed, let last = points.last {
                canvas.label(track.uuid.shortID, at: last + SIMD2(-8, -10), size: fontSize, color: color)
            }
        }
    }
}
