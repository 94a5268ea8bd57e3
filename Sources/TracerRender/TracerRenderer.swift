import CCairo
import TracerVision

/// Burns the tracer of a path into decoded frames.
///
/// What is drawn at time t depends only on (path, t, style, display size,
/// rotation): `drawing(at:)` computes it as a value, and `composite` writes it.
/// The renderer keeps scratch memory between calls and reuses the last drawn tile
/// only when the geometry and tile rectangle are exactly equal (as once every
/// trajectory has ended), so any frame renders the same whatever was rendered
/// before it, and whatever paths the renderer drew before `replacePath`. Only
/// the tile the tracer covers is drawn and blended; frames are never converted
/// to RGB. Not `Sendable`: use one renderer per task.
public final class TracerRenderer {
    public private(set) var path: TracerPath
    public let style: TracerStyle
    /// Display size (after rotation), pixels.
    public let displayWidth: Int
    public let displayHeight: Int
    public let rotation: DisplayRotation

    private var splines: [TimeSpline]
    private let painter: TracerPainter
    private let scratch = TileScratch()
    private let softLayers = SoftLayerBuffer()
    /// How many tiles were drawn with Cairo (the rest reused the last one); for tests.
    private(set) var tilesDrawn = 0

    /// - Parameter rotation: degrees counter-clockwise as FFmpeg reports it (0, 90, -90, 180).
    public init(path: TracerPath, style: TracerStyle, displayWidth: Int, displayHeight: Int,
                rotation: Int) throws(RenderError) {
        guard let turn = DisplayRotation(degrees: rotation) else { throw .unsupportedRotation(rotation) }
        guard displayWidth > 0, displayHeight > 0 else {
            throw .badDisplaySize(width: displayWidth, height: displayHeight)
        }
        self.path = path
        self.style = style
        self.displayWidth = displayWidth
        self.displayHeight = displayHeight
        self.rotation = turn
        splines = Self.splines(of: path, width: displayWidth, height: displayHeight)
        painter = TracerPainter(style: style, lineWidth: style.pixelWidth(displayHeight: displayHeight))
    }

    private static func splines(of path: TracerPath, width: Int, height: Int) -> [TimeSpline] {
        path.trajectories.map { TimeSpline(points: $0.points, width: Double(width), height: Double(height)) }
    }

    /// Draws `path` from now on (e.g. a path that is still growing). What any later
    /// call draws is what a new renderer of `path` would draw.
    public func replacePath(_ path: TracerPath) {
        guard path.trajectories != self.path.trajectories else { return }
        self.path = path
        splines = Self.splines(of: path, width: displayWidth, height: displayHeight)
    }

    /// The coded frame size this renderer expects.
    public var codedSize: (width: Int, height: Int) {
        rotation.codedSize(displayWidth: displayWidth, displayHeight: displayHeight)
    }

    /// Whether anything is drawn at `time`.
    public func draws(at time: Double) -> Bool {
        splines.contains { $0.knots.count >= 2 && time >= $0.start }
    }

    /// What the tracer looks like at `time`, or `nil` when nothing is drawn then.
    public func drawing(at time: Double) -> TracerDrawing? {
        guard draws(at: time) else { return nil }
        return TracerDrawing(geometry: TracerGeometry(splines: splines, time: time, fadeTail: style.fadeTail))
    }

    /// Draws the tracer at `time` into `frame` in place; returns whether any pixel was touched.
    @discardableResult
    public func composite(at time: Double, into frame: PlanarYUVFrame) throws(RenderError) -> Bool {
        try check(frame)
        guard let drawing = drawing(at: time) else { return false }
        return try composite(drawing, into: frame)
    }

