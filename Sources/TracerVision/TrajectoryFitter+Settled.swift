import Foundation

/// How far back what the fitter reports is final, for drawing while detection goes on.
extension TrajectoryFitter {
    /// Time up to which no later frame changes what `observations` say. A new track looks
    /// back through the recent candidates for its first points; a live track, tentative or
    /// confirmed, may still be dropped (unconfirmed, or judged clutter when it ends); a flight
    /// that ended lately may be continued by one found later. Nothing before the earliest of
    /// those can change. Nil before the first frame.
    public var settledTime: Double? { settledTime(ignoringFlightsBefore: -.infinity) }

    /// `settledTime`, leaving out confirmed flights that start before `cutoff`: ones the
    /// caller will drop whatever becomes of them (a confirmed track's start no longer moves).
    public func settledTime(ignoringFlightsBefore cutoff: Double) -> Double? {
        guard let last = lastTime else { return nil }
        func counts(_ track: Track) -> Bool { track.state != .confirmed || track.first.time >= cutoff }
        var settled = history.first?.time ?? last
        for track in tracks + lostYoung.tracks where counts(track) { settled = min(settled, track.first.time) }
        for track in finished where last - track.last.time <= Self.continuationGap + confirmationWindow && counts(track) {
            settled = min(settled, track.first.time)
        }
        return settled
    }

    /// Start times of the trajectories confirmed so far (ended or growing).
    public var trajectoryStarts: [Double] {
        confirmedFlights.map(\.first.time)
    }
}
