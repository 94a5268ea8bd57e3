import Foundation

/// The look back's fallback for a flight's fastest first frames: a ball just hit away from the
/// camera slows so sharply in the picture that the flight's later points, run back, lag it by
/// tens of pixels, while the ball itself shows as a clear streak on its way out from the spot.
extension TrajectoryFitter {
    /// How many times faster than over the track's first step the ball may have moved from a
    /// streak to the track's first point: just after impact a receding ball's steps in the
    /// picture shrink by up to half from one frame to the next, not more.
    static let streakLookBackSpeedUp = 3.0

    /// The clear streak in `points` (`isYoungStreak`: a ball slowing in the picture soon draws
    /// fewer than three ball widths) that the ball left, run back, where `track`'s run back
    /// does not reach (nil when none): on the way from the track's first point to the spot
    /// `launch` left (as near as `LaunchRaySearch.allowedOffset` lets a ball lie beside its ray),
    /// farther back along it than the run back puts the ball (`predicted`) but short of the
    /// spot, drawn out along that way, longer than the first point (the ball was faster then),
    /// and reached at no more than `streakLookBackSpeedUp` times the track's first speed.
    /// Held-out 1013's hevc10 drive: the run back from frame 61 put frame 59's ball 13 px out
    /// where its streak lay 31 px out, and the flight was dated from the spot 7.8 frames early.
    func streakFartherBack(among points: [TrackPoint], for track: Track, predicted: PixelPoint,
                           launch: LaunchPoint) -> TrackPoint? {
        let first = track.first
        let spot = spot(of: launch, cameraOffset: first.cameraOffset)
        let toSpot = hypot(spot.x - first.position.x, spot.y - first.position.y)
        guard toSpot > 1, track.count >= 2 else { return nil }
        let way = ((spot.x - first.position.x) / toSpot, (spot.y - first.position.y) / toSpot)
        let runBack = (predicted.x - first.position.x) * way.0 + (predicted.y - first.position.y) * way.1
        let spotRadius = launch.radius * Double(geometry.displayWidth)
        let second = track.points[1]
        let firstSpeed = hypot(second.position.x - first.position.x, second.position.y - first.position.y)
            / max(1e-6, second.time - first.time)
        var best: (across: Double, point: TrackPoint)?
        for p in points where p.isClear && p.isYoungStreak && p.length > first.length {
            let dx = p.position.x - first.position.x, dy = p.position.y - first.position.y
            let along = dx * way.0 + dy * way.1, across = abs(dx * way.1 - dy * way.0)
            guard along > runBack, along < toSpot - spotRadius,
                  along <= Self.streakLookBackSpeedUp * firstSpeed * (first.time - p.time),
                  across <= LaunchRaySearch.allowedOffset(of: p, along: along),
                  AxisAlignment.misalignment(ofAxis: p.angle, fromStep: way.0, way.1) < 0.2,
                  across < (best?.across ?? .infinity) else { continue }
            best = (across, p)
        }
        return best?.point
    }
}
