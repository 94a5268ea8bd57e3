import Foundation

/// One flight tracked twice: rival hypotheses on the same points, a second track beside a
/// confirmed flight, and a new track that continues a flight lost shortly before.
extension TrajectoryFitter {
    /// The candidates (by id) that the confirmed ones among `tracks` hold.
    static func candidates(heldBy tracks: [Track]) -> Set<Int> {
        var held = Set<Int>()
        for track in tracks where track.state == .confirmed {
            for p in track.points { held.insert(p.candidateID) }
        }
        return held
    }

    /// The recent frames strictly between `start` and `end`, each with its candidates that no
    /// confirmed flight holds: where a flight's missing frames may still be found.
    func unheldFrames(after start: Double, before end: Double) -> [(time: Double, points: [TrackPoint])] {
        let owned = Self.candidates(heldBy: finished + tracks)
        return history.filter { $0.time > start && $0.time < end }
            .map { (time: $0.time, points: $0.points.filter { !owned.contains($0.candidateID) }) }
    }

    /// Drops hypotheses that share points with a confirmed track, and of tracks ending on the
    /// same two points keeps the one whose recent points agree best (the ball's own track,
    /// rather than clutter that merged into it).
    func removeDuplicates() {
        let owned = Self.candidates(heldBy: tracks)
        // Winners by index, so the tracks keep their order (the outcome must not depend on hashing).
        var best: [Int: Int] = [:]
        var keep = [Bool](repeating: false, count: tracks.count)
        for (index, track) in tracks.enumerated() {
            if track.state != .confirmed, track.points.suffix(3).contains(where: { owned.contains($0.candidateID) }) {
                continue
            }
            guard track.count >= 3 else {
                keep[index] = true
                continue
            }
            let key = track.points[track.count - 1].candidateID &* 31 &+ track.points[track.count - 2].candidateID
            if let existing = best[key] {
                guard track.isPreferred(over: tracks[existing]) else { continue }
                keep[existing] = false
            }
            best[key] = index
            keep[index] = true
        }
        tracks = tracks.indices.filter { keep[$0] }.map { tracks[$0] }
    }

    /// The flight in `finished` that `track` continues, if it continues one that ended shortly
    /// before (lost while faint or hidden): joined on confirmation, one shot stays one
    /// trajectory, with the earlier uuid. The two
    /// must meet across the gap from both sides: the end of the earlier flight run forwards
    /// and the start of the later one run backwards, each a quadratic over its nearest
    /// twelve points, land near the other's first (or last) point; or one perspective flight
    /// model follows both (`GapJoin`), which a ball slowing in the picture or an end pulled
    /// off the ball as it faded may need. The earlier flight's last `overlappedTailPoints` may
    /// lie at or after the later one's first point: specks it coasted onto once it lost the
    /// ball, while the later one had it (held-out 1181's 240 fps iron behind a cloud); they are left
    /// out of the join (`kept`: how many of its points stand). So may its last run of faint
    /// points when it joins only without them: coasting behind a cloud, a flight takes specks
    /// that lead it off the ball a few pixels more each frame (held-out 1453's chip: four, the
    /// last 23 px ahead of the ball, and the ball's track past the cloud, which ran back to
    /// within a pixel of where the ball was, was left to wait for a launch of its own).
    func predecessor(of track: Track) -> (index: Int, kept: Int)? {
        func reach(_ points: ArraySlice<TrackPoint>, to time: Double) -> PixelPoint? {
            guard points.count >= 4 else { return nil }
            guard let (fx, fy) = Polynomial.fitPath(points, degree: 2, origin: time) else { return nil }
            return PixelPoint(x: fx(time), y: fy(time))
        }
        /// How far apart the two sides land across the gap when `earlier` and the track join; nil when they do not.
        func join(_ earlier: ArraySlice<TrackPoint>) -> Double? {
            guard let end = earlier.last, track.first.time - end.time <= Self.continuationGap,
                  let forward = reach(earlier.suffix(12), to: track.first.time),
                  let backward = reach(track.points.prefix(12), to: end.time) else { return nil }
            let across = hypot(track.first.position.x - end.position.x, track.first.position.y - end.position.y)
            let allowed = 4 + track.first.radius + 0.15 * across
            let d = max(hypot(track.first.position.x - forward.x, track.first.position.y - forward.y),
                        hypot(end.position.x - backward.x, end.position.y - backward.y))
            let joins = d <= allowed
                || GapJoin.joins(earlier: Array(earlier), later: track.points, maximumGap: Self.continuationGap)
            return joins ? d : nil
        }
        var best: (index: Int, kept: Int, distance: Double)?
        for (i, old) in finished.enumerated() {
            let before = old.points.prefix { $0.time < track.first.time - 1e-9 }.count
            guard before >= 4, old.count - before <= Self.overlappedTailPoints else { continue }
            let faintTail = old.points.prefix(before).reversed().prefix(while: \.isFaint).count
            for kept in faintTail > 0 ? [before, before - faintTail] : [before] where kept >= 4 {
                guard let d = join(old.points.prefix(kept)) else { continue }
                if d < (best?.distance ?? .infinity) { best = (i, kept, d) }
                break
            }
        }
        return best.map { ($0.index, $0.kept) }
    }

