/// A rectangle marking the region searched for the ball; normalised, origin
/// top-left, display orientation (convert Vision's lower-left ROI first).
public struct RegionOfInterestOverlay: Overlay {
    public var x, y, width, height: Double
    public var color: TracerColor
    public var lineWidth: Double

    public init(x: Double, y: Double, width: Double, height: Double,
                color: TracerColor = TracerColor(red: 0, green: 1, blue: 0, alpha: 0.8), lineWidth: Double = 2) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.color = color
        self.lineWidth = lineWidth
    }

    public func draw(on canvas: Canvas) {
        let corners = [canvas.point(x: x, y: y), canvas.point(x: x + width, y: y),
                       canvas.point(x: x + width, y: y + height), canvas.point(x: x, y: y + height)]
        canvas.stroke(corners, color: color, width: lineWidth, dash: [8, 6], closed: true)
    }
}
