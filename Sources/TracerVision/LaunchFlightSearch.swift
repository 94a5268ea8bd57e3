import Foundation

/// Follows a ball from its launch through the recent frames' candidates when tracking lost
/// it: a drive into a cluttered sky (sensor noise gives a hundred blobs a frame) passes
/// behind a cloud, shrinks below a pixel, and its points are taken one by one by clutter
/// tracks that jump away again, so no track holds enough of them to be judged.
///
/// Every clear blob early after the launch, moving away from the spot together with a blob
/// in one of the next two frames along the same line, seeds a hypothesis; each is followed
/// forward frame by frame: while it is short, to the blob on along its last step, slowing as
/// a ball flying off does in the picture; from six points, to the candidate nearest where the
/// perspective model of `FlightModel` puts the ball, inside a gate that grows while the ball
/// is unseen, leaving out what the model does not follow. The hypothesis with the most
/// points wins if one flight model follows all but one of them within a pixel. What it finds
/// is only a proposal: it becomes a track, judged like any other.
enum LaunchFlightSearch {
    /// How long after the launch a hypothesis may begin, seconds.
    static let seedWindow = 0.25
    /// The longest the ball may go unseen inside the flight while it is followed step by step, seconds.
    static let longestGap = 0.2
    /// The longest once its flight model (six points or more) says where the ball went
    /// (seeds 705 and 715's drives: eight frames off the tee, 0.22 s behind a cloud).
    static let longestModelledGap = 0.25
    /// Frames after a seed's first blob where its second may lie.
    static let seedReach = 2

    /// A flight being followed: its points so far, their flight model once they are six or
    /// more (nil when it does not fit), and whether the ball has gone unseen too long to go on.
    struct Hypothesis {
        var points: [TrackPoint]
        var model: FlightModel?
        var ended = false
        /// How far from the spot its first point lies, pixels.
        let firstDistance: Double
    }

    /// The hypotheses from one launch, each followed through the frames up to `followedUntil`:
    /// carried from one frame to the next, they are moved on by each new frame alone.
    struct Hypotheses {
        var all: [Hypothesis]
        var followedUntil: Double
    }

    /// The candidates of the best flight from `spot` that `departs` accepts, in time order, if
    /// it has at least `minimumPoints`. Positions are stabilised display pixels, like `spot`.
    static func find(spot: PixelPoint, launchTime: Double, frames: [(time: Double, points: [TrackPoint])],
                     spotRadius: Double, maximumSpeed: Double, minimumPoints: Int,
                     departs: ([TrackPoint]) -> Bool = { _ in true }) -> [TrackPoint]? {
        let hypotheses = seed(spot: spot, launchTime: launchTime, frames: frames, spotRadius: spotRadius,
                              maximumSpeed: maximumSpeed)
        return best(of: hypotheses, spot: spot, minimumPoints: minimumPoints, departs: departs)
    }

    /// Every hypothesis the frames after the launch seed, followed through the rest of them.
    static func seed(spot: PixelPoint, launchTime: Double, frames: [(time: Double, points: [TrackPoint])],
                     spotRadius: Double, maximumSpeed: Double) -> Hypotheses {
        let after = frames.filter { $0.time > launchTime }
        var all: [Hypothesis] = []
        for (i, frame) in after.enumerated() where frame.time - launchTime <= seedWindow {
            for first in frame.points where first.score >= 0.8 && !first.isFaint {
                let d1 = distance(first.position, spot)
                guard d1 > 2 * spotRadius + 2,
                      d1 <= maximumSpeed * (frame.time - launchTime) + 2 * spotRadius + 4 else { continue }
                for j in (i + 1)..<min(after.count, i + 1 + seedReach) {
                    for second in after[j].points where second.isClear
                        && seeds(first, second, spot: spot, maximumSpeed: maximumSpeed) {
                        var hypothesis = Hypothesis(points: [first, second], firstDistance: d1)
                        for later in after[(j + 1)...] { advance(&hypothesis, through: later) }
                        all.append(hypothesis)
                    }
                }
            }
        }
        return Hypotheses(all: all, followedUntil: after.last?.time ?? launchTime)
    }

    /// Moves every hypothesis on through `frame`, a frame after those it has been followed through.
    static func advance(_ hypotheses: inout Hypotheses, through frame: (time: Double, points: [TrackPoint])) {
        guard frame.time > hypotheses.followedUntil else { return }
        for k in hypotheses.all.indices { advance(&hypotheses.all[k], through: frame) }
        hypotheses.followedUntil = frame.time
    }

    /// The longest hypothesis of `minimumPoints` or more that one flight model follows within a
    /// pixel (one stray aside), ending farther from the spot than it began, that `departs`
    /// accepts; of two as long, the one the model follows closer.
    static func best(of hypotheses: Hypotheses, spot: PixelPoint, minimumPoints: Int,
                     departs: ([TrackPoint]) -> Bool) -> [TrackPoint]? {
        var best: (points: [TrackPoint], sigma: Double)?
        var claimed = Set<Int>()
        for hypothesis in hypotheses.all {
            let points = hypothesis.points
            // A later seed on a flight already found finds the same flight or less of it.
            guard !claimed.contains(points[1].candidateID), points.count >= minimumPoints,
                  points.count >= (best?.points.count ?? 0) else { continue }
            guard let model = FlightModel(points: points), model.sigma < 1,
                  model.inliers.filter({ !$0 }).count <= 1,
                  distance(points[points.count - 1].position, spot) > hypothesis.firstDistance,
                  departs(points) else { continue }
            points.forEach { claimed.insert($0.candidateID) }
            if let best, best.points.count == points.count, best.sigma <= model.sigma { continue }
            best = (points, model.sigma)
        }
        return best?.points
    }

    /// Whether `second` continues `first` away from the spot along the line from it.
    private static func seeds(_ first: TrackPoint, _ second: TrackPoint, spot: PixelPoint, maximumSpeed: Double) -> Bool {
        let dt = second.time - first.time
        let step = (x: second.position.x - first.position.x, y: second.position.y - first.position.y)
        let out = (x: first.position.x - spot.x, y: first.position.y - spot.y)
        // Most pairs point elsewhere: the cheap test first.
        let dot = out.x * step.x + out.y * step.y
        guard dt > 0, dot > 0 else { return false }
        let length = hypot(step.x, step.y)
        guard length >= 1, length <= maximumSpeed * dt,
              distance(second.position, spot) > distance(first.position, spot) + 1 else { return false }
        return dot / (hypot(out.x, out.y) * length) > cos(0.35)
    }

    static func distance(_ a: PixelPoint, _ b: PixelPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }
}
