import CCairo

/// Lines of text on a translucent panel in a corner: a heads-up display or a legend.
public struct TextPanelOverlay: Overlay {
    /// Which corner the panel sits in.
    public enum Corner: Sendable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// One line and its colour.
    public struct Line: Sendable, Equatable {
        public var text: String
        public var color: TracerColor

        public init(_ text: String, color: TracerColor = TracerColor(red: 1, green: 1, blue: 1)) {
            self.text = text
            self.color = color
        }
    }

    public var lines: [Line]
    public var corner: Corner
    public var fontSize: Double
    public var background: TracerColor

    public init(lines: [Line], corner: Corner = .topLeft, fontSize: Double = 14,
                background: TracerColor = TracerColor(red: 0, green: 0, blue: 0, alpha: 0.6)) {
        self.lines = lines
        self.corner = corner
        self.fontSize = fontSize
        self.background = background
    }

    public func draw(on canvas: Canvas) {
        guard !lines.isEmpty else { return }
        let padding = fontSize * 0.5, lineHeight = fontSize * 1.3, margin = 6.0
        canvas.withUnsafeContext { cr in
            cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cr, fontSize)
            var widest = 0.0
            for line in lines {
                var extents = cairo_text_extents_t()
                cairo_text_extents(cr, line.text, &extents)
                widest = max(widest, extents.x_advance)
            }
            let panelWidth = widest + 2 * padding
            let panelHeight = Double(lines.count) * lineHeight + 2 * padding - (lineHeight - fontSize)
            let left: Double, top: Double
            switch corner {
            case .topLeft: (left, top) = (margin, margin)
            case .topRight: (left, top) = (canvas.width - margin - panelWidth, margin)
            case .bottomLeft: (left, top) = (margin, canvas.height - margin - panelHeight)
            case .bottomRight: (left, top) = (canvas.width - margin - panelWidth, canvas.height - margin - panelHeight)
            }
            cairo_new_path(cr)
            cairo_rectangle(cr, left, top, panelWidth, panelHeight)
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_fill(cr)
            for (index, line) in lines.enumerated() {
                cairo_move_to(cr, left + padding, top + padding + fontSize * 0.85 + Double(index) * lineHeight)
                cairo_set_source_rgba(cr, line.color.red, line.color.green, line.color.blue, line.color.alpha)
                cairo_show_text(cr, line.text)
            }
        }
    }
}
