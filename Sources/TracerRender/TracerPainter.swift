import CCairo

/// Strokes a `TracerGeometry` in a style onto a Cairo context whose user space is display pixels.
struct TracerPainter {
    let style: TracerStyle
    /// Main line width, display pixels.
    let lineWidth: Double

    /// Opacity factor of extrapolated runs, which are also dashed.
    static let extrapolatedAlpha = 0.45

    /// Soft layers are wide and blurry: they stroke every 4th sample of a run (and its
    /// ends), chords of about 8 px whose distance from the curve is far below a pixel.
    /// The samples sit on a fixed grid, so the chosen ones do not shift as a run grows.
    static let softSampleStep = 4

    private struct Layer {
        var color: TracerColor
        var width: Double
        var offset = SIMD2<Double>.zero
        /// Soft layers (glow, shadow) use Cairo's cheaper rasteriser.
        var soft = false
    }

    /// How far any ink reaches beyond the sampled curve, display pixels.
    var margin: Double {
        var reach = lineWidth / 2
        if style.glow > 0 { reach = max(reach, lineWidth * style.glowSize / 2) }
        if style.shadow > 0 { reach = max(reach, lineWidth * 0.65 + (shadowOffset * shadowOffset).sum().squareRoot()) }
        if style.head { reach = max(reach, headRadius, style.glow > 0 ? headGlowRadius : 0) }
        return reach + 2 + (hasSoftLayers ? Self.softSpread : 0)
    }

    /// Which layers a `draw` call paints.
    enum Pass {
        /// Everything, in order: per trail its shadow, glow, line, core and head.
        case all
        /// Only the soft layers (shadow and glow), every trail.
        case soft
        /// Only the crisp layers (line, core, head), every trail.
        case sharp
    }

    /// Whether the style has soft layers (shadow, glow), which may be drawn at reduced resolution.
    var hasSoftLayers: Bool { style.shadow > 0 || style.glow > 0 }

    /// How much further than the drawn stroke soft ink may spread when the soft layers
    /// are drawn at half resolution and scaled up, display pixels.
    static let softSpread = 2.0

    private var shadowOffset: SIMD2<Double> { SIMD2(0.3, 0.45) * lineWidth }
    private var headRadius: Double { lineWidth * 0.9 }
    private var headGlowRadius: Double { lineWidth * style.glowSize * 0.45 }

    private var layers: [Layer] {
        var layers: [Layer] = []
        if style.shadow > 0 {
            layers.append(Layer(color: TracerColor(red: 0, green: 0, blue: 0, alpha: style.shadow * 0.6),
                                width: lineWidth * 1.3, offset: shadowOffset, soft: true))
        }
        if style.glow > 0 {
            for (size, alpha) in [(1.0, 0.22), (0.7, 0.3), (0.45, 0.45)] {
                layers.append(Layer(color: style.color.with(alpha: style.color.alpha * style.glow * alpha),
                                    width: lineWidth * max(style.glowSize * size, 1), soft: true))
            }
        }
        layers.append(Layer(color: style.color, width: lineWidth))
        if let core = style.core { layers.append(Layer(color: core, width: lineWidth * 0.4)) }
        return layers
    }

    func draw(_ geometry: TracerGeometry, on cr: OpaquePointer, pass: Pass = .all) {
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let layers = self.layers.filter {
            switch pass {
            case .all: true
            case .soft: $0.soft
            case .sharp: !$0.soft
            }
        }
        for trail in geometry.trails {
            for layer in layers {
                for run in trail.runs {
                    stroke(run, layer: layer, fade: trail.fade, on: cr)
                }
            }
            if style.head, pass != .soft, let head = trail.head { drawHead(at: head, on: cr) }
        }
    }

    private func stroke(_ run: TracerGeometry.Run, layer: Layer, fade: (from: SIMD2<Double>, to: SIMD2<Double>)?,
                        on cr: OpaquePointer) {
        guard let first = run.points.first else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, first.x + layer.offset.x, first.y + layer.offset.y)
        let step = layer.soft ? Self.softSampleStep : 1
        let last = run.points.count - 1
        for i in Swift.stride(from: step, to: last, by: step) {
            cairo_line_to(cr, run.points[i].x + layer.offset.x, run.points[i].y + layer.offset.y)
        }
        if last > 0 { cairo_line_to(cr, run.points[last].x + layer.offset.x, run.points[last].y + layer.offset.y) }
        if run.extrapolated {
            let dashes = [lineWidth * 2.5, lineWidth * 2.5]
            cairo_set_dash(cr, dashes, 2, 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_set_line_width(cr, layer.width)
        cairo_set_antialias(cr, layer.soft ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT)
        let alpha = layer.color.alpha * (run.extrapolated ? Self.extrapolatedAlpha : 1)
        let color = layer.color.with(alpha: alpha)
        if let fade {
            let pattern = cairo_pattern_create_linear(fade.from.x, fade.from.y, fade.to.x, fade.to.y)!
            cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, 0)
            cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, color.alpha)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        } else {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        }
        cairo_stroke(cr)
    }

    private func drawHead(at p: SIMD2<Double>, on cr: OpaquePointer) {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        if style.glow > 0 {
            let glow = cairo_pattern_create_radial(p.x, p.y, 0, p.x, p.y, headGlowRadius)!
            let c = style.color
            cairo_pattern_add_color_stop_rgba(glow, 0, c.red, c.green, c.blue, c.alpha * style.glow * 0.7)
            cairo_pattern_add_color_stop_rgba(glow, 1, c.red, c.green, c.blue, 0)
            cairo_set_source(cr, glow)
            cairo_pattern_destroy(glow)
            cairo_new_path(cr)
            cairo_arc(cr, p.x, p.y, headGlowRadius, 0, 2 * .pi)
            cairo_fill(cr)
        }
        let core = style.core ?? TracerColor(red: 1, green: 1, blue: 1)
        cairo_set_source_rgba(cr, core.red, core.green, core.blue, core.alpha)
        cairo_new_path(cr)
        cairo_arc(cr, p.x, p.y, headRadius, 0, 2 * .pi)
        cairo_fill(cr)
    }
}
