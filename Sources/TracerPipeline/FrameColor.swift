import TracerMedia
import TracerRender

/// The colour matrix and range a decoded frame's samples are in, so the tracer's
/// RGB turns into the right Y, U, V values.
struct FrameColor {
    var matrix: PlanarYUVFrame.ColorMatrix
    var fullRange: Bool

    init(info: MediaInfo, pixelFormat: String) {
        switch info.video.colorSpace {
        case "bt709": matrix = .bt709
        case "bt2020nc", "bt2020c": matrix = .bt2020
        case "smpte170m", "bt470bg", "fcc", "smpte240m": matrix = .bt601
        // Untagged: the convention players follow, HD and up is BT.709.
        default: matrix = info.video.codedHeight >= 720 || info.video.codedWidth >= 1280 ? .bt709 : .bt601
        }
        fullRange = info.video.colorRange == "pc" || pixelFormat.hasPrefix("yuvj")
    }

    func view(of planes: MutablePlanes) -> PlanarYUVFrame {
        PlanarYUVFrame(y: planes.y, u: planes.u, v: planes.v,
                       yStride: planes.yBytesPerRow, uStride: planes.uBytesPerRow, vStride: planes.vBytesPerRow,
                       width: planes.width, height: planes.height,
                       chromaShiftX: planes.chromaShiftX, chromaShiftY: planes.chromaShiftY,
                       bitDepth: planes.bitDepth, colorMatrix: matrix, fullRange: fullRange)
    }
}
