import Foundation

/// One frame's candidates handed to the tracks: confirmed flights first, one-to-one, then
/// young tracks, then new seeds from what is left (`TrajectoryFitter.update`).
extension TrajectoryFitter {
    /// What became of one frame's candidates so far, and which tracks grew.
    struct Assignment {
        var decisions: [CandidateDecision?]
        /// Taken by a confirmed track (no one else may have it).
        var claimed: [Bool]
        /// Taken by any track (not a seed).
        var taken: [Bool]
        var extended = Set<ObjectIdentifier>()

        init(count: Int) {
            decisions = [CandidateDecision?](repeating: nil, count: count)
            claimed = [Bool](repeating: false, count: count)
            taken = claimed
        }
    }

    /// The detection's candidates as track points, stabilised by the camera's shift (or, with
    /// `entangled`, its blobs that touch other motion, numbered after `entangledIDOffset`).
    func trackPoints(of detection: DetectionResult, cameraOffset: PixelPoint, entangled: Bool = false) -> [TrackPoint] {
        let base = frameIndex * Self.candidatesPerFrame + (entangled ? Self.entangledIDOffset : 0)
        return (entangled ? detection.entangled : detection.candidates).enumerated().map { i, c in
            TrackPoint(time: detection.time,
                       position: PixelPoint(x: c.position.x - cameraOffset.x, y: c.position.y - cameraOffset.y),
                       cameraOffset: cameraOffset, radius: c.radius, candidateID: base + i,
                       isFaint: c.isFaint, score: c.score, length: c.length, angle: c.angle,
                       polarity: c.contrast >= Double(detection.threshold) ? c.polarity : nil,
                       surroundingMotion: max(0, c.surroundingMotion - detection.backgroundMotion),
                       background: c.background)
        }
    }

    /// Frames a confirmed flight has gone unseen (a cloud, the golfer) after which a point
    /// must continue its motion to be taken (`Track.continuesForwards`): past a gap the gate
    /// is wide, and clutter near where the ball was lost would bend the track away from it.
    static let reacquireMisses = 3

    /// Frames a confirmed flight may go unseen before a point must continue its motion: at
    /// 120 fps and above, one (three frames there last 25 ms or less, and a cloud's edge
    /// beside the ball, taken while it is hidden, leads the track away a frame at a time).
    func reacquireMisses(for track: Track) -> Int {
        (frameInterval ?? track.nominalInterval) < 1.0 / 120 ? 1 : Self.reacquireMisses
    }

