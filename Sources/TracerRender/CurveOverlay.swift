/// A polyline through normalised top-left display points: a fitted curve, a gate's edge.
public struct CurveOverlay: Overlay {
    /// Points as (x, y), normalised, origin top-left.
    public var points: [SIMD2<Double>]
    public var color: TracerColor
    public var lineWidth: Double
    public var dashed: Bool

    public init(points: [SIMD2<Double>], color: TracerColor = TracerColor(red: 0, green: 1, blue: 1),
                lineWidth: Double = 2, dashed: Bool = false) {
        self.points = points
        self.color = color
        self.lineWidth = lineWidth
        self.dashed = dashed
    }

    public func draw(on canvas: Canvas) {
        canvas.stroke(points.map { canvas.point(x: $0.x, y: $0.y) }, color: color, width: lineWidth,
                      dash: dashed ? [6, 4] : [])
    }
}
