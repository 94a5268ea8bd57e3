import Foundation

/// A track point's position after smoothing, or nil for a point its neighbours disown.
struct SmoothedPoint: Equatable {
    var time: Double
    /// Stabilised display pixels (camera shift removed).
    var x: Double
    var y: Double
    /// Median radius over the window, pixels.
    var radius: Double
}

/// Smooths a track point by point with a robust fit over its neighbours (`halfWindow`
/// on each side, never across a gap that splits the track into segments): the
/// perspective flight model where it fits, else a quadratic in time. Local fits let
/// drag and perspective bend a long flight away from any one curve without biasing it
/// or making good points outliers.
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

    /// The smoothed point `i` of `points[segment]`: the first fit that follows the points
    /// (residual scale under a pixel) of a quadratic over the whole window, the perspective
    /// model over it (a ball just hit away from the camera slows too fast for a quadratic),
    /// and quadratics over half and a third of it; the point itself if none does.
    func smooth(_ i: Int, points: [TrackPoint], segment: Range<Int>) -> SmoothedPoint? {
        let n = segment.count
        let p = points[i]
        guard n >= 5 else { return SmoothedPoint(time: p.time, x: p.position.x, y: p.position.y, radius: p.radius) }
        func window(_ half: Int) -> Range<Int> {
            let width = min(n, 2 * half + 1)
            let lo = max(segment.lowerBound, min(i - half, segment.upperBound - width))
            return lo..<(lo + width)
        }
        let full = window(halfWindow)
        let radius = median(points[full].map(\.radius))
        enum Fit { case smoothed(PixelPoint), outlier, misfit }
        func quadratic(_ range: Range<Int>) -> Fit {
            guard range.count >= 5 else { return .misfit }
            let w = points[range]
            let t = w.map(\.time)
            guard let (fx, wx, sx) = Polynomial.robustFit(t, w.map(\.position.x), degree: 2, origin: p.time,
                                                         minimumScale: 0.25),
                  let (fy, wy, sy) = Polynomial.robustFit(t, w.map(\.position.y), degree: 2, origin: p.time,
                                                         minimumScale: 0.25),
                  hypot(sx, sy) / 2.0.squareRoot() < 1 else { return .misfit }
            guard wx[i - range.lowerBound] > 0, wy[i - range.lowerBound] > 0 else { return .outlier }
            return .smoothed(PixelPoint(x: fx(p.time), y: fy(p.time)))
        }
        func perspective(_ range: Range<Int>) -> Fit {
            guard let model = FlightModel(points: Array(points[range])), model.sigma < 1 else { return .misfit }
            guard model.inliers[i - range.lowerBound] else { return .outlier }
            return .smoothed(model.position(at: p.time))
        }
        let fits: [() -> Fit] = [{ quadratic(full) }, { perspective(full) },
                                 { quadratic(window(halfWindow / 2)) }, { quadratic(window(max(2, halfWindow / 3))) }]
        for fit in fits {
            switch fit() {
            case .smoothed(let q): return SmoothedPoint(time: p.time, x: q.x, y: q.y, radius: radius)
            case .outlier: return nil
            case .misfit: continue
            }
        }
        return SmoothedPoint(time: p.time, x: p.position.x, y: p.position.y, radius: radius)
    }
}
