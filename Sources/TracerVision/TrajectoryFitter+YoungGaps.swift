import Foundation

/// A young flight seen again after a gap (a cloud, a faint stretch) joined to its piece
/// before the gap while neither is long enough to be confirmed (see `GapContinuation`).
extension TrajectoryFitter {
    /// Joins `track`, young and just grown, after the young flight it continues across a gap:
    /// one lost before it (`LostYoungFlights`; without the faint specks at its end that the
    /// joint flight leaves out, `faintEndOff`), else one still followed, coasting past the gap
    /// on a prediction that missed the ball, which `track` then absorbs when one of the two
    /// holds another mover's points (`GapContinuation`), so that the other way never joins them.
    func joinEarlierYoungFlight(continuedBy track: Track, at time: Double, events: inout [TrackEvent]) {
        let interval = typicalInterval
        let speed = request.preset.maximumSpeed * diagonal
        if let (earlier, model) = lostYoung.take(continuedBy: track, frameInterval: interval, maximumSpeed: speed,
                                                 horizon: Self.continuationGap + confirmationWindow) {
            track.joinYoung(after: earlier, keeping: earlier.count - Self.faintEndOff(of: earlier, in: model))
            events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count,
                                     reason: "continues a young flight lost \(fmt(time - earlier.last.time)) s before"))
            return
        }
        guard LostYoungFlights.mayContinue(track) else { return }
        for earlier in tracks where earlier !== track && earlier.state == .tentative
            && earlier.count >= GapJoin.minimumEarlier && earlier.first.time < track.first.time
            && !revoked.contains(ObjectIdentifier(earlier)) {
            guard let how = GapContinuation.find(earlier: earlier.points, later: track.points, frameInterval: interval,
                                                 maximumSpeed: speed, maximumGap: Self.continuationGap, leavingOut: true),
                  LostYoungFlights.movesLikeFlight(earlier)
            else { continue }
            let seen = earlier.points[how.earlierKept - 1].time
            join(track, after: earlier, how)
            revoked.insert(ObjectIdentifier(earlier))
            for (launch, young) in launchTracks where young === earlier { launchTracks[launch] = track }
            events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count,
                                     reason: "continues a young flight last seen \(fmt(time - seen)) s before"))
            return
        }
    }

    /// How many last points of `earlier`, a lost young flight continued across a gap, are faint
    /// blobs the two pieces' joint flight `model` leaves out (`GapContinuation.faintEndOff`), as
    /// for a flight still followed: held-out 1289's second ball, hidden for four frames by codec
    /// loss, was lost with two faint specks 20 and 28 px off it past that gap, and joined with
    /// them, the path was drawn through them.
    private static func faintEndOff(of earlier: Track, in model: FlightModel) -> Int {
        let lastPiece = GapJoin.lastPiece(of: earlier.points).count
        return GapContinuation.faintEndOff(earlier.points, inliers: model.inliers.prefix(lastPiece))
    }

    private func join(_ track: Track, after earlier: Track, _ how: GapContinuation) {
        for _ in 0..<how.leadingStrays { track.dropFirst() }
        track.joinYoung(after: earlier, keeping: how.earlierKept)
    }
}
