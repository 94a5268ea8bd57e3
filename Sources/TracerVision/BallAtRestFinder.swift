import Foundation

/// Finds balls lying still and the moments they leave (the seed app's alignment step).
///
/// It looks at the detector's binned frames. Over the first `restDuration` seconds,
/// and every half second after that (a ball teed up later), it collects small,
/// round, high-contrast spots that stay put once the camera's shake is taken out.
/// `ball` is the one present in nearly every look from the start, preferring the
/// lower part of the picture. Every established spot is then watched frame by
/// frame: when it empties for several frames in a row, that is a launch, dated
/// midway between the last frame with the ball and the first without it. A spot
/// that fills again within a quarter second was only hidden (a club, a foot), and
/// its launch is withdrawn; one that fills again later and stays filled holds a new
/// ball, watched from then on. A withdrawn launch whose spot then showed no more than a
/// tee would (under `refilledShare` of the ball's contrast) for longer than a club hides a
/// ball stands again when the spot empties once more (within `TrajectoryFitter.staleLaunchReach`
/// of it): the ball left then. One whose spot showed the ball again and then, for as long,
/// no more than a tee that passes for it dates the ball's leaving after its last frame
/// there (`teeLeftBehind`).
final class BallAtRestFinder {
    /// A spot that has stayed put, in stabilised buffer pixels (camera shake removed).
    private struct Spot {
        var x: Double
        var y: Double
        var halfSize: Int
        var contrast: Double
        /// The ball's own luma where its contrast was strongest (`BallAtRest.luma`).
        var luma: Double?
        var scoreSum: Double
        var looks: Int
        var firstSeen: Double
        var lastSeen: Double
        var lastPresent: Double?
        var firstAbsent: Double?
        var absentRun = 0
        /// Its launch, while that stands.
        var launch: LaunchPoint?
        var launchedAt: Double? { launch?.time }
        var given = false
        /// Frames in a row a launched spot has shown a ball again (a new ball teed up there).
        var refilledRun = 0
        var rearmed = false
        /// Its launches withdrawn, each with the strongest it has shown its ball since, as a
        /// share of `contrast`, when it was withdrawn, and the last time it showed a ball
        /// (`refilledShare` or more) since.
        var withdrawals: [(launch: LaunchPoint, strongest: Double, at: Double, lastBall: Double?)] = []
        /// Frames in a row the spot has shown less than a ball (under `refilledShare`) but more than nothing.
        var teeRun = 0
        /// Whether its launch was dated by the tee left behind (`teeLeftBehind`).
        var launchLeftTee = false

        var isEstablished: Bool { looks >= 3 || given }
    }

    let grid: AnalysisGrid
    let restDuration: Double
    private var spotter: BlobSpotter
    private var spots: [Spot] = []
    private var lookTimes: [Double] = []
    private var firstTime: Double?
    private var lastLook: Double?
    /// Accumulated camera shift, buffer pixels.
    private var offset = PixelPoint(x: 0, y: 0)
    private var frameInterval: Double?
    private var typicalInterval: Double { frameInterval ?? assumedFrameInterval }
    private var lastTime: Double?
    private var decided = false
    private var givenPosition: PixelPoint?
    /// How far the shake estimate may be off between looks, buffer pixels.
    private let tolerance = 3.0
    static let maximumSpots = 8
    /// A spot that fills again within this many seconds of its launch was only hidden.
    static let withdrawalWindow = 0.25
    /// A launched spot that shows a ball again for this long holds a new ball, seconds.
    static let refillDuration = 0.15
    /// A spot showing this share of its ball's contrast holds a ball, not the tee it sat on.
    static let refilledShare = 0.75

    /// The ball at rest: given, or decided after `restDuration`, or the first spot that launched.
    private(set) var ball: BallAtRest?
    /// Launches so far, in time order, display-normalised top-left.
    var launches: [LaunchPoint] { spots.compactMap(\.launch).sorted { $0.time < $1.time } }
    /// Launches withdrawn because their spot looked filled again soon after, that may have
    /// been right after all, in time order: the tee a ball sat on, bright against the grass,
    /// can pass for the ball, but shows less than `refilledShare` of its contrast (a flight
    /// that leaves one takes it back: `TrajectoryFitter.withdrawnLaunches`).
    var withdrawnLaunches: [LaunchPoint] {
        spots.flatMap { $0.withdrawals.filter { $0.strongest < Self.refilledShare }.map(\.launch) }
            .sorted { $0.time < $1.time }
    }

