/// Finds the ball lying still before the swing, then the moment it leaves.
///
/// Over the first `restDuration` seconds it collects small, round, high-contrast
/// spots that stay put (within the camera's shake); the ball is the one present in
/// nearly every frame from the start until it was last seen, preferring the lower
/// part of the frame. It may already have left within that time (a slow-motion
/// clip): replay the clip's frames from the start after `ball` is set. It then
/// watches that spot, following the shake: the launch is when the spot empties for
/// good (midway between the last frame with the ball and the first without it).
public final class BallAtRestFinder {
    public let geometry: FrameGeometry
    public let restDuration: Double
    private var spotter: BlobSpotter
    private var tracks: [(spot: BlobSpotter.Spot, count: Int, scoreSum: Double, first: Double, last: Double)] = []
    private var framesSeen = 0
    private var collectedTimes: [Double] = []
    /// How far the camera's shake may move the ball between looks, pixels.
    private let shakeTolerance = 5.0
    private var firstTime: Double?
    private var lastPresent: Double?
    private var firstAbsent: Double?
    private var absentRun = 0
    private var frameIndex = 0

    /// The ball at rest, once `restDuration` has passed and a spot qualified.
    public private(set) var ball: BallAtRest?
    /// When the ball left its rest spot, seconds.
    public private(set) var launchTime: Double?

    /// The rest spot and the launch time together, once both are known.
    public var launch: LaunchPoint? {
        guard let ball, let launchTime else { return nil }
        return LaunchPoint(time: launchTime, position: ball.position, radius: ball.radius)
    }

    /// - Parameter searchRegion: where to look, Vision's lower-left form (default: the lower 70 % of the frame).
    public init(geometry: FrameGeometry, searchRegion: NormalizedRect = NormalizedRect(x: 0, y: 0, width: 1, height: 0.7),
                restDuration: Double = 0.5) {
        self.geometry = geometry
        self.restDuration = restDuration
        spotter = BlobSpotter(rect: geometry.codedRect(for: searchRegion))
    }

    /// Feeds one frame (coded orientation) in presentation order.
    public func add(luma: LumaPlane, time: Double) {
        frameIndex += 1
        if firstTime == nil { firstTime = time }
        if ball == nil {
            if frameIndex % 2 == 1 { collect(luma, time: time) }
            if time - (firstTime ?? time) >= restDuration { decide() }
            return
        }
        watch(luma, time: time)
    }

    private func collect(_ luma: LumaPlane, time: Double) {
        framesSeen += 1
        collectedTimes.append(time)
        for spot in spotter.spots(in: luma) {
            if let i = tracks.firstIndex(where: {
                abs($0.spot.x - spot.x) <= shakeTolerance && abs($0.spot.y - spot.y) <= shakeTolerance
                    && ($0.spot.contrast > 0) == (spot.contrast > 0)
            }) {
                if tracks[i].last == time { continue }
                tracks[i].count += 1
                tracks[i].scoreSum += spot.score
                tracks[i].last = time
                if spot.score > tracks[i].spot.score { tracks[i].spot = spot }
            } else {
                tracks.append((spot, 1, spot.score, time, time))
            }
        }
    }

    private func decide() {
        guard framesSeen >= 3 else { return }
        let dh = Double(geometry.displayHeight), dw = Double(geometry.displayWidth)
        var best: (value: Double, index: Int)?
        let start = firstTime ?? 0
        for (i, t) in tracks.enumerated() {
            // Present from the start until last seen, and long enough to be a ball at rest.
            let looks = collectedTimes.filter { $0 <= t.last + 1e-9 }.count
            guard t.first <= start + 0.1, t.last - start >= 0.5 * restDuration, looks >= 3,
                  Double(t.count) >= 0.8 * Double(looks) else { continue }
            let display = geometry.displayPixel(fromCoded: PixelPoint(x: t.spot.x, y: t.spot.y))
            let value = t.scoreSum / Double(t.count) * (0.6 + 0.8 * display.y / dh)
            if best == nil || value > best!.value { best = (value, i) }
        }
        guard let chosen = best.map({ tracks[$0.index] }) else { return }
        let display = geometry.displayPixel(fromCoded: PixelPoint(x: chosen.spot.x, y: chosen.spot.y))
        ball = BallAtRest(position: NormalizedPoint(x: display.x / dw, y: display.y / dh),
                          radius: Double(chosen.spot.halfSize) / dw, aspectRatio: dw / dh,
                          polarity: chosen.spot.contrast >= 0 ? .brighter : .darker, contrast: chosen.spot.contrast,
                          frameCount: chosen.count, firstSeen: chosen.first, lastSeen: chosen.last)
    }

    private func watch(_ luma: LumaPlane, time: Double) {
        guard launchTime == nil, let ball else { return }
        let display = PixelPoint(x: ball.position.x * Double(geometry.displayWidth),
                                 y: ball.position.y * Double(geometry.displayHeight))
        let coded = geometry.codedPixel(fromDisplay: display)
        let halfSize = max(1, Int((ball.radius * Double(geometry.displayWidth)).rounded()))
        // The camera shakes: look within a few pixels for the strongest spot of the ball's polarity.
        let reach = Int(shakeTolerance.rounded())
        var best: (contrast: Double, x: Int, y: Int)?
        for dy in -reach...reach {
            for dx in -reach...reach {
                let x = Int(coded.x) + dx, y = Int(coded.y) + dy
                guard let c = LumaSampler.centreContrast(luma, x: x, y: y, halfSize: halfSize) else { continue }
                let signed = ball.contrast >= 0 ? c : -c
                if best == nil || signed > best!.contrast { best = (signed, x, y) }
            }
        }
        guard let best else { return }
        if best.contrast >= 0.5 * abs(ball.contrast) {
            lastPresent = time
            absentRun = 0
            firstAbsent = nil
        } else {
            if absentRun == 0 { firstAbsent = time }
            absentRun += 1
            if absentRun >= 4, let gone = firstAbsent {
                launchTime = lastPresent.map { 0.5 * ($0 + gone) } ?? gone
            }
        }
    }
}
