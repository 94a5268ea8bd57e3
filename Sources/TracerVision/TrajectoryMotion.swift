/// Ball position and radius at one time: display-normalised, origin top-left,
/// `r` divided by the display width.
public struct TrajectorySample: Sendable, Equatable {
    public var t: Double
    public var x: Double
    public var y: Double
    public var r: Double
    /// Whether the ball was not seen at `t`: a position inside a gap of the flight, on the
    /// flight fitted either side of it (`GapFill`), not at a detection.
    public var interpolated: Bool

    public init(t: Double, x: Double, y: Double, r: Double, interpolated: Bool = false) {
        self.t = t
        self.x = x
        self.y = y
        self.r = r
        self.interpolated = interpolated
    }
}

/// A trajectory's fitted position as a function of time, so the tracer can be
/// drawn by time: smoothed samples at every detection time (display-normalised,
/// top-left) and at the frames of gaps between detections (`GapFill`), plus the
/// motion fitted over the flight's end for extrapolation.
public struct TrajectoryMotion: Sendable, Equatable {
    /// Fitted positions at the times the ball was detected, and inside gaps, in time order.
    public var samples: [TrajectorySample]
    /// x(t), y(t), r(t) fitted over the last detections (display-normalised, top-left).
    public var tailX: Polynomial
    public var tailY: Polynomial
    public var tailR: Polynomial
    /// Seconds between analysed frames near the end of the flight.
    public var frameInterval: Double
    /// The camera's shake at each sample (display-normalised): the samples less these are
    /// the flight as a still camera would have seen it. Empty when not known.
    public var cameraOffsets: [NormalizedPoint]

    public init(samples: [TrajectorySample], tailX: Polynomial, tailY: Polynomial, tailR: Polynomial,
                frameInterval: Double, cameraOffsets: [NormalizedPoint] = []) {
        self.samples = samples
        self.tailX = tailX
        self.tailY = tailY
        self.tailR = tailR
        self.frameInterval = frameInterval
        self.cameraOffsets = cameraOffsets
    }

    /// Seconds between analysed frames near the start of the flight: the typical step of its
    /// first samples (a ball far off at the end of a drive may be seen one frame in two, which
    /// `frameInterval` then says, while just after impact it is seen in every one).
    public var headInterval: Double {
        let head = samples.prefix(15)
        guard head.count >= 2 else { return frameInterval }
        return median(zip(head, head.dropFirst()).map { $1.t - $0.t })
    }

    public var start: Double { samples.first?.t ?? 0 }
    public var end: Double { samples.last?.t ?? 0 }

    /// The fitted position at `t` (linear between samples); `nil` outside `start...end`.
    public func sample(at t: Double) -> TrajectorySample? {
        guard let first = samples.first, let last = samples.last, t >= first.t, t <= last.t else { return nil }
        var lo = 0, hi = samples.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if samples[mid].t <= t { lo = mid } else { hi = mid }
        }
        let a = samples[lo], b = samples[hi]
        let span = b.t - a.t
        let f = span > 0 ? (t - a.t) / span : 0
        return TrajectorySample(t: t, x: a.x + f * (b.x - a.x), y: a.y + f * (b.y - a.y), r: a.r + f * (b.r - a.r))
    }
}
