import Foundation

/// A young flight about to be confirmed whose last point is a faint blob that leapt ahead,
/// off the motion of the points before it: taken while the ball was unseen, it would carry
/// the confirmed flight's prediction past the ball (seed 11's drive: a speck 15 px on, where
/// the ball was 4 px on, one frame after the ball came out of a cloud; the flight followed
/// specks from then on).
extension TrajectoryFitter {
    /// How many of the predicted step a blob must lie ahead of the last point, along it, and
    /// by how many pixels at least past the prediction: more than a faint blob's centre
    /// wanders (seed 179's drive: the ball 3 px past a prediction held back by a speck).
    static let strayLeap = 2.0
    static let strayLeapPixels = 5.0

    /// Drops `track`'s last point when it is faint, breaks from the motion of the points
    /// before it in its segment (`Track.continuesForwards`, which needs six of them), and lies
    /// more than `strayLeap` predicted steps on from them and `strayLeapPixels` past the
    /// prediction; whether it did. A blob left behind (a speck the ball passed) is not dropped
    /// here: a confirmed flight refuses those itself (`breakCost`).
    func dropStrayLastPoint(of track: Track) -> Bool {
        let segmentStart = track.segmentStarts.last ?? 0
        let point = track.last
        guard point.isFaint, track.count - 1 - segmentStart >= 6 else { return false }
        let before = Track(points: Array(track.points[segmentStart..<(track.count - 1)]))
        guard !before.continuesForwards(point) else { return false }
        let from = before.last.position
        let (predicted, _) = before.predict(at: point.time, maximumStep: maximumStep(at: point.time))
        let dx = predicted.x - from.x, dy = predicted.y - from.y, step = hypot(dx, dy)
        guard step > 0 else { return false }
        let along = ((point.position.x - from.x) * dx + (point.position.y - from.y) * dy) / step
        guard along > Self.strayLeap * step, along - step > Self.strayLeapPixels else { return false }
        track.removeLastPoints(1)
        track.misses = 1
        return true
    }
}
