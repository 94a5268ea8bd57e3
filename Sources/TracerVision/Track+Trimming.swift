import Foundation

/// Cutting clutter off a track's ends: what a seed took up before the flight, what the track
/// took up while the ball was being lost.
extension Track {
    /// Whether `point` (before the first) continues the track's first points: it does not
    /// break from a quadratic through the first twelve.
    func continuesBackwards(_ point: TrackPoint) -> Bool {
        !breaks(point, from: points.prefix(12))
    }

    /// Whether `point`, in place of the first point, continues the points after it backwards.
    func continuesBackwardsInsteadOfFirst(_ point: TrackPoint) -> Bool {
        !breaks(point, from: points.dropFirst().prefix(12))
    }

    /// Whether `point` breaks from a quadratic fitted to `neighbours` (at least six of them).
    fileprivate func breaks(_ point: TrackPoint, from neighbours: ArraySlice<TrackPoint>) -> Bool {
        MotionBreak.breaks(point, from: neighbours, flight: FlightModel(points: Array(neighbours)))
    }

    /// Drops the points before the flight (clutter picked up by a seed, the club): grows
    /// backwards from the middle, testing each point against a quadratic fitted to the
    /// twelve accepted points after it; three failures in a row cut there. A lone
    /// outlier is skipped (the smoother drops it). Run once, when the track is confirmed.
    ///
    /// A run of `keptFollowedRun` or more first points that the launch follow found
    /// (`followedFromLaunch`) stays: a drive's fast first frames before a cloud, slowing
    /// sharply in the picture, break from the quadratic of its slow frames after the cloud,
    /// but one flight model followed them all from the spot (seed 97's drive, six points
    /// cut and taken back by the bridge to its launch with three of the club's). The club
    /// beside the ball made a followed flight of three points in seed 487's backswing.
    func trimStart() {
        let first = pointsBeforeFlight()
        let followedRun = first >= Self.keptFollowedRun && first <= followedFromLaunch
        guard first > 0, !followedRun else { return }
        removeFirstPoints(first)
    }

    /// Fewest first points found by the launch follow that `trimStart` leaves.
    static let keptFollowedRun = 5

    /// How many first points are clutter before the flight by the test `trimStart` makes.
    private func pointsBeforeFlight() -> Int {
        guard points.count > 8, finalSamples.isEmpty, segmentStarts == [0] else { return 0 }
        let middle = points.count / 2
        var kept = Array(points[middle...].prefix(12))
        var failures: [Int] = []
        var first = 0
        var i = middle - 1
        while i >= 0 {
            if breaks(points[i], from: kept.prefix(12)[...]) {
                failures.append(i)
                if failures.count == 3 { first = failures[0] + 1; break }
            } else {
                failures.removeAll()
                kept.insert(points[i], at: 0)
            }
            i -= 1
        }
        if failures.count < 3, let last = failures.last, last == 0 { first = failures[0] + 1 }
        return first > 0 && points.count - first >= 6 ? first : 0
    }

    /// Drops the points after the flight (clutter taken up while the ball was being lost),
    /// among those not yet final: the same test, forwards. Run once, when the track ends.
    func trimEnd() {
        let firstOpen = max(finalSamples.count, points.count / 2, segmentStarts.last ?? 0)
        guard points.count > 8, firstOpen < points.count else { return }
        // Judged against the points before them in the same segment only: across a gap the
        // flight has moved on.
        var kept = Array(points[max(segmentStarts.last ?? 0, firstOpen - 12)..<firstOpen])
        var failures: [Int] = []
        var end = points.count
        var i = firstOpen
        while i < points.count {
            if breaks(points[i], from: kept.suffix(12)[...]) {
                failures.append(i)
                if failures.count == 3 { end = failures[0]; break }
            } else {
                failures.removeAll()
                kept.append(points[i])
            }
            i += 1
        }
        if failures.count < 3, let last = failures.last, last == points.count - 1 { end = failures[0] }
        if end < points.count, end >= 6 { removeLastPoints(points.count - end) }
    }
}