    /// Confirmed trajectories claim their candidates one-to-one, nearest first; tentative
    /// tracks of three points or more then each take their best remaining candidate, not
    /// exclusively, so a long-lived piece of clutter cannot steal a young ball's point.
    func extendLongTracks(with points: [TrackPoint], at time: Double, step: Double,
                                  into assignment: inout Assignment) {
        for track in tracks where track.lastPointFromAnotherMover {
            dropPointFromAnotherMover(of: track, ifBallOnCourseAmong: points, at: time)
        }
        for (flight, ball) in passedOver where tracks.contains(where: { $0 === flight }) {
            takeBackPassedOverBall(ball, into: flight, among: points, at: time, step: step)
        }
        passedOver.removeAll()
        var pairs: [(cost: Double, track: Track, candidate: Int)] = []
        var moverGates: [(track: Track, reach: (center: PixelPoint, gate: Double))] = []
        var launchedFlights: [Track] = []
        for track in tracks where track.count >= 3 {
            let (center, gate) = track.predict(at: time, maximumStep: step)
            if track.state == .tentative, track.count >= Self.otherMoverMinimumPoints {
                moverGates.append((track, (center, gate)))
            }
            let launched = track.state == .confirmed && claimsLaunch(track)
            if launched { launchedFlights.append(track) }
            for (i, p) in points.enumerated() {
                if p.isFaint && track.count < 5 { continue }
                guard let d = Self.distance(of: p.position, from: center, within: gate) else { continue }
                // A faint or tiny blob's long axis is the noise's as much as the ball's: close to
                // where a confirmed flight is predicted, its shape does not turn it down (seed
                // 713's drive; `shapeIsNoise`).
                let shapeJudged = !(track.state == .confirmed
                                    && shapeIsNoise(p, for: track, gateShare: d / gate, launched: launched))
                // A launched flight's clear blob may fit its last four steps where one short step
                // heads elsewhere (`Track.slowHeading`); a weak speck may not (held-out 1553's
                // drive: noise it took past the lost ball bobbed its end like a bird's).
                if shapeJudged, let v = track.velocity,
                   !p.fitsMotion(vx: v.vx, vy: v.vy, interval: track.nominalInterval, maximumRadius: maximumRadius),
                   !(launched && p.isClear && fitsRecentMotion(p, of: track)) {
                    continue
                }
                guard let breaking = breakCost(of: p, for: track) else { continue }
                let weak = launched ? Self.weakBlobCost * (1 - p.score) : 0
                pairs.append((d / gate + Self.sizeMismatchCost(radius: p.radius, against: track.recentRadius) + breaking + weak,
                              track, i))
            }
        }
        pairs.sort { $0.cost < $1.cost }
        for pair in pairs where pair.track.state == .confirmed {
            guard !assignment.claimed[pair.candidate], !assignment.extended.contains(ObjectIdentifier(pair.track))
            else { continue }
            assignment.claimed[pair.candidate] = true
            assignment.extended.insert(ObjectIdentifier(pair.track))
            pair.track.append(points[pair.candidate])
            pair.track.misses = 0
            assignment.decisions[pair.candidate] = .confirmedTrack(pair.track.uuid)
            markTakenFromAnotherMover(pair.track, movers: moverGates)
        }
        for flight in launchedFlights where flight.last.time == time {
            if let ball = passedOverBall(by: flight, pairs: pairs, points: points, claimed: assignment.claimed) {
                passedOver.append((flight, ball))
            }
        }
        assignment.taken = assignment.claimed
        for pair in pairs where pair.track.state == .tentative {
            guard !assignment.claimed[pair.candidate], !assignment.extended.contains(ObjectIdentifier(pair.track))
            else { continue }
            assignment.taken[pair.candidate] = true
            assignment.extended.insert(ObjectIdentifier(pair.track))
            pair.track.append(points[pair.candidate])
            pair.track.misses = 0
            if assignment.decisions[pair.candidate] == nil {
                assignment.decisions[pair.candidate] = .tentativeTrack(pair.track.uuid)
            }
        }
    }

    /// What a flight that left a launch pays (in gate units) for a blob of score s: this × (1 − s).
    /// Beside the ball the codec leaves specks about as near the flight's prediction as the
    /// ball's own blob, and by distance alone the flight takes one as often as not
    /// (`SampleVideos/`' drive at frame 82: a speck of score 0.56 at 1.32 px over the ball, score
    /// 0.78, at 1.55 px, and its next point, the ball again, was then trimmed as breaking from
    /// the flight; held-out 1091's hevc10 drive: specks of contrast 3 to 5 over the ball's 11 to
    /// 15, and its end trimmed likewise). Only for a flight that left a launch, which is the
    /// ball: applied to every confirmed track, the golfer's and the club's among them, it lost
    /// seed 13's drive and drew seed 53's practice swing.
    static let weakBlobCost = 0.3

    /// How far `point` lies from `center`, when within `gate` of it; nil farther. Most candidates
    /// lie far outside most gates, and the square around the gate turns them away before the
    /// distance is taken (the same answer, with no square root for most).
    @inline(__always)
    static func distance(of point: PixelPoint, from center: PixelPoint, within gate: Double) -> Double? {
        let dx = point.x - center.x, dy = point.y - center.y
        guard abs(dx) <= gate, abs(dy) <= gate else { return nil }
        let d = hypot(dx, dy)
        return d <= gate ? d : nil
    }

