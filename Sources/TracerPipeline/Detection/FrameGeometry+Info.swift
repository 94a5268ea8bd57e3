import TracerMedia
import TracerVision

extension FrameGeometry {
    /// The geometry of a clip's frames as the reader decodes them.
    init(info: MediaInfo) {
        self.init(codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                  orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
    }
}