    /// - Parameters:
    ///   - searchRegion: where balls may lie, Vision's lower-left form (default: the lower 70 % of the picture).
    ///   - givenBall: the ball's position if the user gave it (display-normalised, top-left).
    init(grid: AnalysisGrid, searchRegion: NormalizedRect = NormalizedRect(x: 0, y: 0, width: 1, height: 0.7),
         restDuration: Double = 0.5, givenBall: NormalizedPoint? = nil) {
        self.grid = grid
        self.restDuration = restDuration
        spotter = BlobSpotter(rect: grid.bufferRect(for: searchRegion))
        if let given = givenBall {
            givenPosition = grid.bufferPoint(fromDisplay: grid.geometry.displayPixel(fromTopLeftNormalized: given))
        }
    }

    /// Feeds the newest binned frame (every ingested frame, in order).
    func add(_ frame: FrameBuffer, time: Double) {
        if let last = lastTime, time > last {
            frameInterval = frameInterval.map { 0.8 * $0 + 0.2 * (time - last) } ?? (time - last)
        }
        lastTime = time
        offset.x += frame.shiftFromPrevious.x
        offset.y += frame.shiftFromPrevious.y
        if firstTime == nil {
            firstTime = time
            if let given = givenPosition { adoptGiven(given, in: frame, time: time) }
        }
        let start = firstTime ?? time
        let early = time - start < restDuration
        let spacing = early ? restDuration / 8 : 0.5
        if lastLook.map({ time - $0 >= spacing - 1e-6 }) ?? true {
            look(frame, time: time)
            lastLook = time
        }
        if !decided, time - start >= restDuration {
            decided = true
            if ball == nil { decide() }
        }
        watch(frame, time: time)
    }

    private func adoptGiven(_ position: PixelPoint, in frame: FrameBuffer, time: Double) {
        // Snap to the strongest spot near the given point; keep the point itself if none stands out.
        let reach = max(3, Int(0.03 * Double(frame.width)))
        let halfSize = max(1, Int((0.004 * Double(grid.geometry.displayWidth) / Double(grid.scale)).rounded()))
        var best = (contrast: 0.0, x: Int(position.x), y: Int(position.y))
        for dy in stride(from: -reach, through: reach, by: 1) {
            for dx in stride(from: -reach, through: reach, by: 1) {
                let x = Int(position.x) + dx, y = Int(position.y) + dy
                guard let c = BlobSpotter.centreContrast(frame, x: x, y: y, halfSize: halfSize) else { continue }
                let weight = 1 / (1 + Double(dx * dx + dy * dy) / Double(reach * reach))
                if abs(c) * weight > abs(best.contrast) { best = (c * weight, x, y) }
            }
        }
        let contrast = BlobSpotter.centreContrast(frame, x: best.x, y: best.y, halfSize: halfSize) ?? 0
        let luma = frame.extreme(x: best.x, y: best.y, halfSize: halfSize, brighter: contrast >= 0)
        var spot = Spot(x: Double(best.x) + 0.5, y: Double(best.y) + 0.5, halfSize: halfSize, contrast: contrast,
                        luma: luma, scoreSum: 0, looks: 1, firstSeen: time, lastSeen: time)
        spot.given = true
        spots.append(spot)
        ball = makeBall(spot)
    }

    private func look(_ frame: FrameBuffer, time: Double) {
        lookTimes.append(time)
        for found in spotter.spots(in: frame) {
            let x = found.x - offset.x, y = found.y - offset.y
            if let i = spots.firstIndex(where: {
                abs($0.x - x) <= tolerance && abs($0.y - y) <= tolerance && ($0.contrast > 0) == (found.contrast > 0)
                    && $0.launchedAt == nil
            }) {
                if spots[i].lastSeen == time { continue }
                spots[i].looks += 1
                spots[i].scoreSum += found.score
                spots[i].lastSeen = time
                // Once a launch was withdrawn, what a look finds there may be the tee the ball sat
                // on, brighter than the ball (a grey ball on a white tee); the ball's contrast,
                // that launches and withdrawals are measured against, stays the ball's.
                if !spots[i].given, spots[i].withdrawals.isEmpty, abs(found.contrast) > abs(spots[i].contrast) {
                    spots[i].contrast = found.contrast
                    spots[i].halfSize = found.halfSize
                    spots[i].luma = luma(of: found, in: frame)
                }
            } else if spots.count < 4 * Self.maximumSpots {
                spots.append(Spot(x: x, y: y, halfSize: found.halfSize, contrast: found.contrast,
                                  luma: luma(of: found, in: frame), scoreSum: found.score,
                                  looks: 1, firstSeen: time, lastSeen: time))
            }
        }
        // Keep the watch list short: drop spots seen once long ago, then the weakest.
        spots.removeAll { !$0.isEstablished && time - $0.lastSeen > 1.0 }
        if spots.count > 2 * Self.maximumSpots {
            func rank(_ s: Spot) -> Double { (s.given || s.launchedAt != nil || !s.withdrawals.isEmpty ? 1e9 : 0) + s.scoreSum }
            spots.sort { rank($0) > rank($1) }
            spots.removeLast(spots.count - 2 * Self.maximumSpots)
        }
    }

