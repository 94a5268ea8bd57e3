/// A point in pixels, continuous: pixel `i` covers `i..<i+1`, its centre is `i + 0.5`.
public struct PixelPoint: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An integer pixel rectangle, origin top-left.
public struct PixelRect: Sendable, Equatable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

/// How a clip's coded (stored) pixels are turned for display, named by FFmpeg's
/// display-matrix rotation (`av_display_rotation_get`, degrees counter-clockwise).
public enum DisplayOrientation: Int, Sendable, CaseIterable, Codable {
    /// Shown as stored.
    case identity = 0
    /// Rotation 90: the coded image is shown after a 90° counter-clockwise turn.
    case rotation90 = 90
    /// Rotation -90 (a phone's portrait clip stored landscape): shown after a 90° clockwise turn.
    case rotationMinus90 = -90
    /// Rotation 180: shown upside down.
    case rotation180 = 180

    /// Normalises any multiple of 90 (e.g. 270 → -90); `nil` for other angles.
    public init?(rotationDegrees: Double) {
        let rounded = Int((rotationDegrees / 90).rounded()) * 90
        guard abs(Double(rounded) - rotationDegrees) < 1 else { return nil }
        switch ((rounded % 360) + 360) % 360 {
        case 0: self = .identity
        case 90: self = .rotation90
        case 180: self = .rotation180
        default: self = .rotationMinus90
        }
    }

    /// Whether width and height swap between coded and display frames.
    public var swapsAxes: Bool { self == .rotation90 || self == .rotationMinus90 }
}

/// The coded frame size and its display orientation: maps between display
/// coordinates (what the user sees, where gravity points down) and coded pixels
/// (what the decoder hands over and the detector scans).
public struct FrameGeometry: Sendable, Equatable, Hashable {
    public let codedWidth: Int
    public let codedHeight: Int
    public let orientation: DisplayOrientation

    public init(codedWidth: Int, codedHeight: Int, orientation: DisplayOrientation = .identity) {
        self.codedWidth = codedWidth
        self.codedHeight = codedHeight
        self.orientation = orientation
    }

    public var displayWidth: Int { orientation.swapsAxes ? codedHeight : codedWidth }
    public var displayHeight: Int { orientation.swapsAxes ? codedWidth : codedHeight }

    /// Display pixel (continuous, top-left origin) of a continuous coded position.
    public func displayPixel(fromCoded p: PixelPoint) -> PixelPoint {
        let w = Double(codedWidth), h = Double(codedHeight)
        switch orientation {
        case .identity: return p
        case .rotationMinus90: return PixelPoint(x: h - p.y, y: p.x)
        case .rotation90: return PixelPoint(x: p.y, y: w - p.x)
        case .rotation180: return PixelPoint(x: w - p.x, y: h - p.y)
        }
    }

    /// Coded position (continuous) of a display pixel position; inverse of `displayPixel(fromCoded:)`.
    public func codedPixel(fromDisplay p: PixelPoint) -> PixelPoint {
        let w = Double(codedWidth), h = Double(codedHeight)
        switch orientation {
        case .identity: return p
        case .rotationMinus90: return PixelPoint(x: p.y, y: h - p.x)
        case .rotation90: return PixelPoint(x: w - p.y, y: p.x)
        case .rotation180: return PixelPoint(x: w - p.x, y: h - p.y)
        }
    }

    /// Display pixel index of coded pixel index `(cx, cy)`; e.g. for rotation -90,
    /// `(H - 1 - cy, cx)` with `H` the coded height.
    public func displayIndex(ofCodedX cx: Int, y cy: Int) -> (x: Int, y: Int) {
        switch orientation {
        case .identity: return (cx, cy)
        case .rotationMinus90: return (codedHeight - 1 - cy, cx)
        case .rotation90: return (cy, codedWidth - 1 - cx)
        case .rotation180: return (codedWidth - 1 - cx, codedHeight - 1 - cy)
        }
    }

    /// Coded pixel index of display pixel index `(dx, dy)`; inverse of `displayIndex(ofCodedX:y:)`.
    public func codedIndex(ofDisplayX dx: Int, y dy: Int) -> (x: Int, y: Int) {
        switch orientation {
        case .identity: return (dx, dy)
        case .rotationMinus90: return (dy, codedHeight - 1 - dx)
        case .rotation90: return (codedWidth - 1 - dy, dx)
        case .rotation180: return (codedWidth - 1 - dx, codedHeight - 1 - dy)
        }
    }

    /// Display pixel of a display-normalised, top-left-origin point.
    public func displayPixel(fromTopLeftNormalized p: NormalizedPoint) -> PixelPoint {
        PixelPoint(x: p.x * Double(displayWidth), y: p.y * Double(displayHeight))
    }

    /// Display-normalised, top-left-origin point of a display pixel position.
    public func topLeftNormalized(fromDisplay p: PixelPoint) -> NormalizedPoint {
        NormalizedPoint(x: p.x / Double(displayWidth), y: p.y / Double(displayHeight))
    }

    /// Vision-style (lower-left) display-normalised point of a display pixel position.
    public func lowerLeftNormalized(fromDisplay p: PixelPoint) -> NormalizedPoint {
        topLeftNormalized(fromDisplay: p).flippedVertically
    }

    /// The smallest coded pixel rectangle covering a Vision (lower-left, display) rectangle.
    public func codedRect(for rect: NormalizedRect) -> PixelRect {
        let (tx, ty, tw, th) = rect.topLeftComponents
        let a = codedPixel(fromDisplay: PixelPoint(x: tx * Double(displayWidth), y: ty * Double(displayHeight)))
        let b = codedPixel(fromDisplay: PixelPoint(x: (tx + tw) * Double(displayWidth),
                                                   y: (ty + th) * Double(displayHeight)))
        let x0 = max(0, Int((min(a.x, b.x) + 1e-9).rounded(.down)))
        let y0 = max(0, Int((min(a.y, b.y) + 1e-9).rounded(.down)))
        let x1 = min(codedWidth, Int((max(a.x, b.x) - 1e-9).rounded(.up)))
        let y1 = min(codedHeight, Int((max(a.y, b.y) - 1e-9).rounded(.up)))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
