import CCairo

/// A display-orientation drawing target handed to overlays. User space is pixels
/// of the target; `width` and `height` say how many, so overlays scale normalised
/// coordinates by them.
public final class Canvas {
    private let context: CairoContext
    /// Target size in pixels, display orientation.
    public let width: Double
    public let height: Double

    init(context: CairoContext, width: Double, height: Double) {
        self.context = context
        self.width = width
        self.height = height
    }

    /// Normalised top-left coordinates to canvas pixels.
    public func point(x: Double, y: Double) -> SIMD2<Double> { SIMD2(x * width, y * height) }

    /// The raw `cairo_t *`, for overlays drawing beyond the helpers; Cairo's state is
    /// saved before and restored after `body`.
    public func withUnsafeContext<R, E: Error>(_ body: (OpaquePointer) throws(E) -> R) throws(E) -> R {
        try context.withUnsafePointer { (cr: OpaquePointer) throws(E) -> R in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            return try body(cr)
        }
    }

    /// Strokes a polyline given in canvas pixels.
    public func stroke(_ points: [SIMD2<Double>], color: TracerColor, width lineWidth: Double,
                       dash: [Double] = [], closed: Bool = false) {
        guard let first = points.first else { return }
        withUnsafeContext { cr in
            cairo_new_path(cr)
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            if closed { cairo_close_path(cr) }
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_dash(cr, dash, Int32(dash.count), 0)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_stroke(cr)
        }
    }

    /// Strokes an axis-aligned ellipse (a circle when the radii match), canvas pixels.
    public func strokeEllipse(center: SIMD2<Double>, radiusX: Double, radiusY: Double,
                              color: TracerColor, width lineWidth: Double) {
        guard radiusX > 0, radiusY > 0 else { return }
        withUnsafeContext { cr in
            cairo_new_path(cr)
            cairo_save(cr)
            cairo_translate(cr, center.x, center.y)
            cairo_scale(cr, radiusX, radiusY)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
            cairo_set_line_width(cr, lineWidth)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_stroke(cr)
        }
    }

    /// Draws `text` with its baseline starting at `origin` (Cairo's toy text API).
    public func text(_ text: String, at origin: SIMD2<Double>, size: Double, color: TracerColor) {
        withUnsafeContext { cr in
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cr, size)
            cairo_move_to(cr, origin.x, origin.y)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_show_text(cr, text)
        }
    }
}
