import Foundation

extension Track {
    /// Of two tracks ending on the same two points, whether this one should stay rather than
    /// `other`: a confirmed one stays, then one joined across a gap (it holds the flight's
    /// earlier piece), then one not led by specks the other does without (`headIsSpecks`);
    /// else the one whose last (up to eight) points agree clearly better on
    /// one motion (by 0.15 px or more), else the one with more points since the later
    /// of their starts (the other skipped frames). When either has fewer than five, both are
    /// judged over the same number of last points, so that a young track is not lost to one
    /// that took a piece of clutter before it only for having too few points to judge. Judged
    /// on three, a track led by a speck pays for it (`speckHeadCost(beside:)`).
    func isPreferred(over other: Track) -> Bool {
        if (state == .confirmed) != (other.state == .confirmed) { return state == .confirmed }
        if segmentStarts.count != other.segmentStarts.count {
            return segmentStarts.count > other.segmentStarts.count
        }
        let specksLead = headIsSpecks(before: other), specksLeadOther = other.headIsSpecks(before: self)
        if specksLead != specksLeadOther { return specksLeadOther }
        let k = min(count, other.count) < 5 ? min(count, other.count) : 8
        var mine = residual(ofLast: k), theirs = other.residual(ofLast: k)
        if k == 3 {
            mine += speckHeadCost(beside: other)
            theirs += other.speckHeadCost(beside: self)
        }
        if abs(mine - theirs) >= 0.15 || !(mine.isFinite && theirs.isFinite) { return mine < theirs }
        let since = max(first.time, other.first.time) - 1e-9
        return points.filter { $0.time >= since }.count > other.points.filter { $0.time >= since }.count
    }

    /// Whether this track starts before `rival` on two specks or more and nothing else, which
    /// `rival` does without: each shorter than `TrajectoryFitter.tinyBlobLength` and at most
    /// half the radius of this track's next two points, clear streaks from `rival`'s start on.
    /// The ball just hit is at its largest and fastest, a streak, and does not show as specks
    /// first (seed 499's first two_shots ball: two specks the club head left beside the spot
    /// led its flight, bent its prediction 7 px off the ball and dated its launch a frame
    /// early). One speck alone can be a piece of the ball's own blur split off its first
    /// streak (the sample drive's frame 62, which `speckHeadCost(beside:)` spares).
    func headIsSpecks(before rival: Track) -> Bool {
        let start = rival.first.time - 1e-9
        let head = points.prefix { $0.time < start }
        guard head.count >= 2, head.count + 2 <= count,
              let followers = Self.streakRadius(points[head.count], points[head.count + 1]) else { return false }
        return head.allSatisfy { Self.isSpeck($0, beforeStreaksOf: followers) }
    }

    /// The smaller radius of `a` and `b` when both are clear streaks (`TrackPoint.isYoungStreak`).
    private static func streakRadius(_ a: TrackPoint, _ b: TrackPoint) -> Double? {
        a.isYoungStreak && b.isYoungStreak ? min(a.radius, b.radius) : nil
    }

    /// Whether `point` is a speck before streaks of radius `followers`: shorter than
    /// `TrajectoryFitter.tinyBlobLength` and at most half their radius.
    private static func isSpeck(_ point: TrackPoint, beforeStreaksOf followers: Double) -> Bool {
        point.length < TrajectoryFitter.tinyBlobLength && point.radius <= 0.5 * followers
    }

    /// Residual (pixels) a track judged on its last three points pays when the first of them
    /// is a speck before two clear streaks (shorter than `TrajectoryFitter.tinyBlobLength`,
    /// at most half their radius) and off the streak `rival` holds in that frame: 2 px per unit
    /// of log size ratio. A ball just hit slows in the picture, so a line misses its own three
    /// streaks by a pixel or two, and a speck beside its first one can lie nearer that line:
    /// the speck's track stays, runs the flight back wrong and dates its launch a frame early
    /// (seed 113's second two_shots ball, 1.12 frames; 401's first). A ball does not shrink to
    /// a speck and grow back; but a speck on the streak itself (within half its length of its
    /// centre) is a piece of the same blur, the ball as much as the streak is (the sample
    /// drive's 31 px streak at frame 62, a 0.9 px speck 5.8 px from its centre).
    func speckHeadCost(beside rival: Track) -> Double {
        let tail = Array(points.suffix(3))
        guard tail.count == 3, let followers = Self.streakRadius(tail[1], tail[2]) else { return 0 }
        let speck = tail[0]
        guard speck.radius > 0, Self.isSpeck(speck, beforeStreaksOf: followers) else { return 0 }
        if let theirs = rival.points.suffix(3).first, abs(theirs.time - speck.time) < 1e-9,
           hypot(theirs.position.x - speck.position.x, theirs.position.y - speck.position.y) < theirs.length / 2 {
            return 0
        }
        return 2 * log(followers / speck.radius)
    }
}
