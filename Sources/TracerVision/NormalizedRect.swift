/// A point in normalised 0...1 coordinates. Which corner is the origin depends on
/// where it is used: Vision's values are lower-left, the CLI/JSON's top-left.
public struct NormalizedPoint: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The same point with the vertical axis flipped: top-left ↔ lower-left.
    public var flippedVertically: NormalizedPoint { NormalizedPoint(x: x, y: 1 - y) }

    /// Converts a top-left-origin point (CLI/JSON) to Vision's lower-left origin.
    public static func fromTopLeft(x: Double, y: Double) -> NormalizedPoint {
        NormalizedPoint(x: x, y: 1 - y)
    }

    /// This lower-left-origin point in the top-left convention of the CLI/JSON.
    public var topLeft: NormalizedPoint { flippedVertically }
}

/// A rectangle in Vision's normalised coordinates: origin at the LOWER-left corner
/// of the display-oriented frame, `y` growing upwards, all values in 0...1.
///
/// The CLI and the path JSON use a top-left origin instead; `fromTopLeft` and
/// `topLeftComponents` are the only conversions between the two.
public struct NormalizedRect: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole frame.
    public static let full = NormalizedRect(x: 0, y: 0, width: 1, height: 1)

    /// Builds Vision's rectangle from a top-left-origin one (CLI `--roi x,y,w,h`).
    public static func fromTopLeft(x: Double, y: Double, width: Double, height: Double) -> NormalizedRect {
        NormalizedRect(x: x, y: 1 - y - height, width: width, height: height)
    }

    /// `(x, y, width, height)` with the origin top-left, as the CLI and JSON write it.
    public var topLeftComponents: (x: Double, y: Double, width: Double, height: Double) {
        (x, 1 - y - height, width, height)
    }

    /// `[x, y, width, height]` in Vision's lower-left form, as `TracerPath.Request` stores it.
    public var components: [Double] { [x, y, width, height] }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether a lower-left-origin point lies inside (edges included).
    public func contains(_ p: NormalizedPoint) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// A lower-left frame-normalised point expressed relative to this rectangle
    /// (0...1 across the rectangle, origin its lower-left corner), as Vision reports points.
    public func roiNormalized(_ p: NormalizedPoint) -> NormalizedPoint {
        NormalizedPoint(x: (p.x - x) / width, y: (p.y - y) / height)
    }

    /// The inverse of `roiNormalized`: a rectangle-relative point back in frame coordinates.
    public func frameNormalized(_ p: NormalizedPoint) -> NormalizedPoint {
        NormalizedPoint(x: x + p.x * width, y: y + p.y * height)
    }

    public var description: String { "(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
