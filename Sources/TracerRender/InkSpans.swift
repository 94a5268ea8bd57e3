/// Per tile row, the columns the tracer can touch: every sample segment's box
/// grown by the painter's reach. Only these spans are cleared and blended.
struct InkSpans {
    /// Column range per tile row; empty where nothing is drawn.
    private(set) var rows: [Range<Int>] = []

    /// Recomputes the spans for `geometry` drawn into `tile` with `matrix` (display → coded pixels).
    mutating func compute(_ geometry: TracerGeometry, reach: Double, tile: CodedTile,
                          matrix m: (xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double)) {
        rows.removeAll(keepingCapacity: true)
        rows.append(contentsOf: repeatElement(0..<0, count: tile.height))
        let origin = SIMD2(m.x0 - Double(tile.x), m.y0 - Double(tile.y))
        func coded(_ p: SIMD2<Double>) -> SIMD2<Double> {
            SIMD2(m.xx * p.x + m.xy * p.y, m.yx * p.x + m.yy * p.y) + origin
        }
        for trail in geometry.trails {
            for run in trail.runs {
                var previous = coded(run.points[0])
                for point in run.points {
                    let current = coded(point)
                    mark(low: pointwiseMin(previous, current) - reach, high: pointwiseMax(previous, current) + reach,
                         tile: tile)
                    previous = current
                }
            }
        }
    }

    private mutating func mark(low: SIMD2<Double>, high: SIMD2<Double>, tile: CodedTile) {
        let top = max(Int(low.y.rounded(.down)), 0), bottom = min(Int(high.y.rounded(.up)), tile.height)
        let left = max(Int(low.x.rounded(.down)), 0), right = min(Int(high.x.rounded(.up)), tile.width)
        guard top < bottom, left < right else { return }
        for row in top..<bottom {
            let span = rows[row]
            rows[row] = span.isEmpty ? left..<right : min(span.lowerBound, left)..<max(span.upperBound, right)
        }
    }
}
