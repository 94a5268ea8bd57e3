import Foundation
import Testing
@testable import TracerVision

/// A smoothing started from a memo (the windows unchanged since the last smoothing) is the
/// smoothing done afresh, bit for bit: for a track that grew, and for a piece of a track
/// (`LocalSmootherMemo.slice`).
@Suite struct LocalSmootherMemoTests {
    /// A falling arc with noise and two outliers, 40 points at 60 fps.
    static let times = (0..<40).map { Double($0) / 60 }
    static let xs = times.enumerated().map { i, t in 30 + 240 * t + 0.3 * sin(Double(i) * 1.7) }
    static let ys = times.enumerated().map { i, t in
        200 - 300 * t + 250 * t * t + 0.3 * cos(Double(i) * 2.3) + (i == 11 || i == 27 ? 9 : 0)
    }

    static func same(_ a: LocalSmoother, _ b: LocalSmoother) -> Bool {
        a.x.map(\.bitPattern) == b.x.map(\.bitPattern) && a.y.map(\.bitPattern) == b.y.map(\.bitPattern)
            && a.inliers == b.inliers && a.sigma.bitPattern == b.sigma.bitPattern
    }

    @Test func aPieceSmoothedFromTheSlicedMemoIsThePieceSmoothedAfresh() {
        let memo = LocalSmootherMemo()
        _ = LocalSmoother(times: Self.times, x: Self.xs, y: Self.ys, memo: memo)
        for range in [0..<40, 5..<33, 12..<40, 0..<20, 17..<30] {
            let t = Array(Self.times[range]), x = Array(Self.xs[range]), y = Array(Self.ys[range])
            let fresh = LocalSmoother(times: t, x: x, y: y)
            let reused = LocalSmoother(times: t, x: x, y: y, memo: memo.slice(range))
            #expect(Self.same(fresh, reused), "piece \(range)")
        }
        // The piece's interior windows are the track's, taken over; those cut by its ends are not.
        let slice = memo.slice(5..<33)
        #expect(slice.window(at: 10, lo: 2, hi: 18, shared: 28) != nil)
        #expect(slice.window(at: 1, lo: 0, hi: 16, shared: 28) == nil)
    }

    @Test func aGrownTrackSmoothedFromItsMemoIsTheTrackSmoothedAfresh() {
        let memo = LocalSmootherMemo()
        _ = LocalSmoother(times: Array(Self.times.prefix(30)), x: Array(Self.xs.prefix(30)),
                          y: Array(Self.ys.prefix(30)), memo: memo)
        let fresh = LocalSmoother(times: Self.times, x: Self.xs, y: Self.ys)
        #expect(Self.same(fresh, LocalSmoother(times: Self.times, x: Self.xs, y: Self.ys, memo: memo)))
    }
}
