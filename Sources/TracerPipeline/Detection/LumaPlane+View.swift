import TracerMedia
import TracerVision

extension LumaPlane {
    /// Borrows a decoded frame's luma plane.
    init(_ view: LumaView) {
        self.init(base: view.base, width: view.width, height: view.height, bytesPerRow: view.bytesPerRow,
                  bitDepth: view.bitDepth)
    }
}
