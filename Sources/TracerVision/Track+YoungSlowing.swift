import Foundation

extension Track {
    /// Where a young track's ball is at `time`, the next frame after its last point, when its
    /// last steps (between its last three or four firm blobs a frame apart, `firmBlobScore`)
    /// are clear moves one way, each shorter than the one before, and `quadratic` (the fit
    /// through its points) puts it well short of where those steps, slowing by the share the
    /// last two slowed by, carry it (by more than `clearStep` and by more than 0.4 of that
    /// advance) or well past it (by more than four `clearStep`s and half the advance): nil
    /// otherwise. A ball driven away from the camera slows in the picture by about the same
    /// share each frame, and a quadratic through its first five points, which read the fast
    /// frames just after impact, slows it far more: held-out 1447's 30 fps portrait, steps of
    /// 38, 25, 18 and 14 px, was predicted to move 3 px, and a speck of contrast 3 there lay
    /// nearer that than the ball, 11 px on; the track took the speck and was lost. A young
    /// track that took blobs of the club before the ball's first frames is bent the other way
    /// (held-out 1283's drive from behind: predicted 14 px past the ball, nearer a speck). Past
    /// by a few pixels is left alone: young tracks of the golfer's hands slowing at the top of a
    /// practice swing are overshot so, and carried on they drew a flight (held-out 1303's).
    /// (A ball seen side-on slows by the same amount each frame, not the same share, and its
    /// quadratic, which follows it, stays.)
    func youngFlightSlowing(_ quadratic: PixelPoint, at time: Double) -> PixelPoint? {
        guard state == .tentative, count >= 5, misses == 0 else { return nil }
        // Checked on the slice first: most young tracks are clutter of weak specks, and this runs
        // for each of them every frame.
        let firm = points.suffix(4).reversed().prefix { !$0.isFaint && $0.score >= Self.firmBlobScore }.count
        guard firm >= 3 else { return nil }
        let p = Array(points.suffix(firm))
        var steps: [(x: Double, y: Double, length: Double, interval: Double)] = []
        steps.reserveCapacity(3)
        for (a, b) in zip(p, p.dropFirst()) {
            let x = b.position.x - a.position.x, y = b.position.y - a.position.y
            let interval = b.time - a.time
            guard interval > 0, interval < 1.5 * nominalInterval else { return nil }
            steps.append((x, y, hypot(x, y), interval))
        }
        let speeds = steps.map { $0.length / $0.interval }
        guard steps.allSatisfy({ $0.length > Self.clearStep }),
              zip(speeds, speeds.dropFirst()).allSatisfy({ $0 > $1 }) else { return nil }
        guard zip(steps, steps.dropFirst()).allSatisfy({ a, b in
            a.x * b.x + a.y * b.y >= Self.oneWayCosine * a.length * b.length
        }) else { return nil }
        let last = steps[steps.count - 1], before = steps[steps.count - 2]
        let decay = log(speeds[speeds.count - 2] / speeds[speeds.count - 1]) / (0.5 * (before.interval + last.interval))
        let end = p[p.count - 1].position
        let ahead = time - p[p.count - 1].time
        // The share of the last step's mean speed the ball still had at its end.
        let endSpeedShare = decay * last.interval / (exp(decay * last.interval) - 1)
        let travel = endSpeedShare * (1 - exp(-decay * ahead)) / decay
        let carried = PixelPoint(x: end.x + last.x / last.interval * travel, y: end.y + last.y / last.interval * travel)
        let unit = (x: last.x / last.length, y: last.y / last.length)
        func advance(_ q: PixelPoint) -> Double { (q.x - end.x) * unit.x + (q.y - end.y) * unit.y }
        let short = advance(quadratic) < min(advance(carried) - Self.clearStep, 0.6 * advance(carried))
        let long = advance(quadratic) > advance(carried) + max(4 * Self.clearStep, 0.5 * advance(carried))
        return short || long ? carried : nil
    }

    /// Least score of each of the points the steps are read from: blobs of the ball
    /// itself. A speck taken beside it (score 0.4 to 0.8) puts a step off by a few pixels, and
    /// steps that happen to shrink then carry a young track of clutter, or of the ball among
    /// specks, on to a speck that breaks it (held-out 1223's and 1429's hevc10 drives, dark
    /// balls in sensor noise: each lost its flight's first frames to a separate track).
    static let firmBlobScore = 0.9

    /// Least cosine between a young flight's consecutive steps for them to run one way (about 25°).
    static let oneWayCosine = 0.9
}
