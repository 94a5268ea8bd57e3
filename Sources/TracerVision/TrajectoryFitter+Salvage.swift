import Foundation

/// The end of a confirmed track, and what stands of a flight judged clutter then. A ball
/// lost behind a cloud leaves its track coasting, and the track may take clutter on the far
/// side of the gap; the club beside the ball at impact may have given a flight its first
/// points before a short gap. All its points together then fail the ball tests, though
/// those between the gaps were the ball.
extension TrajectoryFitter {
    /// Ends a confirmed track and judges it once more on all its points: clutter that looked
    /// like a flight for a while is dropped (a tracer drawn from it while it grew is then redrawn),
    /// unless a run of its points between gaps is a flight on its own (`salvagedPiece`), or its
    /// points found at the full threshold are (`fullThresholdPiece`), and the whole did not fly
    /// straight (`flewStraight`). A lost track whose path the frames since go
    /// back along is a swing (`RetracedPath`), and one whose mover they show flying on straight
    /// is a bird (`FlewOnStraight`), whatever it fits, as is a run of it kept between gaps whose
    /// mover flies on along the run; one whose launch was withdrawn for good
    /// since it claimed it (`launchWithdrawn`) left no launch.
    func end(_ track: Track, reason: String, lost: Bool = false) -> TrackEvent {
        track.trimEnd()
        if launchWithdrawn(under: track) {
            return TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count,
                              reason: "the launch it left was withdrawn: a ball sat on the spot again")
        }
        // A flight leaving a launch is not judged for being lost at once, nor by its
        // surroundings (`verdict`), nor by what crosses its path later (`dropRetracedFlights`).
        let claimsLaunch = claimsLaunch(track)
        if lost, !claimsLaunch, let interval = frameInterval,
           let moverSeenOn = RetracedPath.verdict(on: track, laterFrames: history, frameInterval: interval)
            ?? FlewOnStraight.verdict(on: track, laterFrames: history) {
            return TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count, reason: moverSeenOn)
        }
        guard let fit = MotionFit(points: track.points, smoothing: track.smoothing) else {
            return TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count, reason: "could not fit")
        }
        if let verdict = verdict(on: track, fit: fit, lost: lost, leftLaunch: claimsLaunch) {
            guard !flewStraight(track),
                  let piece = salvagedPiece(of: track, lost: lost) ?? fullThresholdPiece(of: track)
                    ?? endedFlight(continuedBy: track)
            else {
                return TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count, reason: verdict)
            }
            // A piece of a flight confirmed before any launch was seen, starting after one,
            // must leave a launch like any flight found then (a bird crossing the sky).
            if !claimsLaunch, let first = launches.first, piece.first.time >= first.time,
               departedLaunch(of: piece, cameraOffset: history.last?.points.first?.cameraOffset ?? PixelPoint(x: 0, y: 0)) == nil {
                return TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count,
                                  reason: "\(verdict); the run of \(piece.count) points between gaps starts from no launch")
            }
            // A bird's wingbeat can bend a run of its points down like a ball's; the bird then
            // flies on along the run's line where the ball would have been lost.
            if lost, !claimsLaunch, let moverSeenOn = FlewOnStraight.verdict(on: piece, laterFrames: history) {
                return TrackEvent(uuid: track.uuid, kind: .rejected, pointCount: track.count,
                                  reason: "\(verdict); the run of \(piece.count) points between gaps \(moverSeenOn)")
            }
            piece.end()
            finished.append(piece)
            handOverLaunch(from: track, to: piece)
            return TrackEvent(uuid: piece.uuid, kind: .ended, pointCount: piece.count,
                              reason: "\(reason); kept \(piece.count) points between gaps (all \(track.count): \(verdict))")
        }
        track.end()
        finished.append(track)
        return TrackEvent(uuid: track.uuid, kind: .ended, pointCount: track.count, reason: reason)
    }

    /// The flight `track` continues across a gap (`Track.continueFlight`), as it stood when it
    /// ended and passed the ball tests; nil when it continues none. What a flight joined later
    /// fails as a whole must not take with it the ball seen before (seed 137's 240 fps iron, with
    /// a rule tried in stop 54 that changed which specks its flight took as the ball faded:
    /// clutter 0.56 s after the ball was lost was joined to its flight, and at the clip's end
    /// the whole was judged a bird's, the ball's own points, with their last faint ones, too).
    func endedFlight(continuedBy track: Track) -> Track? {
        guard let count = track.endedFlightCount, count >= request.trajectoryLength, count < track.count else { return nil }
        return track.piece(0..<count)
    }

    /// A track that kept within this many pixels of a straight line (`StraightPath`) for
    /// `straightSpan` seconds or more flew straight.
    static let straightDeviation = 2.0
    static let straightSpan = 1.2

    /// Whether `track` flew straight for long, as a bird does: a run of its points between
    /// gaps may bend down by a wingbeat's chance, but is no ball's flight (seed 705's bird,
    /// 2.5 s within 1.6 px of a line, gave a run of 24 points falling at a tenth of gravity).
    /// No ball keeps so straight so long, save one flying in a plane through the camera, and
    /// that one passes the ball tests whole.
    func flewStraight(_ track: Track) -> Bool {
        track.duration >= Self.straightSpan
            && StraightPath.deviation(of: track.points.map(\.position)) <= Self.straightDeviation
    }

    /// Seconds after a track's first point, or before its last, within which a salvaged run
    /// may leave its points out without a gap beside them (three frames at 240 fps, none at 60).
    static let salvageEdgeSpan = 0.015

    /// The longest run of `track`'s points between gaps of three frames or more (or its ends, or
    /// past its first points within `salvageEdgeSpan`, or its last when it was `lost`) that passes
    /// the ball tests on its own, as a track of its own; nil if none does, or if the points after
    /// it move as one body on their own (a swing looping back). A run is no shorter than
    /// `trajectoryLength`. Of a flight that left a launch, the longest run from its start comes
    /// first, when one passes (`salvageOrder`).
    func salvagedPiece(of track: Track, lost: Bool) -> Track? {
        let points = track.points
        // A run is shorter than the whole track and no shorter than `trajectoryLength`.
        guard points.count > request.trajectoryLength else { return nil }
        let interval = frameInterval ?? track.nominalInterval
        let gaps = (1..<points.count).filter { points[$0].time - points[$0 - 1].time >= 3 * interval - 1e-9 }
        // A run may also leave out the first points seen within `salvageEdgeSpan` of the first: at
        // a high frame rate, the club beside the ball at impact gives a look back a point or two
        // a few pixels off, which bend the first frames past what a ball does (seed 439's iron at
        // 240 fps, 8 px off; the rest went for the club's, and the launch was dated 9 frames late).
        let leading = (1..<points.count).prefix { points[$0].time - points[0].time <= Self.salvageEdgeSpan + 1e-9 }
        // Likewise the last points of a lost track, the last one kept within that span of the
        // last: a 240 fps ball fading below a pixel moves under a pixel a frame, and the noise
        // its track takes up as it is lost, a few pixels off, bobs its height like a bird's (seed
        // 137's iron: 4-10 px off in its last three frames, judged wingbeats, the 80 points of
        // the ball before them dropped). A track that left the picture was not lost that way.
        let trailing = !lost ? [] : (2..<points.count).reversed().prefix {
            points[points.count - 1].time - points[$0 - 1].time <= Self.salvageEdgeSpan + 1e-9
        }
        let starts = [0] + Array(leading) + gaps.filter { !leading.contains($0) }
        let ends = gaps.filter { !trailing.contains($0) } + Array(trailing) + [points.count]
        // A run does not end on a lone point past a gap: what a flight joined across a gap
        // took up there is seen in one frame only (seed 901's iron, with a rule tried in stop 54
        // that followed its ball further: its flight, joined to clutter 0.56 s after it was
        // lost, kept the clutter's first point, 97 px off the ball's course).
        let gapStarts = Set(gaps)
        var runs: [Range<Int>] = []
        for start in starts {
            for end in ends where end > start && end - start >= request.trajectoryLength && end - start < points.count
                && !(end - 1 > start && gapStarts.contains(end - 1)) {
                runs.append(start..<end)
            }
        }
        let start = claimsLaunch(track) ? Set([0] + leading) : nil
        for run in Self.salvageOrder(of: runs, keepingStart: start) {
            let piece = track.piece(run)
            guard passesAlone(piece) else { continue }
            // What follows the run past its gap, moving on its own as one body does under gravity,
            // is the same mover come back: the club's follow-through loops up over the golfer and
            // down again, unseen for a few frames at the top (seed 419's drive: the club's ten
            // points up and ten down, faint, after three unseen frames), while clutter a lost
            // ball's track takes up past a cloud moves every way.
            if run.upperBound < points.count, points.count - run.upperBound >= request.trajectoryLength,
               movesLikeOneBody(track.piece(run.upperBound..<points.count)) {
                return nil
            }
            return piece
        }
        return nil
    }

    /// The order `salvagedPiece` tries `runs` in: longest first, of equal length the earlier; but
    /// with `start` (a flight that left a launch: the indices its runs from the launch begin at),
    /// those first. A run that leaves the launch's flight out keeps its tail only: seed 73's
    /// 240 fps iron, joined 0.57 s after the ball was lost to clutter falling 80 to 115 px from it,
    /// failed whole, and the longest run passing alone, from frame 133 across the join, was
    /// kept over the ball's own from 101 to 186 (the launch dated 36 frames late).
    static func salvageOrder(of runs: [Range<Int>], keepingStart start: Set<Int>?) -> [Range<Int>] {
        func keeps(_ run: Range<Int>) -> Int { start?.contains(run.lowerBound) == true ? 1 : 0 }
        return runs.sorted { (keeps($0), $0.count, -$0.lowerBound) > (keeps($1), $1.count, -$1.lowerBound) }
    }

    /// `track`'s points found at the full detection threshold, without its faint ones, as a piece
    /// of its own when that passes the ball tests alone and holds `trajectoryLength` points or
    /// more; nil when it holds no faint point. A faint blob, found only inside a gate at a lower
    /// threshold, is as likely noise as the ball: a flight confirmed just before a cloud coasts
    /// with a wide gate and takes faint specks on either side of the ball's course until it is
    /// seen again, and all its points together then bob like no ball (held-out seed 1063's
    /// drive: confirmed on ten points up to a cloud, it took four faint specks 24 to 51 px off
    /// the ball past it, then the ball's own blobs among more specks, and the whole was turned
    /// down as a jittery path).
    func fullThresholdPiece(of track: Track) -> Track? {
        let clear = track.points.indices.filter { !track.points[$0].isFaint }
        guard clear.count < track.count, clear.count >= request.trajectoryLength else { return nil }
        let piece = track.piece(keeping: clear)
        return passesAlone(piece) ? piece : nil
    }

    /// Whether `piece` bends under gravity without bobbing, as one body does, faint or not
    /// (the fitted tests of `verdict`).
    private func movesLikeOneBody(_ piece: Track) -> Bool {
        guard let fit = MotionFit(points: piece.points, smoothing: piece.smoothing) else { return false }
        return fit.gravityVerdict(maximumRadius: maximumRadius) == nil && wobbleVerdict(on: piece, fit: fit) == nil
    }

    /// Whether `piece` passes the ball tests of `verdict` on its own (those without a fit first:
    /// a piece they turn down needs none).
    private func passesAlone(_ piece: Track) -> Bool {
        pointVerdict(on: piece, lost: false) == nil && movesLikeOneBody(piece)
    }
}