    /// Writes `drawing` (from `drawing(at:)` of this renderer) into `frame` in place;
    /// returns whether any pixel was touched.
    @discardableResult
    public func composite(_ drawing: TracerDrawing, into frame: PlanarYUVFrame) throws(RenderError) -> Bool {
        try check(frame)
        let geometry = drawing.geometry
        guard let tile = CodedTile(displayLow: drawing.low - painter.margin, displayHigh: drawing.high + painter.margin,
                                   rotation: rotation, displayWidth: displayWidth, displayHeight: displayHeight,
                                   chromaShiftX: frame.chromaShiftX, chromaShiftY: frame.chromaShiftY)
        else { return false }
        let stride = ImageSurface.stride(forWidth: tile.width)
        let key = TileScratch.Key(geometry: geometry, tile: tile)
        if scratch.drawn != key {
            let matrix = rotation.displayToCoded(displayWidth: Double(displayWidth), displayHeight: Double(displayHeight))
            scratch.spans.compute(geometry, reach: painter.margin, tile: tile, matrix: matrix)
            let pixels = scratch.clearedRows(tile.height, stride: stride)
            do {
                try draw(geometry, into: pixels, tile: tile, stride: stride)
            } catch {
                throw .cairo(error)
            }
            scratch.drawn = key
            tilesDrawn += 1
        }
        let format = BlendPlan.Format(frame)
        if scratch.plan?.format != format {
            scratch.plan = BlendPlan(format: format, tile: scratch.pixels!, stride: stride, x0: tile.x, y0: tile.y,
                                     width: tile.width, height: tile.height, spans: scratch.spans.rows)
        }
        scratch.plan!.apply(to: frame)
        return true
    }

    /// Draws the tracer at `time` over `image`, taken to be the display-orientation
    /// picture (any size: the path and line width scale with it).
    public func draw(at time: Double, onto image: ImageSurface) throws(CairoError) {
        try image.annotate(with: [TracerOverlay(path: path, style: style, time: time)])
    }

    /// A display-size picture of the tracer at `time` over a plain background.
    public func image(at time: Double, background: TracerColor) throws(CairoError) -> ImageSurface {
        let image = try ImageSurface(width: displayWidth, height: displayHeight, fill: background)
        try draw(at: time, onto: image)
        return image
    }

    /// Draws the tile: soft layers at half resolution, scaled up into the inked spans,
    /// then the crisp layers over them at full resolution.
    private func draw(_ geometry: TracerGeometry, into pixels: UnsafeMutableRawPointer, tile: CodedTile,
                      stride: Int) throws(CairoError) {
        let m = rotation.displayToCoded(displayWidth: Double(displayWidth), displayHeight: Double(displayHeight))
        if painter.hasSoftLayers {
            let memory = softLayers.cleared(tileWidth: tile.width, tileHeight: tile.height)
            let s = SoftLayerBuffer.scale, o = SoftLayerBuffer.offset
            try draw(geometry, pass: .soft, into: memory, width: softLayers.width, height: softLayers.height,
                     stride: softLayers.stride,
                     matrix: cairo_matrix_t(xx: m.xx * s, yx: m.yx * s, xy: m.xy * s, yy: m.yy * s,
                                            x0: (m.x0 - Double(tile.x)) * s + o, y0: (m.y0 - Double(tile.y)) * s + o))
            softLayers.upscale(into: pixels, stride: stride, spans: scratch.spans.rows)
        }
        try draw(geometry, pass: painter.hasSoftLayers ? .sharp : .all, into: pixels, width: tile.width,
                 height: tile.height, stride: stride,
                 matrix: cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy,
                                        x0: m.x0 - Double(tile.x), y0: m.y0 - Double(tile.y)))
    }

    private func draw(_ geometry: TracerGeometry, pass: TracerPainter.Pass, into pixels: UnsafeMutableRawPointer,
                      width: Int, height: Int, stride: Int, matrix: cairo_matrix_t) throws(CairoError) {
        let surface = try ImageSurface(borrowing: pixels, width: width, height: height, stride: stride)
        let context = try surface.withUnsafePointer { (s: OpaquePointer) throws(CairoError) in try CairoContext(surface: s) }
        context.withUnsafePointer { cr in
            var matrix = matrix
            cairo_set_matrix(cr, &matrix)
            painter.draw(geometry, on: cr, pass: pass)
        }
        try context.checkStatus("draw tracer")
        surface.withUnsafePointer { cairo_surface_flush($0) }
    }

    private func check(_ frame: PlanarYUVFrame) throws(RenderError) {
        let expected = codedSize
        guard frame.width == expected.width, frame.height == expected.height else {
            throw .frameMismatch(expected: "\(expected.width)x\(expected.height)", got: "\(frame.width)x\(frame.height)")
        }
        guard frame.bitDepth >= 8, frame.bitDepth <= 16 else {
            throw .unsupportedFrame("bit depth \(frame.bitDepth), expected 8...16")
        }
        guard (0...2).contains(frame.chromaShiftX), (0...2).contains(frame.chromaShiftY) else {
            throw .unsupportedFrame("chroma shift \(frame.chromaShiftX),\(frame.chromaShiftY)")
        }
    }
}
