import Foundation

/// Where a track's ball was before its first point, for looking back from a newly
/// confirmed flight into the frames before it.
enum BackwardStep {
    /// How many first points the run back is taken from when they fit one flight.
    static let modelledPoints = 10
    /// Pixels of robust scale from which the flight model no longer counts as fitting the first
    /// points. A model that misses them by most of a pixel has its depth poorly pinned, and run
    /// back it lags a ball slowing sharply after impact: seed 139's hevc10 drive (0.98 px),
    /// 34 px short two frames back, where the first four points' steps came within 7 px; the
    /// look back took the club's blob beside the run back and dated the launch half a frame late.
    static let largestModelSigma = 0.75

    /// Where the track's first points put the ball at `time` (before them): the perspective
    /// flight model of the first ten when it follows them (one stray point allowed), else
    /// the first four's steps run back.
    static func position(of points: [TrackPoint], at time: Double) -> PixelPoint? {
        if let model = model(of: points), model.inliers.filter({ !$0 }).count <= 1,
           model.depth(at: time) > 0.25 {
            return model.position(at: time)
        }
        return stepsRunBack(of: points, at: time)
    }

    /// How many first points (up to three) are clutter the track took up as it began: the
    /// fewest whose leaving out lets the flight model of the nine points after them follow
    /// those nine and miss each left-out point by more than its noise and the ball's
    /// radius allow, none of them a streak along the flight. 0 when no such count exists.
    static func strayFirstPoints(of points: [TrackPoint]) -> Int {
        for count in 1...3 where points.count >= count + 7 {
            guard let model = model(of: Array(points.dropFirst(count))), !model.inliers.contains(false) else { continue }
            if flightRunsPastStray(at: count, in: points) { continue }
            // A streak lying along the step to the next point is the ball's own motion blur
            // (the flight's fastest first frames, which the later points' model cannot run
            // back to when the ball slows sharply after impact): never clutter.
            if (0..<count).contains(where: { points[$0].isStreak && points[$0].liesAlong(stepTo: points[$0 + 1]) }) { continue }
            let missesAll = points.prefix(count).allSatisfy { point in
                let predicted = model.position(at: point.time)
                return hypot(point.position.x - predicted.x, point.position.y - predicted.y)
                    > max(2 + point.radius, 8 * model.sigma)
            }
            if missesAll { return count }
        }
        return 0
    }

    /// Whether the point at `index`, a speck, is the stray one and the points before it are
    /// the flight's: it is under half the median radius of the points after it, they are not,
    /// and the model of the points without it follows every one of them and misses it by more
    /// than its noise and the ball's radius allow.
    /// The model of the points from `index` on then bent to that stray point, its own first,
    /// and so missed the points before it (held-out 1637's chip: the ball's points at frames
    /// 52-54, then a speck 9 px off the ball at 57 beside the golfer; the first three were
    /// dropped as clutter and the flight was dated 10 frames late). A model can bend at its
    /// start to specks before it (seed 109's hevc10 drive: a speck and a small blob 4 to 6 px
    /// off the ball in the two frames after impact), and to the ball's streaks just after
    /// impact, leaving out the ball's blob after them (`SampleVideos/`' hevc10 drive in noise).
    private static func flightRunsPastStray(at index: Int, in points: [TrackPoint]) -> Bool {
        let ballRadius = median(points.dropFirst(index + 1).prefix(modelledPoints).map(\.radius))
        guard points[index].radius < 0.5 * ballRadius,
              points.prefix(index).allSatisfy({ $0.radius >= 0.5 * ballRadius }) else { return false }
        var others = points
        let stray = others.remove(at: index)
        guard let model = model(of: others), !model.inliers.contains(false) else { return false }
        let predicted = model.position(at: stray.time)
        return hypot(stray.position.x - predicted.x, stray.position.y - predicted.y) > max(2 + stray.radius, 8 * model.sigma)
    }

    private static func model(of points: [TrackPoint]) -> FlightModel? {
        guard let model = FlightModel(points: Array(points.prefix(modelledPoints))), model.sigma < largestModelSigma
        else { return nil }
        return model
    }

    /// The velocity over the first four points' first step, turned and scaled per unit time
    /// as it turned and scaled from their last step to their first.
    static func stepsRunBack(of points: [TrackPoint], at time: Double) -> PixelPoint? {
        guard points.count >= 4 else { return nil }
        let p = Array(points.prefix(4))
        func velocity(_ a: TrackPoint, _ b: TrackPoint) -> (x: Double, y: Double, dt: Double)? {
            let dt = b.time - a.time
            guard dt > 0 else { return nil }
            return ((b.position.x - a.position.x) / dt, (b.position.y - a.position.y) / dt, dt)
        }
        guard let early = velocity(p[0], p[1]), let late = velocity(p[2], p[3]) else { return nil }
        let speedEarly = hypot(early.x, early.y), speedLate = hypot(late.x, late.y)
        guard speedEarly > 1e-6, speedLate > 1e-6 else { return nil }
        // Per second between the two steps' midpoints: growth (log ratio) and turn (radians).
        let span = 0.5 * (p[2].time + p[3].time) - 0.5 * (p[0].time + p[1].time)
        guard span > 0 else { return nil }
        let growth = max(-3, min(3, log(speedEarly / speedLate))) / span
        var turn = atan2(early.y, early.x) - atan2(late.y, late.x)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        turn /= span
        // Integrate the backwards motion from the first step's midpoint to `time`.
        let back = 0.5 * (p[0].time + p[1].time) - time
        guard back > 0 else { return nil }
        let angle = atan2(early.y, early.x)
        var x = 0.5 * (p[0].position.x + p[1].position.x), y = 0.5 * (p[0].position.y + p[1].position.y)
        let slices = 8
        for k in 0..<slices {
            let s = back * (Double(k) + 0.5) / Double(slices)
            let speed = speedEarly * exp(growth * s)
            let heading = angle + turn * s
            x -= speed * cos(heading) * back / Double(slices)
            y -= speed * sin(heading) * back / Double(slices)
        }
        return PixelPoint(x: x, y: y)
    }
}
