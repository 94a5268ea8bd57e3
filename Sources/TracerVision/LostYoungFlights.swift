import Foundation

/// Young tracks lost before they could be confirmed that moved like a flight, most recent
/// last, kept for a while: a young track found after a gap may continue one (see `GapJoin`).
final class LostYoungFlights {
    private(set) var tracks: [Track] = []
    /// The longest gap across which a lost track may be continued, seconds.
    let maximumGap: Double

    init(maximumGap: Double) {
        self.maximumGap = maximumGap
    }

    /// Keeps `track`, just lost, when it moved like a flight (`movesLikeFlight`).
    func keep(_ track: Track) {
        guard Self.movesLikeFlight(track) else { return }
        tracks.append(track)
        tracks.removeAll { track.last.time - $0.last.time > maximumGap }
        if tracks.count > 100 { tracks.removeFirst() }
    }

    /// The lost track that `track` (young, not joined yet) continues, removed from those kept,
    /// with the joint flight model that follows both (`GapJoin.jointModel`), if any. Tracks lost
    /// more than `horizon` seconds before `track`'s last point are forgotten; `maximumSpeed`
    /// (pixels / s) bounds how far the ball went across the gap.
    func take(continuedBy track: Track, frameInterval: Double, maximumSpeed: Double,
              horizon: Double) -> (earlier: Track, model: FlightModel)? {
        tracks.removeAll { $0.last.time < track.last.time - horizon }
        guard Self.mayContinue(track) else { return nil }
        for (i, earlier) in tracks.enumerated().reversed() {
            let gap = track.first.time - earlier.last.time
            guard gap > 0.5 * frameInterval, gap <= maximumGap else { continue }
            let across = hypot(track.first.position.x - earlier.last.position.x,
                               track.first.position.y - earlier.last.position.y)
            guard across <= maximumSpeed * gap, track.travel >= GapJoin.minimumTravel || gap <= GapJoin.stillPieceGap,
                  let model = GapJoin.jointModel(earlier: earlier.points, later: track.points, maximumGap: maximumGap)
            else { continue }
            tracks.remove(at: i)
            return (earlier, model)
        }
        return nil
    }

    /// Whether `track` moved like a flight: enough points for a flight model that follows
    /// them, steady contrast sign, and some travel.
    static func movesLikeFlight(_ track: Track) -> Bool {
        track.count >= GapJoin.minimumEarlier && track.segmentStarts == [0]
            && PolarityFlicker.verdict(track.points.map(\.polarity)) == nil
            && track.coastModel() != nil
            && track.travel >= GapJoin.minimumTravel
    }

    /// Whether `track` may continue a young flight across a gap: one segment, young, of
    /// `GapJoin.minimumLater` to twelve points.
    static func mayContinue(_ track: Track) -> Bool {
        track.segmentStarts == [0] && track.count >= GapJoin.minimumLater && track.count <= 12
    }
}
