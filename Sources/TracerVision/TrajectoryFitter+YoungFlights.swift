import Foundation

/// Young flights just after a launch: tracks too short for a gate of their own, but whose
/// clear streaks starting after a ball left its spot say they are the ball just hit.
extension TrajectoryFitter {
    /// Points a young flight has: three (enough to predict from) up to the five at which
    /// every track gets a gate (`gates(at:)`).
    static let youngFlightPoints = 3..<5
    /// Seconds after a launch within which a young flight must start.
    static let youngFlightLaunchWindow = 0.25

    /// Whether `track` is a young flight of clear streaks begun just after a launch, that run
    /// back to its spot (`runsBack`). Its gate keeps the full threshold but spares the ball
    /// the ring test, which turns a ball down where it passes something as bright (seed 139's
    /// second two_shots ball, frame 198, a clear 36-level streak 26 % like its ring: the
    /// flight lost its prediction and was taken up again a frame late and 6 px off). The run
    /// back leaves out the club head swung through after impact (seed 167's hevc10 drive).
    func isYoungStreakFlight(_ track: Track) -> Bool {
        guard track.state == .tentative, Self.youngFlightPoints.contains(track.count),
              track.points.allSatisfy(\.isYoungStreak)
        else { return false }
        return startsJustAfterLaunch(track)
    }

    /// Whether `track` began within `youngFlightLaunchWindow` after a ball left its spot (a
    /// frame's slack) and runs back to that spot: the ball just hit, not the golfer or clutter.
    func startsJustAfterLaunch(_ track: Track) -> Bool {
        let start = track.first.time
        let early = frameInterval ?? track.nominalInterval
        let width = Double(geometry.displayWidth)
        return launches.contains { launch in
            start >= launch.time - early && start - launch.time <= Self.youngFlightLaunchWindow
                && runsBack(track, to: spot(of: launch, cameraOffset: track.first.cameraOffset),
                            radius: launch.radius * width, from: launch.time)
        }
    }
}
