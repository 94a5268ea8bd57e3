import Foundation

/// Finds a ball's first frames after it left its rest spot, when they are hardest to
/// track one by one: fast, motion-blurred, beside the club and the golfer, sometimes
/// missing.
///
/// Just after impact a ball moves away from its spot almost in a straight line (a
/// down-the-line shot heads for the vanishing point, a face-on one has not curved yet).
/// Every candidate since the launch proposes a ray from the spot through itself; each
/// frame then contributes the candidate nearest that ray that lies farther out than the
/// one before it (the ball only moves away) and, away from the spot, not drawn out
/// across the ray. Only clear blobs propose rays and faint ones cannot join (beside a swinging
/// golfer faint blobs are everywhere); the ray whose picks score highest in sum wins.
enum LaunchRaySearch {
    /// The least a frame's pick may add to a ray's worth (its score times how near the ray it
    /// lies, 1 on the ray, 0 at the edge of its reach) to be taken: seed 1019's iron took a
    /// speck scoring 0.53 at 83 % of the reach (worth 0.09) where the ball was merged with the
    /// club, and its flight was dated 1.5 frames late.
    static let leastPickWorth = 0.2

    /// How far beside a ray from the spot, `along` pixels out, a blob of `point`'s radius may
    /// lie and still be the ball: 3 px and its radius, and a fifth of the way out for a flight
    /// still bending gently.
    static func allowedOffset(of point: TrackPoint, along: Double) -> Double {
        3 + point.radius + 0.2 * along
    }

    /// The candidates on the best ray, in time order, if at least `minimumFrames` frames
    /// have one. Positions are stabilised display pixels, like `spot`.
    static func find(spot: PixelPoint, launchTime: Double, frames: [(time: Double, points: [TrackPoint])],
                     spotRadius: Double, maximumSpeed: Double, minimumFrames: Int = 5) -> [TrackPoint]? {
        let after = frames.filter { $0.time > launchTime }
        var best: (points: [TrackPoint], value: Double)?
        for frame in after {
            for proposal in frame.points where proposal.score >= 0.8 && !proposal.isFaint {
                let dx = proposal.position.x - spot.x, dy = proposal.position.y - spot.y
                let distance = hypot(dx, dy)
                guard distance > 2 * spotRadius + 2,
                      distance <= maximumSpeed * (frame.time - launchTime) + 2 * spotRadius + 4 else { continue }
                let unit = (x: dx / distance, y: dy / distance)
                var chosen: [TrackPoint] = []
                var value = 0.0
                var reach = 0.0
                for other in after {
                    var pick: (across: Double, along: Double, point: TrackPoint)?
                    for p in other.points where p.isClear {
                        let ox = p.position.x - spot.x, oy = p.position.y - spot.y
                        let along = ox * unit.x + oy * unit.y
                        let across = abs(ox * unit.y - oy * unit.x)
                        // Away from the spot, not drawn out across the ray (by the spot the ball
                        // just struck and the club's head may still be one blob); farther out than
                        // the last pick, and no farther from the ray than a flight still bending
                        // gently could be.
                        if along > 4 * spotRadius + 4, p.isDrawnOut(across: unit.x, unit.y) { continue }
                        guard along > reach + 0.5, across <= allowedOffset(of: p, along: along),
                              along <= maximumSpeed * (other.time - launchTime) + 2 * spotRadius + 4 else { continue }
                        if other.time < frame.time - 1e-9, along >= distance { continue }
                        if other.time > frame.time + 1e-9, along <= distance { continue }
                        if pick == nil || across < pick!.across { pick = (across, along, p) }
                    }
                    guard let pick else { continue }
                    let worth = pick.point.score * (1 - pick.across / allowedOffset(of: pick.point, along: pick.along))
                    // A weak blob at the edge of the ray's reach says little of the ball and is often
                    // clutter beside the club; a frame without it is left to the flight's own track.
                    guard worth >= Self.leastPickWorth else { continue }
                    chosen.append(pick.point)
                    value += worth
                    reach = pick.along
                }
                guard chosen.count >= minimumFrames else { continue }
                if best == nil || value > best!.value { best = (chosen, value) }
            }
        }
        return best?.points
    }
}