    /// What a blob of `radius` pays (in gate units) for a size unlike `reference`, the ball's
    /// where its track was seen nearest: up to 0.3, for a factor of 20 or more either way.
    static func sizeMismatchCost(radius: Double, against reference: Double) -> Double {
        0.3 * min(1, abs(log(max(0.3, radius) / max(0.3, reference))) / 3)
    }

    /// Longest blob (pixels) whose long axis says nothing of the ball's motion when the ball
    /// moves `tinyBlobMinimumTravel` or more a frame: three pixels by two, a sub-pixel ball
    /// smeared by the codec's blocks.
    static let tinyBlobLength = 4.0
    /// Pixels a frame a flight must move for a tiny blob's shape to be ignored. Slower (a
    /// 240 fps iron near its apex) the next frame's blob comes soon and the ball barely moves,
    /// and a blob drawn out across the motion is more likely the ball merged with a speck,
    /// its centre off the ball's (without this, seeds 19 and 73's irons took such blobs, were
    /// lost, and kept only their flights' later parts).
    static let tinyBlobMinimumTravel = 2.0

    /// Whether `point`, `gateShare` of the gate from where `track` predicts its ball, has a
    /// shape too noisy to judge it by: a faint blob within a quarter of the gate of a flight
    /// that left a launch (`launched`), or a tiny one within half of it in a flight moving
    /// `tinyBlobMinimumTravel` or more a frame (seed 449's second two_shots ball, 0.6 px
    /// across: a clear blob 0.4 px from where it was predicted, 3.9 px long across its motion,
    /// turned down for a faint speck behind it, and the flight was lost six frames before its
    /// end; seed 705's second ball, slowing less than its last steps said, was 3.2 px, 0.47 of
    /// the gate, ahead when seen again). A launched flight's speed is its last step's; one
    /// that left no launch must keep that pace over its last four steps (`Track.recentPace`):
    /// a speck drifting a pixel a frame, whose centre wanders by as much, stood for a flight
    /// in seed 103's practice swing on blobs let through by one long step. Nor is a faint
    /// blob let through for it: seed 197's practice swing drew a flight on them. (The
    /// benchmark clip at 20 Mbps with sensor noise, `noise=alls=5`: a ball rising 5 px a
    /// frame, with no launch in the picture, was two analysis pixels side by side across its
    /// motion in frames 113 and 114, and its flight was lost with 18 detections of the 20 it
    /// needed.)
    func shapeIsNoise(_ point: TrackPoint, for track: Track, gateShare: Double, launched: Bool) -> Bool {
        if point.isFaint { return launched && gateShare < 0.25 }
        guard gateShare < 0.5, point.length < Self.tinyBlobLength,
              let speed = launched ? track.velocity.map({ hypot($0.vx, $0.vy) }) : track.recentPace
        else { return false }
        return speed * track.nominalInterval >= Self.tinyBlobMinimumTravel
    }

    /// What a confirmed flight pays for a candidate that breaks from its motion
    /// (`Track.continuesForwards`; nothing for one that continues it, nor for a young track).
    /// In sight, as much as the whole gate, so it takes one only when nothing that continues
    /// its motion is there: its quadratic prediction from its last twelve points can have a
    /// ball flying away slowing to a stop, and clutter just behind the ball then lies nearer
    /// that prediction than the ball (seed 347's second shot). Past a gap (`reacquireMisses`),
    /// or making no headway along the flight's last two steps (`Track.makesNoHeadway`), it is
    /// not taken at all: nil. A ball never stops or goes back the way it came, while a speck
    /// it just passed stays where it was, and taking it in a frame the ball is unseen bends
    /// the flight's prediction back, away from where the ball shows again (seed 337's second
    /// two_shots ball: a speck 2.6 px back; seed 191's hevc10: one beside the ball's last point).
    /// Nor is a blob where the flight already was a few frames before (`Track.returns(to:)`),
    /// however near its prediction.
    func breakCost(of point: TrackPoint, for track: Track) -> Double? {
        guard track.state == .confirmed else { return 0 }
        if track.returns(to: point) { return nil }
        guard !track.continuesForwards(point) else { return 0 }
        guard track.misses < reacquireMisses(for: track), !track.makesNoHeadway(point) else { return nil }
        return 1
    }