    /// Takes in the ended flights whose points `track` took up looking back (one ball lost for
    /// a few frames, and found again back through the frames the earlier flight holds): their
    /// points before the track's become its first, and their uuid and launch its own, so one
    /// shot stays one trajectory. Returns how many it took in. A flight is taken in only when
    /// the track holds the same points as it at most of the times both were seen: a bird
    /// crossing a flight shares a blob or two with it where they cross, and taking the flight
    /// in would swap the ball's later points for the bird's. When the track left `launch`,
    /// the flight's points from before the ball left the spot (`earliestFlightTime`) are not
    /// taken: the ball sat there then, and what moved was the club or the ball at rest
    /// (held-out 1327's 240 fps iron: a track on the ball at rest through the downswing,
    /// confirmed and ended before impact, was taken in whole by the flight that looked back
    /// to the spot, and its eleven frames at rest before the flight made it "reverse" and turned down).
    func absorbFlights(overlappedBy track: Track, leftFrom launch: LaunchPoint? = nil) -> Int {
        let taken = Set(track.points.map(\.candidateID))
        let overlapped = finished.filter { old in
            old.points.contains { taken.contains($0.candidateID) } && Self.sharesMostCommonFrames(old, track)
        }
        let earliest = launch.map(earliestFlightTime(after:)) ?? -.infinity
        for old in overlapped.reversed() {
            for p in old.points.reversed() where p.time < track.first.time - 1e-9 && p.time > earliest {
                track.prepend(p)
            }
            handOverLaunch(from: old, to: track)
            track.uuid = old.uuid
        }
        finished.removeAll { old in overlapped.contains { $0 === old } }
        return overlapped.count
    }

    /// Whether `a` and `b` hold the same candidate at no fewer than half the times both hold a point.
    static func sharesMostCommonFrames(_ a: Track, _ b: Track) -> Bool {
        let common = pointsAtCommonTimes(a, b)
        return 2 * common.filter { $0.0.candidateID == $0.1.candidateID }.count >= common.count
    }

    /// The points of `a` and of `b` at the times both hold one, in time order.
    static func pointsAtCommonTimes(_ a: Track, _ b: Track) -> [(TrackPoint, TrackPoint)] {
        var pairs: [(TrackPoint, TrackPoint)] = []
        var j = 0
        for p in a.points {
            while j < b.count, b.points[j].time < p.time - 1e-9 { j += 1 }
            guard j < b.count, abs(b.points[j].time - p.time) < 1e-9 else { continue }
            pairs.append((p, b.points[j]))
        }
        return pairs
    }

    /// Whether `track` follows a flight already confirmed at the same times (a second track
    /// that took the ball's neighbours): their points at common times lie within a few pixels.
    func duplicatesConfirmedFlight(_ track: Track) -> Bool {
        let others = confirmedFlights.filter { $0 !== track }
        for other in others {
            let distances = Self.pointsAtCommonTimes(track, other).map { p, q in
                hypot(p.position.x - q.position.x, p.position.y - q.position.y)
            }
            if distances.count >= 3, Double(distances.count) >= 0.5 * Double(track.count), median(distances) < 4 {
                return true
            }
        }
        return false
    }
}
