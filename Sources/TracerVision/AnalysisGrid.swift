/// The binned pixel grid detection works on: coded pixels grouped `scale × scale`,
/// restricted to the region being analysed. Maps buffer positions (continuous,
/// pixel centres at +0.5, origin at the region's top-left) to coded and display pixels.
struct AnalysisGrid {
    let geometry: FrameGeometry
    /// Coded pixels per buffer pixel along each axis.
    let scale: Int
    /// The analysed region in binned pixels of the whole frame.
    let rect: PixelRect

    /// The grid covering a Vision (lower-left, display) region, binned `scale × scale`.
    init(geometry: FrameGeometry, region: NormalizedRect, scale: Int) {
        self.geometry = geometry
        self.scale = max(1, scale)
        let s = self.scale
        let coded = geometry.codedRect(for: region)
        let x0 = coded.x / s, y0 = coded.y / s
        let x1 = min(geometry.codedWidth / s, (coded.x + coded.width + s - 1) / s)
        let y1 = min(geometry.codedHeight / s, (coded.y + coded.height + s - 1) / s)
        rect = PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Binning for a frame size: analysed pictures are at most about 1280 pixels on their long
    /// side (1080p is analysed at 960×540, 4K too), so cost and behaviour do not grow with resolution.
    static func scale(for geometry: FrameGeometry) -> Int {
        let long = max(geometry.codedWidth, geometry.codedHeight)
        return long <= 1280 ? 1 : (long <= 2560 ? 2 : 4)
    }

    /// Coded pixel of a buffer position.
    func codedPixel(bufferX x: Double, y: Double) -> PixelPoint {
        PixelPoint(x: (Double(rect.x) + x) * Double(scale), y: (Double(rect.y) + y) * Double(scale))
    }

    /// Display pixel of a buffer position.
    func displayPixel(bufferX x: Double, y: Double) -> PixelPoint {
        geometry.displayPixel(fromCoded: codedPixel(bufferX: x, y: y))
    }

    /// Buffer position of a display pixel.
    func bufferPoint(fromDisplay p: PixelPoint) -> PixelPoint {
        let coded = geometry.codedPixel(fromDisplay: p)
        return PixelPoint(x: coded.x / Double(scale) - Double(rect.x), y: coded.y / Double(scale) - Double(rect.y))
    }

    /// A camera shift in buffer pixels as a display-pixel displacement.
    func displayDisplacement(ofBufferShift shift: PixelPoint) -> PixelPoint {
        let origin = displayPixel(bufferX: 0, y: 0)
        let moved = displayPixel(bufferX: shift.x, y: shift.y)
        return PixelPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    /// The buffer rectangle covering a Vision (lower-left, display) region, clipped to the grid.
    func bufferRect(for region: NormalizedRect) -> PixelRect {
        let other = AnalysisGrid(geometry: geometry, region: region, scale: scale)
        let x0 = max(rect.x, other.rect.x), y0 = max(rect.y, other.rect.y)
        let x1 = min(rect.x + rect.width, other.rect.x + other.rect.width)
        let y1 = min(rect.y + rect.height, other.rect.y + other.rect.height)
        return PixelRect(x: x0 - rect.x, y: y0 - rect.y, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
