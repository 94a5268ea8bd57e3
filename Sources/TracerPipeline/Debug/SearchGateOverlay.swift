import TracerRender
import TracerVision

/// Where tracks expected their ball in this frame: the gates searched again (dashed
/// circles; dotted for a young flight's, looked at without the ring test). Display pixels.
struct SearchGateOverlay: Overlay {
    var gates: [SearchGate]

    func draw(on canvas: Canvas) {
        for gate in gates {
            canvas.strokeCircle(center: gate.center, radius: gate.radius, color: DebugPalette.gate, width: 1.5,
                                dash: gate.purpose == .youngFlight ? [2, 3] : [5, 4])
            canvas.strokeEllipse(center: gate.center.simd, radiusX: 2, radiusY: 2, color: DebugPalette.gate, width: 1)
        }
    }
}
