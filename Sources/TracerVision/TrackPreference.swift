import Foundation

extension Track {
    /// Of two tracks ending on the same two points, whether this one should stay rather than
    /// `other`: a confirmed one stays, then one joined across a gap (it holds the flight's
    /// earlier piece); else the one whose last (up to eight) points agree clearly better on
    /// one motion (by 0.15 px or more), else the one with more points since the later
    /// of their starts (the other skipped frames). When either has fewer than five, both are
    /// judged over the same number of last points, so that a young track is not lost to one
    /// that took a piece of clutter before it only for having too few points to judge.
    func isPreferred(over other: Track) -> Bool {
        if (state == .confirmed) != (other.state == .confirmed) { return state == .confirmed }
        if segmentStarts.count != other.segmentStarts.count {
            return segmentStarts.count > other.segmentStarts.count
        }
        let k = min(count, other.count) < 5 ? min(count, other.count) : 8
        let mine = residual(ofLast: k), theirs = other.residual(ofLast: k)
        if abs(mine - theirs) >= 0.15 || !(mine.isFinite && theirs.isFinite) { return mine < theirs }
        let since = max(first.time, other.first.time) - 1e-9
        return points.filter { $0.time >= since }.count > other.points.filter { $0.time >= since }.count
    }
}
