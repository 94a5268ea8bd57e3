import Foundation

/// Specks at the ends of a clear streak: a fast ball's streak just after impact often comes
/// with a one-pixel speck of weak signal at either end (the codec's ringing where the streak
/// stops), up to a few pixels past it. A flight that begins on such a speck begins half a
/// streak ahead of the ball or behind it (seed 113's drive: 16 px ahead, its launch dated
/// 1.2 frames early), and its run back to the launch lags or leads the ball.
enum StreakTips {
    /// Below this score a blob is a speck, not a clear ball.
    static let speckScore = 0.5
    /// Pixels a speck may lie from a streak's end, along its axis or across it, beyond the streak's width.
    static let margin = 2.0

    /// The clear streak of `points` (one frame's) whose end `speck` is, if it is a speck at one.
    static func streak(endedBy speck: TrackPoint, among points: [TrackPoint]) -> TrackPoint? {
        guard speck.score < speckScore else { return nil }
        return points.first { streak in
            guard streak.isYoungStreak, streak.score >= 0.8 else { return false }
            let dx = speck.position.x - streak.position.x, dy = speck.position.y - streak.position.y
            let along = abs(dx * cos(streak.angle) + dy * sin(streak.angle))
            let across = abs(dx * sin(streak.angle) - dy * cos(streak.angle))
            let width = 2 * streak.radius
            return abs(along - streak.length / 2) <= width + margin && across <= width + margin
        }
    }
}