    private func luma(of found: BlobSpotter.Spot, in frame: FrameBuffer) -> Double? {
        frame.extreme(x: Int(found.x.rounded(.down)), y: Int(found.y.rounded(.down)), halfSize: found.halfSize,
                      brighter: found.contrast >= 0)
    }

    private func decide() {
        let start = firstTime ?? 0
        let dh = Double(grid.geometry.displayHeight)
        var best: (value: Double, index: Int)?
        for (i, spot) in spots.enumerated() {
            // Present from the start until last seen, and long enough to be a ball at rest.
            let looks = lookTimes.filter { $0 <= spot.lastSeen + 1e-9 }.count
            guard spot.firstSeen <= start + 0.1, spot.lastSeen - start >= 0.5 * restDuration, looks >= 3,
                  Double(spot.looks) >= 0.8 * Double(looks) else { continue }
            let display = grid.displayPixel(bufferX: spot.x + offset.x, y: spot.y + offset.y)
            let value = spot.scoreSum / Double(spot.looks) * (0.6 + 0.8 * display.y / dh)
            if best == nil || value > best!.value { best = (value, i) }
        }
        if let best { ball = makeBall(spots[best.index]) }
    }

    private func makeBall(_ spot: Spot) -> BallAtRest {
        let dw = Double(grid.geometry.displayWidth), dh = Double(grid.geometry.displayHeight)
        let display = grid.displayPixel(bufferX: spot.x + offset.x, y: spot.y + offset.y)
        return BallAtRest(position: NormalizedPoint(x: display.x / dw, y: display.y / dh),
                          radius: Double(spot.halfSize * grid.scale) / dw, aspectRatio: dw / dh,
                          polarity: spot.contrast >= 0 ? .brighter : .darker, contrast: spot.contrast,
                          frameCount: spot.looks, firstSeen: spot.firstSeen, lastSeen: spot.lastSeen, luma: spot.luma)
    }

    /// Frames the spot must stay empty before it counts as a launch.
    private var absentFramesNeeded: Int {
        let interval = typicalInterval
        return max(3, Int((0.04 / interval).rounded()))
    }

    /// How long after a launch it is reported, seconds.
    var launchLatency: Double { Double(absentFramesNeeded + 1) * typicalInterval }

    private func watch(_ frame: FrameBuffer, time: Double) {
        var rearmedSpots: [Spot] = []
        for i in spots.indices where spots[i].isEstablished {
            var spot = spots[i]
            let launchedLongAgo = spot.launchedAt.map { time - $0 > Self.withdrawalWindow } ?? false
            // A new ball may lie a little off the old one's spot (teed up by hand, or the shake
            // estimate drifted meanwhile).
            let found = presence(spot, in: frame, reach: launchedLongAgo ? Int(tolerance) : 1)
            let present = found.present
            if present, launchedLongAgo, !spot.rearmed {
                // A ball lies there again: watch it as a spot of its own from now on, without
                // waiting for the slow looks (the next shot may come within a second).
                spot.refilledRun += 1
                if Double(spot.refilledRun) * typicalInterval >= Self.refillDuration {
                    spot.rearmed = true
                    spot.launch?.refilled = time - Self.refillDuration
                    rearmedSpots.append(Spot(x: spot.x + Double(found.dx), y: spot.y + Double(found.dy),
                                             halfSize: spot.halfSize, contrast: spot.contrast,
                                             scoreSum: spot.scoreSum, looks: 3, firstSeen: time - Self.refillDuration,
                                             lastSeen: time, lastPresent: time))
                }
            } else if !present {
                spot.refilledRun = 0
                spot.teeRun = 0
            }
            if present {
                let share = found.contrast / abs(spot.contrast)
                // Filled again soon after: it was only hidden (but the tee a launch was dated
                // past, `teeLeftBehind`, shows as before).
                if let launch = spot.launch, time - launch.time <= Self.withdrawalWindow,
                   !spot.launchLeftTee || share >= Self.refilledShare {
                    spot.launch = nil
                    spot.launchLeftTee = false
                    spot.withdrawals.append((launch, 0, time, nil))
                }
                spot.teeRun = share < Self.refilledShare ? spot.teeRun + 1 : 0
                for i in spot.withdrawals.indices {
                    spot.withdrawals[i].strongest = max(spot.withdrawals[i].strongest, share)
                    if share >= Self.refilledShare { spot.withdrawals[i].lastBall = time }
                }
                if spot.launchedAt == nil, let redated = teeLeftBehind(by: spot) {
                    spot.launch = redated
                    spot.launchLeftTee = true
                    spot.withdrawals.removeLast()
                }
                if spot.launchedAt == nil {
                    spot.lastPresent = time
                    spot.absentRun = 0
                    spot.firstAbsent = nil
                }
            } else if spot.launchedAt == nil, spot.lastPresent != nil {
                if spot.absentRun == 0 { spot.firstAbsent = time }
                spot.absentRun += 1
                if spot.absentRun >= absentFramesNeeded, let gone = spot.firstAbsent, let seen = spot.lastPresent,
                   seen - spot.firstSeen >= min(0.2, 0.5 * restDuration) {
                    if let tee = spot.withdrawals.lastIndex(where: {
                        $0.strongest < Self.refilledShare && seen - $0.at >= Self.withdrawalWindow
                            && time - $0.launch.time <= TrajectoryFitter.staleLaunchReach
                    }) {
                        // Since that launch the spot has shown no more than its tee, for longer
                        // than a club hides a ball, and now not even that (the club's shadow, a
                        // divot): the ball left then, not now. Only while a flight may still
                        // take that launch back: past that, what is drawn counts it as gone
                        // for good (`TrajectorySession.settledTime`).
                        spot.launch = spot.withdrawals.remove(at: tee).launch
                    } else {
                        let ball = makeBall(spot)
                        spot.launch = LaunchPoint(time: 0.5 * (seen + gone), position: ball.position, radius: ball.radius,
                                                  ballLuma: ball.luma)
                        if self.ball == nil || !decided { self.ball = ball }
                    }
                }
            }
            spots[i] = spot
        }
        for spot in rearmedSpots {
            // A look may have found the new ball already: that spot is the one to watch.
            if let i = spots.firstIndex(where: {
                abs($0.x - spot.x) <= tolerance && abs($0.y - spot.y) <= tolerance && $0.launchedAt == nil
            }) {
                spots[i].looks = max(spots[i].looks, 3)
                spots[i].lastPresent = spots[i].lastPresent ?? time
                spots[i].firstSeen = min(spots[i].firstSeen, spot.firstSeen)
            } else {
                spots.append(spot)
            }
        }
    }

