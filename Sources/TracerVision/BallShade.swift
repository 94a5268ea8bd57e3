import Foundation

/// Whether a flight shows the shade of the ball that left a rest spot. A blob blends the
/// ball with what it is seen against, so it is brighter than its surroundings where the
/// ball's own luma is brighter than them, darker where darker: a white ball shows brighter
/// against a blue sky, and the same ball in flat light darker against bright overcast. The
/// club's head and shaft in the follow-through are darker than the sky a white ball is
/// brighter than, and can otherwise pass for the flight that left the spot.
///
/// A bird can pass for it too: flying away from the golfer near the ball's line, it can be
/// joined to the spot by clutter or by the ball's own first frames, which show the right
/// shade against the grass; the bird then shows the wrong one in every frame against the
/// sky (seeds 263 and 269's two_shots). A ball's sign flips now and then in noise, never for
/// frame after frame against a background far from its luma.
///
/// Only points seen against a background far from the ball's luma are judged (where the
/// two are close the sign is noise, and a cloud may carry the ball across either way).
enum BallShade {
    /// Luma levels (8-bit) between the ball and a point's background for the point to be judged.
    static let margin = 30.0
    /// Fewest judged points for a verdict; as many in a row showing the wrong shade are one,
    /// whatever the others show.
    static let minimumJudged = 6
    /// Share of the judged points that must show the wrong shade.
    static let contradictingShare = 0.75

    /// Whether `points` show the other shade than a ball of luma `ballLuma` would, overall or
    /// for `minimumJudged` judged points in a row; false when that luma is unknown or too few
    /// points can be judged.
    static func contradicts(_ points: some Sequence<TrackPoint>, ballLuma: Double?) -> Bool {
        guard let ballLuma else { return false }
        var judged = 0, wrong = 0, wrongInARow = 0, longestWrongRun = 0
        for point in points {
            guard let polarity = point.polarity, let background = point.background,
                  abs(ballLuma - background) >= margin else { continue }
            judged += 1
            if polarity != (ballLuma > background ? .brighter : .darker) {
                wrong += 1
                wrongInARow += 1
                longestWrongRun = max(longestWrongRun, wrongInARow)
            } else {
                wrongInARow = 0
            }
        }
        return longestWrongRun >= minimumJudged
            || judged >= minimumJudged && Double(wrong) >= contradictingShare * Double(judged)
    }
}
