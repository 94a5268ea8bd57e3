@testable import TracerVision

extension TrackPoint {
    /// A point as a track held it in a clip of `fps` frames a second (frame, pixels with the
    /// shake taken out, radius): its candidate numbered by its frame, its blob as long as it is wide.
    static func recorded(_ frame: Int, _ x: Double, _ y: Double, radius: Double, faint: Bool = false,
                         polarity: Polarity, fps: Double = 60) -> TrackPoint {
        TrackPoint(time: Double(frame) / fps, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: frame, isFaint: faint, length: 2 * radius, angle: 0, polarity: polarity)
    }
}
