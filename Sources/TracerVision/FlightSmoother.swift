/// A track point's position after smoothing, or nil for a point its neighbours disown.
struct SmoothedPoint: Equatable {
    var time: Double
    /// Stabilised display pixels (camera shift removed).
    var x: Double
    var y: Double
    /// Median radius over the window, pixels.
    var radius: Double
}

/// Smooths a track point by point with a robust quadratic in time over its
/// neighbours (`halfWindow` on each side, never across a gap that splits the track
/// into segments), so drag and perspective that bend a long flight away from one
/// polynomial neither bias it nor make good points outliers.
///
/// The result for a point depends only on the points in its window, so once the
/// window is complete (`isFinal`) it never changes as the track grows: what was
/// drawn from it stays true.
struct FlightSmoother {
    var halfWindow = 6

    /// Whether point `i` of a track with `count` points (in a segment ending at `segmentEnd`,
    /// exclusive, or still growing) has all the neighbours it will ever have.
    func isFinal(_ i: Int, segmentStart: Int, count: Int, ended: Bool) -> Bool {
        if ended { return true }
        let needed = max(i + halfWindow, segmentStart + 2 * halfWindow)
        return needed <= count - 1
    }

    /// The smoothed point `i` of `points[segment]`.
    func smooth(_ i: Int, points: [TrackPoint], segment: Range<Int>) -> SmoothedPoint? {
        let n = segment.count
        let p = points[i]
        guard n >= 5 else { return SmoothedPoint(time: p.time, x: p.position.x, y: p.position.y, radius: p.radius) }
        let width = min(n, 2 * halfWindow + 1)
        let lo = max(segment.lowerBound, min(i - halfWindow, segment.upperBound - width))
        let window = points[lo..<(lo + width)]
        let radius = median(window.map(\.radius))
        let t = window.map(\.time)
        guard let (fx, wx, _) = Polynomial.robustFit(t, window.map(\.position.x), degree: 2, origin: p.time,
                                                     minimumScale: 0.25),
              let (fy, wy, _) = Polynomial.robustFit(t, window.map(\.position.y), degree: 2, origin: p.time,
                                                     minimumScale: 0.25) else {
            return SmoothedPoint(time: p.time, x: p.position.x, y: p.position.y, radius: radius)
        }
        guard wx[i - lo] > 0, wy[i - lo] > 0 else { return nil }
        return SmoothedPoint(time: p.time, x: fx(p.time), y: fy(p.time), radius: radius)
    }
}
