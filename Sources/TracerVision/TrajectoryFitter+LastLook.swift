import Foundation

/// A last look back for a young track lost just short of `trajectoryLength`: a ball seen for
/// a few frames only (a 30 fps portrait, fading below a pixel) whose first flight frames went
/// to other young tracks before this one took it up.
extension TrajectoryFitter {
    /// Most points short of `trajectoryLength` a lost young track may be and still look back.
    static let lastLookShortfall = 2

    /// Whether `track`, young and just lost, has `trajectoryLength` points once it has looked
    /// back for the ball's earlier frames (`extendBackwards`, once per track), and no
    /// confirmed flight shares its time: it is then judged like a young track that grew.
    /// Beside a confirmed flight a track so short is the club or clutter by the ball, and
    /// judged as a flight it would take the launch from the ball.
    func completesByLookingBack(_ track: Track) -> Bool {
        guard !track.hadLastLook, track.count < request.trajectoryLength,
              track.count >= request.trajectoryLength - Self.lastLookShortfall else { return false }
        track.hadLastLook = true
        extendBackwards(track)
        guard track.count >= request.trajectoryLength else { return false }
        return !confirmedFlights.contains { $0.first.time <= track.last.time && $0.last.time >= track.first.time }
    }

    /// Whether `track`, young and just lost (`lost` says how, for its event), is judged on:
    /// its last look back completed it (`completesByLookingBack`). Otherwise it is kept among
    /// the lost young flights, for a later track to continue across the gap.
    func judgedOnLoss(_ track: Track, lost: String, events: inout [TrackEvent]) -> Bool {
        let before = track.count
        guard completesByLookingBack(track) else {
            lostYoung.keep(track)
            return false
        }
        events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count,
                                 reason: "\(lost); \(track.count - before) earlier points found looking back"))
        return true
    }
}
