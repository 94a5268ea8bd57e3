/// Smooths a long track by robust local quadratics in time (a sliding window of
/// points), so drag and perspective that bend a long flight away from one
/// polynomial neither leave a bias nor mark good points as outliers.
struct LocalSmoother {
    /// Smoothed values at each input time.
    var x: [Double]
    var y: [Double]
    /// Whether each point agreed with its neighbourhood.
    var inliers: [Bool]
    /// Median local residual sigma, pixels.
    var sigma: Double

    init(times t: [Double], x xs: [Double], y ys: [Double], halfWindow: Int = 8) {
        let n = t.count
        x = xs
        y = ys
        inliers = [Bool](repeating: true, count: n)
        var sigmas: [Double] = []
        guard n >= 5 else {
            sigma = 0
            return
        }
        var i = 0
        while i < n {
            let lo = max(0, min(i - halfWindow, n - 2 * halfWindow - 1))
            let hi = min(n - 1, lo + 2 * halfWindow)
            let tw = Array(t[lo...hi])
            let origin = t[i]
            guard let (fx, wx, sx) = Polynomial.robustFit(tw, Array(xs[lo...hi]), degree: 2, origin: origin,
                                                          minimumScale: 0.25),
                  let (fy, wy, sy) = Polynomial.robustFit(tw, Array(ys[lo...hi]), degree: 2, origin: origin,
                                                          minimumScale: 0.25) else {
                i += 1
                continue
            }
            x[i] = fx(t[i])
            y[i] = fy(t[i])
            inliers[i] = wx[i - lo] > 0 && wy[i - lo] > 0
            sigmas.append((sx * sx + sy * sy).squareRoot() / 2.0.squareRoot())
            i += 1
        }
        sigma = median(sigmas)
    }
}
