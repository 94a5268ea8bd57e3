/// Where and how far to extend a flight past its last detection.
public struct ExtrapolationLimit: Sendable, Equatable {
    /// Stop where the ball reaches this display-normalised, top-left `y` (the ground line), if set.
    public var landingY: Double?
    /// Never extend further than this, seconds after the last detection.
    public var maximumDuration: Double
    /// Time between extrapolated points; `nil` uses the flight's frame interval.
    public var step: Double?

    public init(landingY: Double? = nil, maximumDuration: Double = 1.0, step: Double? = nil) {
        self.landingY = landingY
        self.maximumDuration = maximumDuration
        self.step = step
    }
}

extension TrajectoryMotion {
    /// Points past the last detection, from the motion fitted over the flight's end,
    /// all marked `.extrapolated`. Stops at `landingY` (the last point lands exactly
    /// on it), at the first point outside the frame, or after `maximumDuration`.
    public func extrapolate(_ limit: ExtrapolationLimit) -> [TracerPath.Point] {
        guard let last = samples.last, limit.maximumDuration > 0 else { return [] }
        let step = max(1e-3, limit.step ?? frameInterval)
        var points: [TracerPath.Point] = []
        var previous = TracerPath.Point(t: last.t, x: last.x, y: last.y, r: last.r)
        var k = 1
        while Double(k) * step <= limit.maximumDuration + 1e-9 {
            let t = last.t + Double(k) * step
            var point = TracerPath.Point(t: t, x: tailX(t), y: tailY(t), r: max(0, tailR(t)), kind: .extrapolated)
            if let ground = limit.landingY, point.y >= ground, point.y > previous.y {
                let f = (ground - previous.y) / (point.y - previous.y)
                point = TracerPath.Point(t: previous.t + f * (t - previous.t),
                                         x: previous.x + f * (point.x - previous.x), y: ground,
                                         r: previous.r + f * (point.r - previous.r), kind: .extrapolated)
                points.append(point)
                break
            }
            points.append(point)
            if point.x < 0 || point.x > 1 || point.y < 0 || point.y > 1 { break }
            previous = point
            k += 1
        }
        return points
    }
}