    /// The launch of a ball that left `spot` after the club hid it, when the spot has shown
    /// no more than its tee for `withdrawalWindow` since the last frame it showed the ball:
    /// dated midway between that frame and the next, and its withdrawal dropped. The watch
    /// dated a launch when the club first hid the ball and withdrew it when the ball showed
    /// again just before impact; the tee, bright against the sky, then passed for a ball
    /// (more than half its contrast) and the spot never emptied (held-out 1381's hevc10
    /// drive: withdrawn at 50.5, the ball seen at 54, gone at 54.5; the path, dated at
    /// 50.5, ran 37 px off the ball over its first frames).
    private func teeLeftBehind(by spot: Spot) -> LaunchPoint? {
        guard let lastBall = spot.withdrawals.last?.lastBall,
              Double(spot.teeRun) * typicalInterval >= Self.withdrawalWindow - 1e-9 else { return nil }
        let ball = makeBall(spot)
        return LaunchPoint(time: lastBall + 0.5 * typicalInterval, position: ball.position, radius: ball.radius,
                           ballLuma: ball.luma)
    }

    /// Spots that had emptied by `time` (at most `window` seconds before), where a ball may have
    /// just been hit: display pixels, with the ball's radius and when the spot emptied.
    func emptiedSpots(at time: Double, window: Double) -> [(position: PixelPoint, radius: Double, since: Double)] {
        spots.compactMap { spot in
            guard spot.isEstablished, let since = spot.launch?.time ?? spot.firstAbsent,
                  since <= time + 1e-9, time - since <= window else { return nil }
            let position = grid.displayPixel(bufferX: spot.x + offset.x, y: spot.y + offset.y)
            return (position, Double(spot.halfSize * grid.scale), since)
        }
    }

    /// Whether the spot shows its ball within `reach` pixels (the shake estimate's error), how
    /// strongly (contrast in the ball's sense) and where: the offset of the strongest match.
    private func presence(_ spot: Spot, in frame: FrameBuffer, reach: Int = 1)
        -> (present: Bool, contrast: Double, dx: Int, dy: Int) {
        let cx = Int((spot.x + offset.x).rounded(.down)), cy = Int((spot.y + offset.y).rounded(.down))
        var best = (contrast: -Double.infinity, dx: 0, dy: 0)
        for dy in -reach...reach {
            for dx in -reach...reach {
                guard let c = BlobSpotter.centreContrast(frame, x: cx + dx, y: cy + dy, halfSize: spot.halfSize) else {
                    continue
                }
                let signed = spot.contrast >= 0 ? c : -c
                if signed > best.contrast { best = (signed, dx, dy) }
            }
        }
        return (best.contrast >= 0.5 * abs(spot.contrast), best.contrast, best.dx, best.dy)
    }
}
