import TracerVision

/// The tracer of a path at one time, drawn in display orientation with the line
/// width relative to the canvas height.
public struct TracerOverlay: Overlay {
    public var path: TracerPath
    public var style: TracerStyle
    public var time: Double

    public init(path: TracerPath, style: TracerStyle, time: Double) {
        self.path = path
        self.style = style
        self.time = time
    }

    public func draw(on canvas: Canvas) {
        let splines = path.trajectories.map { TimeSpline(points: $0.points, width: canvas.width, height: canvas.height) }
        let geometry = TracerGeometry(splines: splines, time: time, fadeTail: style.fadeTail)
        guard !geometry.isEmpty else { return }
        let painter = TracerPainter(style: style, lineWidth: max(style.width * canvas.height, TracerStyle.minimumPixelWidth))
        canvas.withUnsafeContext { cr in painter.draw(geometry, on: cr) }
    }
}
