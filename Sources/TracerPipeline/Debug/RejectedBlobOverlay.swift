import TracerRender
import TracerVision

/// Blobs the detector dropped before they became candidates (too large, too
/// small, huge area), drawn faintly with their reason. Display pixels.
struct RejectedBlobOverlay: Overlay {
    var blobs: [RejectedBlob]
    /// Labels are left off past this many blobs, to keep the picture readable.
    var maximumLabels = 25
    var fontSize = 10.0

    func draw(on canvas: Canvas) {
        for (index, blob) in blobs.enumerated() {
            let radius = max(blob.radius, 3)
            canvas.strokeCircle(center: blob.position, radius: radius, color: DebugPalette.droppedBlob, width: 1,
                                dash: [2, 3])
            if index < maximumLabels {
                canvas.text(blob.reason.rawValue, at: blob.position.simd + SIMD2(-radius, radius + fontSize),
                            size: fontSize, color: DebugPalette.droppedBlob)
            }
        }
    }
}
