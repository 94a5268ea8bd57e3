import Foundation

/// A young flight that lost its ball behind a cloud just short of `trajectoryLength`, then
/// took clutter past the gap: its prediction, bent by a ball slowing as it flies away, can
/// turn back down the picture, and what it takes there spoils its verdict (seed 389's drive:
/// nine points of the ball, then specks 100 to 330 px off, and the flight was never found).
extension TrajectoryFitter {
    /// Most points past the gap that are dropped as clutter.
    static let strayTailPoints = 3

    /// Drops the points `track` took after its last gap of `reacquireMisses` frames or more
    /// when they are `strayTailPoints` or fewer and the points before the gap are just short
    /// of `trajectoryLength` (as a lost young track's last look needs); how many it dropped,
    /// or nil.
    func dropStrayTail(of track: Track) -> Int? {
        // Only the ball just hit: the golfer's and the club's tracks wait their verdict out.
        guard !track.hadLastLook, startsJustAfterLaunch(track) else { return nil }
        let interval = frameInterval ?? track.nominalInterval
        let gapSteps = Double(reacquireMisses(for: track)) + 0.5
        let points = track.points
        guard let gapEnd = points.indices.dropFirst().last(where: {
            points[$0].time - points[$0 - 1].time > gapSteps * interval
        }) else { return nil }
        let tail = points.count - gapEnd
        guard tail <= Self.strayTailPoints, gapEnd < request.trajectoryLength,
              gapEnd >= request.trajectoryLength - Self.lastLookShortfall,
              gapEnd >= (track.segmentStarts.last ?? 0) else { return nil }
        track.removeLastPoints(tail)
        return tail
    }
}
