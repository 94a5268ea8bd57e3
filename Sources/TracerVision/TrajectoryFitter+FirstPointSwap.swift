import Foundation

/// A flight's first point taken in place of the ball beside it.
extension TrajectoryFitter {
    /// Puts the ball in place of a new flight's first point when that point is a weak speck
    /// beside it: a confident blob of that frame (one turned down for the motion around it,
    /// `entangledBall`'s kind, or a clear candidate), of the size of the flight's next point,
    /// lying about as near where the points after it run back to (`BackwardStep`): within
    /// `firstPointSwapReach` pixels beyond the ball's radius, and no farther than the speck. A
    /// track is seeded by whatever candidate a frame holds, and just after impact the ball itself
    /// is often turned down for the club beside it while a speck there is not (held-out seed
    /// 977's hevc10 drive, frame 61: a speck 4.9 px off the ball began the flight, its first step
    /// ran back too short, and the look back missed the ball in the frames before), or taken up
    /// by a track of its own while a young track takes the speck (`SampleVideos/`' drive, frame
    /// 62: a speck of score 0.47 5 px off the ball, whose clear blob began another track; the
    /// launch segment, run back through the speck, put the ball 11 px off at frame 61). A young
    /// flight of `BackwardStep.modelledPoints` points at its last look is judged too: the nine
    /// after its first run back by their steps.
    func swapFirstPointForBall(of track: Track, owned: Set<Int>) {
        let first = track.first
        guard track.count >= BackwardStep.modelledPoints, track.canDropFirst, first.score < Self.firmFirstPointScore,
              let atRest = restRadius(before: first.time),
              case let blobs = blobs(at: first.time), !blobs.isEmpty,
              let predicted = BackwardStep.position(of: Array(track.points.dropFirst()), at: first.time)
        else { return }
        let next = track.points[1]
        func off(_ p: TrackPoint) -> Double { hypot(p.position.x - predicted.x, p.position.y - predicted.y) }
        let offFirst = off(first)
        let firstMismatch = Self.sizeMismatchCost(radius: first.radius, against: next.radius)
        let ball = blobs.filter {
            !owned.contains($0.candidateID) && $0.radius >= Self.entangledRadiusShare * atRest
                && $0.score >= Self.firmFirstPointScore
                && off($0) <= min(offFirst, Self.firstPointSwapReach + $0.radius)
                && Self.sizeMismatchCost(radius: $0.radius, against: next.radius) < firstMismatch
        }.min { off($0) < off($1) }
        if let ball { track.replaceFirst(with: ball) }
    }

    /// The blobs of the recent frame at `time` a first point may give way to: those that touch
    /// other motion, and the candidates found at the full threshold.
    private func blobs(at time: Double) -> [TrackPoint] {
        let candidates = historyPoints(at: time)?.filter { !$0.isFaint } ?? []
        return (entangledHistory[time] ?? []) + candidates
    }

    /// The score under which a first point may give way to the ball beside it, and from which
    /// that ball is taken.
    static let firmFirstPointScore = 0.8
    /// Pixels beyond its radius off the run back that the ball beside a first point may lie.
    static let firstPointSwapReach = 3.0
}
