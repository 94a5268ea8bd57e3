/// How a clip's coded pixels are turned for display, as FFmpeg's display matrix
/// reports it: degrees counter-clockwise. A phone's portrait clip reads -90: stored
/// landscape, shown after a 90° clockwise turn.
public enum DisplayRotation: Int, Sendable, CaseIterable {
    case none = 0
    case counterClockwise = 90
    case upsideDown = 180
    case clockwise = -90

    /// Any multiple of 90 degrees (270 reads as -90); `nil` otherwise.
    public init?(degrees: Int) {
        switch ((degrees % 360) + 360) % 360 {
        case 0: self = .none
        case 90: self = .counterClockwise
        case 180: self = .upsideDown
        case 270: self = .clockwise
        default: return nil
        }
    }

    /// The coded size of a display of the given size.
    func codedSize(displayWidth: Int, displayHeight: Int) -> (width: Int, height: Int) {
        switch self {
        case .none, .upsideDown: (displayWidth, displayHeight)
        case .clockwise, .counterClockwise: (displayHeight, displayWidth)
        }
    }

    /// The affine map from display pixel coordinates to coded pixel coordinates, as
    /// Cairo's matrix fields: coded = (xx·x + xy·y + x0, yx·x + yy·y + y0).
    func displayToCoded(displayWidth w: Double, displayHeight h: Double)
        -> (xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        switch self {
        case .none: (1, 0, 0, 1, 0, 0)
        case .clockwise: (0, -1, 1, 0, 0, w)
        case .counterClockwise: (0, 1, -1, 0, h, 0)
        case .upsideDown: (-1, 0, 0, -1, w, h)
        }
    }
}
