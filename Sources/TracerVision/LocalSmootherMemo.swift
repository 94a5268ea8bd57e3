/// The local fits of a track's last smoothing (`LocalSmoother`), kept so that when the track
/// has grown by a point only the windows whose points changed are fitted again.
final class LocalSmootherMemo {
    /// One window's outcome: the smoothed point, whether it was an inlier and its sigma, or nil
    /// when the window could not be fitted.
    struct Window {
        var lo: Int
        var hi: Int
        var fit: (x: Double, y: Double, inlier: Bool, sigma: Double)?
    }

    private var times: [Double] = []
    private var xs: [Double] = []
    private var ys: [Double] = []
    private var windows: [Window] = []

    /// The number of leading points that `t`, `x` and `y` share bit for bit with the last smoothing.
    func sharedPrefix(_ t: [Double], _ x: [Double], _ y: [Double]) -> Int {
        let n = min(t.count, times.count)
        var i = 0
        while i < n, t[i].bitPattern == times[i].bitPattern, x[i].bitPattern == xs[i].bitPattern,
              y[i].bitPattern == ys[i].bitPattern {
            i += 1
        }
        return i
    }

    /// The window centred on point `i` last time, when it spanned `lo...hi` and all of it lies in the shared prefix.
    func window(at i: Int, lo: Int, hi: Int, shared: Int) -> Window? {
        guard i < windows.count, hi < shared, windows[i].lo == lo, windows[i].hi == hi else { return nil }
        return windows[i]
    }

    /// Remembers this smoothing's points and windows.
    func store(_ t: [Double], _ x: [Double], _ y: [Double], windows: [Window]) {
        times = t
        xs = x
        ys = y
        self.windows = windows
    }
}