    /// Short tracks: non-exclusive, seeds branch over up to three candidates.
    func extendShortTracks(with points: [TrackPoint], at time: Double, step: Double,
                                   into assignment: inout Assignment) {
        var newTracks: [Track] = []
        var consumedSeeds = Set<ObjectIdentifier>()
        for track in tracks where track.count < 3 {
            let (center, gate) = track.predict(at: time, maximumStep: step)
            var near: [(Double, Int)] = []
            for (i, p) in points.enumerated() where !assignment.claimed[i] && !p.isFaint {
                guard let d = Self.distance(of: p.position, from: center, within: gate), d > 0.5 else { continue }
                let last = track.last
                let dt = max(1e-6, time - last.time)
                let v = track.velocity ?? ((p.position.x - last.position.x) / dt, (p.position.y - last.position.y) / dt)
                guard p.fitsMotion(vx: v.vx, vy: v.vy, interval: dt, maximumRadius: maximumRadius),
                      track.count > 1 || last.fitsMotion(vx: v.vx, vy: v.vy, interval: dt, maximumRadius: maximumRadius)
                else { continue }
                near.append((d, i))
            }
            guard !near.isEmpty else { continue }
            near.sort { $0.0 < $1.0 }
            if track.count == 2 {
                let i = near[0].1
                track.append(points[i])
                track.misses = 0
                assignment.extended.insert(ObjectIdentifier(track))
                if assignment.decisions[i] == nil { assignment.decisions[i] = .tentativeTrack(track.uuid) }
            } else {
                for (_, i) in near.prefix(3) {
                    let branch = Track(points: [track.last, points[i]])
                    newTracks.append(branch)
                    assignment.extended.insert(ObjectIdentifier(branch))
                }
                consumedSeeds.insert(ObjectIdentifier(track))
            }
        }
        tracks.removeAll { consumedSeeds.contains(ObjectIdentifier($0)) }
        tracks.append(contentsOf: newTracks)
    }

    /// Every candidate no track took starts a track of its own, inside the search region.
    func seedTracks(from points: [TrackPoint], candidates: [BallCandidate], into assignment: inout Assignment) {
        for (i, p) in points.enumerated() where !assignment.taken[i] {
            if p.isFaint {
                assignment.decisions[i] = .unassigned("faint, no track took it")
                continue
            }
            guard isSeedable(candidates[i].position) else {
                if assignment.decisions[i] == nil { assignment.decisions[i] = .unassigned("outside the search region") }
                continue
            }
            tracks.append(Track(points: [p]))
            assignment.extended.insert(ObjectIdentifier(tracks[tracks.count - 1]))
            if assignment.decisions[i] == nil { assignment.decisions[i] = .seed }
        }
    }

    private func isSeedable(_ p: PixelPoint) -> Bool {
        p.x >= seedRegion.x0 && p.x <= seedRegion.x1 && p.y >= seedRegion.y0 && p.y <= seedRegion.y1
    }

    /// Whether `point`'s shape fits the motion of `track`'s last four steps where it moves
    /// slowly (`Track.slowHeading`).
    func fitsRecentMotion(_ point: TrackPoint, of track: Track) -> Bool {
        guard let v = track.slowHeading else { return false }
        return point.fitsMotion(vx: v.vx, vy: v.vy, interval: track.nominalInterval, maximumRadius: maximumRadius)
    }
}
