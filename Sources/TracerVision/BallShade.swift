import Foundation

/// Whether a flight shows the shade of the ball that left a rest spot. A blob blends the
/// ball with what it is seen against, so it is brighter than its surroundings where the
/// ball's own luma is brighter than them, darker where darker: a white ball shows brighter
/// against a blue sky, and the same ball in flat light darker against bright overcast. The
/// club's head and shaft in the follow-through are darker than the sky a white ball is
/// brighter than, and can otherwise pass for the flight that left the spot.
///
/// Only points seen against a background far from the ball's luma are judged (where the
/// two are close the sign is noise, and a cloud may carry the ball across either way).
enum BallShade {
    /// Luma levels (8-bit) between the ball and a point's background for the point to be judged.
    static let margin = 30.0
    /// Fewest judged points for a verdict.
    static let minimumJudged = 6
    /// Share of the judged points that must show the wrong shade.
    static let contradictingShare = 0.75

    /// Whether `points` show the other shade than a ball of luma `ballLuma` would; false
    /// when that luma is unknown or too few points can be judged.
    static func contradicts(_ points: some Sequence<TrackPoint>, ballLuma: Double?) -> Bool {
        guard let ballLuma else { return false }
        var judged = 0, wrong = 0
        for point in points {
            guard let polarity = point.polarity, let background = point.background,
                  abs(ballLuma - background) >= margin else { continue }
            judged += 1
            if polarity != (ballLuma > background ? .brighter : .darker) { wrong += 1 }
        }
        return judged >= minimumJudged && Double(wrong) >= contradictingShare * Double(judged)
    }
}
