import Foundation

/// A mover that comes back along the line it went out on, in the frames after it was lost:
/// the club head of a practice swing rises and slows at the top of the backswing as a ball
/// would under gravity, then comes down the same way. A ball never retraces its flight.
enum RetracedPath {
    /// How far from the track's path a candidate may lie and still be on it, pixels (plus its radius).
    static let tolerance = 4.0
    /// Frames the way back must be seen in.
    static let minimumFrames = 4
    /// The share of the path's length the way back must cover, from its far end.
    static let minimumShare = 0.3
    /// The longest step back between two sightings, as a share of the path's length: clutter
    /// by the golfer at a flight's start is not the far end's mover come back.
    static let maximumStepShare = 0.35
    /// Frames the way back may skip between two sightings.
    static let maximumSkip = 2
    /// How many times faster than the track went out the way back may be, per frame: a club
    /// comes down faster than it went up, but clutter along a long flight's path (a cloud's
    /// edge, the ball's landing spot) is not a mover coming back.
    static let maximumSpeedRatio = 8.0
    /// How many times its step before a step of the way back may be, per frame: a club speeds
    /// up as it comes down, but does not jump.
    static let maximumSpeedUp = 3.0
    /// Most candidates a frame may have on the path for one of them to count: where the
    /// golfer, the horizon or a cloud's edge crowd the path, a way back is found by chance.
    static let maximumOnPath = 3
    /// The share of its first points' blob radius a track's last points' may shrink to and
    /// still be a swing's: a club head at the top of its backswing is as large as when it
    /// left, a ball flying away from the camera shrinks in the picture.
    static let largestShrink = 0.5

    /// One candidate on the track's path in a later frame, and the longest way back that ends with it.
    private struct Sighting {
        var frame: Int
        var position: PixelPoint
        /// How far along the path it lies, pixels from the path's start.
        var along: Double
        /// Frames the way back ending here was seen in.
        var seen: Int
        /// Where along the path that way back began.
        var from: Double
        /// The way back's last step, pixels a frame (nil for its first sighting).
        var step: Double?
    }

    /// A track's path as a polyline, with how far along it each of its points lies.
    struct Path {
        let points: [PixelPoint]
        /// Cumulative length at each point, pixels.
        let along: [Double]
        var length: Double { along[along.count - 1] }

        /// Nil below two points.
        init?(_ track: Track) {
            points = track.points.map(\.position)
            guard points.count >= 2 else { return nil }
            var along = [0.0]
            for k in 1..<points.count {
                along.append(along[k - 1] + hypot(points[k].x - points[k - 1].x, points[k].y - points[k - 1].y))
            }
            self.along = along
        }

        /// How far along the path the point nearest to `p` lies, if `p` is on it (within
        /// `tolerance` plus its radius).
        func position(of p: TrackPoint) -> Double? {
            var best: (distance: Double, at: Double)?
            for k in 1..<points.count {
                let a = points[k - 1], b = points[k]
                let dx = b.x - a.x, dy = b.y - a.y
                let squared = dx * dx + dy * dy
                let u = squared > 0 ? max(0, min(1, ((p.position.x - a.x) * dx + (p.position.y - a.y) * dy) / squared)) : 0
                let distance = hypot(a.x + u * dx - p.position.x, a.y + u * dy - p.position.y)
                if distance <= tolerance + p.radius, distance < (best?.distance ?? .infinity) {
                    best = (distance, along[k - 1] + u * (along[k] - along[k - 1]))
                }
            }
            return best?.at
        }

        /// Whether any of `points` lies on the path.
        func touches(_ points: [TrackPoint]) -> Bool {
            points.contains { position(of: $0) != nil }
        }
    }

    /// Why `track` is not a ball: the candidates of `laterFrames` (the frames after its last
    /// point, oldest first) go back along its path (`path`, built from it when not given)
    /// from its far end for `minimumFrames` frames and `minimumShare` of its length; nil when
    /// they do not.
    static func verdict(on track: Track, path: Path? = nil, laterFrames: [(time: Double, points: [TrackPoint])],
                        frameInterval: Double) -> String? {
        guard let path = path ?? Path(track), frameInterval > 0, !shrinksAway(track) else { return nil }
        let length = path.length
        guard length > 4 * tolerance else { return nil }
        let frames = max(1, (track.last.time - track.first.time) / frameInterval)
        let longestStep = min(maximumStepShare * length, maximumSpeedRatio * length / frames)
        var sightings: [Sighting] = []
        for frame in laterFrames where frame.time > track.last.time {
            let index = Int(((frame.time - track.last.time) / frameInterval).rounded())
            let onPath = frame.points.compactMap { point in path.position(of: point).map { (point, $0) } }
            guard onPath.count <= maximumOnPath else { continue }
            for (point, at) in onPath {
                var best = Sighting(frame: index, position: point.position, along: at, seen: 1, from: at, step: nil)
                for earlier in sightings where continues(earlier, to: best, longestStep: longestStep)
                    && earlier.seen + 1 > best.seen {
                    best.seen = earlier.seen + 1
                    best.from = earlier.from
                    best.step = (earlier.along - at) / Double(index - earlier.frame)
                }
                // A way back begins near the far end of the path.
                guard best.seen > 1 || at >= (1 - minimumShare) * length else { continue }
                sightings.append(best)
            }
        }
        guard let way = sightings.filter({ $0.seen >= minimumFrames && $0.from - $0.along >= minimumShare * length })
            .max(by: { $0.seen < $1.seen }) else { return nil }
        return "comes back along its path (\(way.seen) frames, \(Int((way.from - way.along).rounded())) "
            + "of \(Int(length.rounded())) px): a swing"
    }

    /// Whether the blobs of `track`'s last quarter of points are at most `largestShrink` of its
    /// first quarter's in radius, on average: a ball flying away, which no swing is. Seed 587's
    /// drive down the line, 3 px across when hit and a speck when lost, had clutter in the
    /// noisy sky after it line up back along its path and was taken for a swing.
    static func shrinksAway(_ track: Track) -> Bool {
        let radii = track.points.map(\.radius), n = max(1, radii.count / 4)
        let early = radii.prefix(n).reduce(0, +) / Double(n), late = radii.suffix(n).reduce(0, +) / Double(n)
        return late <= largestShrink * early
    }

    /// Whether `later` is a step back along the path from `earlier`: a frame or a few later,
    /// nearer the path's start but by no more than `longestStep` a frame nor `maximumSpeedUp`
    /// times the step before, and moved in the picture as far as along the path.
    private static func continues(_ earlier: Sighting, to later: Sighting, longestStep: Double) -> Bool {
        let back = earlier.along - later.along
        let frames = Double(later.frame - earlier.frame)
        return later.frame > earlier.frame && later.frame - earlier.frame <= maximumSkip + 1
            && back > 1 && back <= longestStep * frames && back <= maximumSpeedUp * (earlier.step ?? .infinity) * frames
            && hypot(later.position.x - earlier.position.x, later.position.y - earlier.position.y) >= 0.5 * back
    }
}
