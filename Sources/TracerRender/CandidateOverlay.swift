/// Ball candidates as circles with a text label each (a score, an id).
public struct CandidateOverlay: Overlay {
    /// One candidate: centre normalised top-left, display orientation; radius / display width.
    public struct Candidate: Sendable, Equatable {
        public var x, y, r: Double
        public var label: String

        public init(x: Double, y: Double, r: Double, label: String = "") {
            self.x = x
            self.y = y
            self.r = r
            self.label = label
        }
    }

    public var candidates: [Candidate]
    public var color: TracerColor
    public var lineWidth: Double
    public var fontSize: Double

    public init(candidates: [Candidate], color: TracerColor = TracerColor(red: 1, green: 1, blue: 0),
                lineWidth: Double = 2, fontSize: Double = 14) {
        self.candidates = candidates
        self.color = color
        self.lineWidth = lineWidth
        self.fontSize = fontSize
    }

    public func draw(on canvas: Canvas) {
        for candidate in candidates {
            let center = canvas.point(x: candidate.x, y: candidate.y)
            let radius = max(candidate.r * canvas.width, 3)
            canvas.strokeEllipse(center: center, radiusX: radius, radiusY: radius, color: color, width: lineWidth)
            if !candidate.label.isEmpty {
                canvas.text(candidate.label, at: center + SIMD2(radius + 3, -radius - 3), size: fontSize, color: color)
            }
        }
    }
}
