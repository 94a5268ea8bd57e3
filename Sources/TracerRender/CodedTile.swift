/// The rectangle of a coded frame the tracer touches at one time, in coded pixels.
struct CodedTile: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The coded box covering the display box `low...high` (display pixels), grown
    /// outward to whole chroma blocks and clipped to the frame; `nil` when empty.
    init?(displayLow low: SIMD2<Double>, displayHigh high: SIMD2<Double>, rotation: DisplayRotation,
          displayWidth: Int, displayHeight: Int, chromaShiftX: Int, chromaShiftY: Int) {
        let m = rotation.displayToCoded(displayWidth: Double(displayWidth), displayHeight: Double(displayHeight))
        let coded = rotation.codedSize(displayWidth: displayWidth, displayHeight: displayHeight)
        let corners = [low, SIMD2(high.x, low.y), SIMD2(low.x, high.y), high].map {
            SIMD2(m.xx * $0.x + m.xy * $0.y + m.x0, m.yx * $0.x + m.yy * $0.y + m.y0)
        }
        let minimum = corners.dropFirst().reduce(corners[0]) { pointwiseMin($0, $1) }
        let maximum = corners.dropFirst().reduce(corners[0]) { pointwiseMax($0, $1) }
        let blockX = 1 << chromaShiftX, blockY = 1 << chromaShiftY
        let x0 = max(Int(minimum.x.rounded(.down)), 0) / blockX * blockX
        let y0 = max(Int(minimum.y.rounded(.down)), 0) / blockY * blockY
        let x1 = min(Int(maximum.x.rounded(.up)), coded.width)
        let y1 = min(Int(maximum.y.rounded(.up)), coded.height)
        guard x1 > x0, y1 > y0 else { return nil }
        x = x0
        y = y0
        width = x1 - x0
        height = y1 - y0
    }
}
