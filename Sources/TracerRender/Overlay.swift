/// One kind of annotation drawn over a display-orientation image: the tracer, a
/// region of interest, candidates, curves. Every overlay is its own type;
/// `ImageSurface.annotate(with:)` draws a list of them in order.
public protocol Overlay {
    /// Draws onto `canvas`; Cairo records failures, checked once after all overlays.
    func draw(on canvas: Canvas)
}

extension ImageSurface {
    /// Draws `overlays` in order over this image, taken to be in display orientation.
    public func annotate(with overlays: [any Overlay]) throws(CairoError) {
        let context = try withUnsafePointer { (surface: OpaquePointer) throws(CairoError) in
            try CairoContext(surface: surface)
        }
        let canvas = Canvas(context: context, width: Double(width), height: Double(height))
        for overlay in overlays { overlay.draw(on: canvas) }
        try context.checkStatus("draw overlays")
    }
}
