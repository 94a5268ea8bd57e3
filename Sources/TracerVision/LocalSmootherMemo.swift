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

    /// The memo of the points in `range` alone: the windows that lie wholly inside it, renumbered
    /// from its start (a window's fit depends on its own points only).
    func slice(_ range: Range<Int>) -> LocalSmootherMemo {
        let memo = LocalSmootherMemo()
        let kept = range.clamped(to: 0..<min(times.count, windows.count))
        guard !kept.isEmpty, kept.lowerBound == range.lowerBound else { return memo }
        let start = kept.lowerBound
        memo.times = Array(times[kept])
        memo.xs = Array(xs[kept])
        memo.ys = Array(ys[kept])
        memo.windows = windows[kept].map { window in
            guard window.lo >= start, window.hi < kept.upperBound else { return Window(lo: -1, hi: -1, fit: nil) }
            return Window(lo: window.lo - start, hi: window.hi - start, fit: window.fit)
        }
        return memo
    }

    /// Remembers this smoothing's points and windows.
    func store(_ t: [Double], _ x: [Double], _ y: [Double], windows: [Window]) {
        times = t
        xs = x
        ys = y
        self.windows = windows
    }
}
