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

    /// `memo`, when given, supplies the windows unchanged since its last smoothing and keeps this one's.
    init(times t: [Double], x xs: [Double], y ys: [Double], halfWindow: Int = 8, memo: LocalSmootherMemo? = nil) {
        let n = t.count
        x = xs
        y = ys
        inliers = [Bool](repeating: true, count: n)
        var sigmas: [Double] = []
        guard n >= 5 else {
            sigma = 0
            return
        }
        let shared = memo?.sharedPrefix(t, xs, ys) ?? 0
        var windows: [LocalSmootherMemo.Window] = []
        windows.reserveCapacity(n)
        for i in 0..<n {
            let lo = max(0, min(i - halfWindow, n - 2 * halfWindow - 1))
            let hi = min(n - 1, lo + 2 * halfWindow)
            let window = memo?.window(at: i, lo: lo, hi: hi, shared: shared)
                ?? LocalSmootherMemo.Window(lo: lo, hi: hi, fit: Self.fit(t, xs, ys, lo: lo, hi: hi, centre: i))
            windows.append(window)
            guard let fit = window.fit else { continue }
            x[i] = fit.x
            y[i] = fit.y
            inliers[i] = fit.inlier
            sigmas.append(fit.sigma)
        }
        memo?.store(t, xs, ys, windows: windows)
        sigma = median(sigmas)
    }

    /// Robust local quadratics of `lo...hi` about point `centre`: its smoothed position, whether
    /// it is an inlier of both, and their combined sigma; nil when either fit fails.
    private static func fit(_ t: [Double], _ xs: [Double], _ ys: [Double], lo: Int, hi: Int,
                            centre i: Int) -> (x: Double, y: Double, inlier: Bool, sigma: Double)? {
        let tw = Array(t[lo...hi])
        let origin = t[i]
        guard let (fx, wx, sx) = Polynomial.robustFit(tw, Array(xs[lo...hi]), degree: 2, origin: origin,
                                                      minimumScale: 0.25),
              let (fy, wy, sy) = Polynomial.robustFit(tw, Array(ys[lo...hi]), degree: 2, origin: origin,
                                                      minimumScale: 0.25) else { return nil }
        return (fx(t[i]), fy(t[i]), wx[i - lo] > 0 && wy[i - lo] > 0, (sx * sx + sy * sy).squareRoot() / 2.0.squareRoot())
    }
}
