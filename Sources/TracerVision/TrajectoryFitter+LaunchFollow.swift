import Foundation

/// Following a ball from its launch when tracking lost it (`LaunchFlightSearch`).
extension TrajectoryFitter {
    /// How long after a launch that no flight holds its frames are followed from the spot,
    /// seconds: late enough that the ball has been seen for a while past a cloud, early
    /// enough that its first frames are still in `history`.
    static let followWindow = 0.35...0.7

    /// For each launch in `followWindow` that no ended flight holds, follows the ball from its spot
    /// through the recent frames (the hypotheses carried from frame to frame in
    /// `launchHypotheses`), among flights that may claim the launch (`departedLaunch`: the club's
    /// follow-through leaves the spot too, smoothly, but not as a ball does). A flight found that
    /// is still in view (its last point in this frame), longer than any found for that launch
    /// before, not already followed as far by a young track of its own and, when a live flight
    /// holds the launch, seen first after that flight began and sharing no point with it, becomes
    /// a track, in `grown` so that it is judged this frame like a track that took a point.
    func followUnflownLaunches(at time: Double, cameraOffset: PixelPoint, events: inout [TrackEvent],
                               grown: inout Set<ObjectIdentifier>) {
        launchHypotheses = launchHypotheses.filter { time - $0.key <= Self.followWindow.upperBound }
        for launch in launches where Self.followWindow.contains(time - launch.time) {
            // A flight still being followed may have claimed the launch without being the ball
            // (seed 717's club, its faint arc bending like a drive): the search goes on beside it.
            let holder = launchClaims[launch.time].map(\.track).flatMap { holds($0) ? $0 : nil }
            if let holder, finished.contains(where: { $0 === holder }) { continue }
            let w = Double(geometry.displayWidth)
            let interval = typicalInterval
            let spot = spot(of: launch, cameraOffset: cameraOffset)
            var hypotheses: LaunchFlightSearch.Hypotheses
            if var carried = launchHypotheses[launch.time] {
                // Frames it has been followed through already move nothing.
                for frame in history { LaunchFlightSearch.advance(&carried, through: frame) }
                hypotheses = carried
            } else {
                hypotheses = LaunchFlightSearch.seed(spot: spot, launchTime: launch.time, frames: history,
                                                     spotRadius: launch.radius * w,
                                                     maximumSpeed: request.preset.maximumSpeed * diagonal)
            }
            launchHypotheses[launch.time] = hypotheses
            guard let found = LaunchFlightSearch.best(
                    of: hypotheses, spot: spot, minimumPoints: request.trajectoryLength,
                    departs: { departedLaunch(of: Track(points: $0), cameraOffset: cameraOffset, among: [launch]) != nil }),
                  let last = found.last, time - last.time < 0.5 * interval,
                  found.count > followedLaunches[launch.time] ?? 0 else { continue }
            // A young track of the flight (all its points on it, the last two among them) holding as
            // many points follows it already and is judged as it grows; clutter tracks that took a
            // point or two of it jumped off. A shorter one may never grow as long: the ball seen in
            // a dozen frames, split among young tracks, is gone before one holds enough of it
            // (seed 271's 30 fps portrait).
            let ids = Set(found.map(\.candidateID)), lastTwo = found.suffix(2).map(\.candidateID)
            // A holder under way before the flight found was seen is not that flight; one that began
            // later, or shares a point with it, may be the ball taken up again past a gap (seed
            // 263's drive) and keeps the launch. (Launches are often dated a few frames early,
            // when the club covers the ball: the flight's first point says more than the launch.)
            if let holder, holder.first.time >= found[0].time || holder.points.contains(where: { ids.contains($0.candidateID) }) {
                continue
            }
            if tracks.contains(where: { track in
                track.count >= found.count && track.points.allSatisfy { ids.contains($0.candidateID) }
                    && lastTwo.allSatisfy { id in track.points.contains { $0.candidateID == id } }
            }) { continue }
            followedLaunches[launch.time] = found.count
            let track = Track(points: found)
            track.followedFromLaunch = found.count
            tracks.append(track)
            grown.insert(ObjectIdentifier(track))
            events.append(TrackEvent(uuid: track.uuid, kind: .waiting, pointCount: track.count,
                                     reason: "followed from the launch at \(fmt(launch.time)) s"))
        }
    }
}
