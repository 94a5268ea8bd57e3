import Foundation

/// One candidate accepted into a track, in stabilised display pixels.
struct TrackPoint {
    var time: Double
    /// Display pixels with the camera's accumulated shift removed.
    var position: PixelPoint
    /// The camera offset at this frame: add it back to draw on the frame.
    var cameraOffset: PixelPoint
    var radius: Double
    var candidateID: Int
    var isFaint: Bool
    /// The candidate's score (0...1, from its signal-to-noise ratio).
    var score: Double = 1
    /// Blob extent along its long axis, pixels, and that axis' angle (display, modulo π).
    var length: Double
    var angle: Double
    /// Whether the blob was brighter or darker than its background; nil when its peak
    /// difference stayed below the frame's detection threshold (the sign of so faint a blob
    /// is as likely noise as not).
    var polarity: Polarity? = nil
    /// How much more the picture moves around the blob than the frame's background
    /// (`BallCandidate.surroundingMotion` less `DetectionResult.backgroundMotion`, at least 0).
    var surroundingMotion = 0.0
    /// The luma the blob was seen against (`BallCandidate.background`).
    var background: Double? = nil

    /// Whether this blob's shape fits a ball moving with `velocity` (pixels / s) over `interval`:
    /// a streak is no longer than the ball plus its travel and lies along the motion.
    func fitsMotion(vx: Double, vy: Double, interval: Double, maximumRadius: Double) -> Bool {
        let travel = hypot(vx, vy) * interval
        if length > 2 * maximumRadius + 1.2 * travel + 2 { return false }
        guard travel > 1 else { return true }
        return !isDrawnOut(across: vx, vy)
    }

    /// Whether the blob is drawn out (longer than the ball) with its long axis more than 45°
    /// off the direction (`dx`, `dy`): not a ball moving that way.
    func isDrawnOut(across dx: Double, _ dy: Double) -> Bool {
        length > 2.5 * radius + 1 && AxisAlignment.misalignment(ofAxis: angle, fromStep: dx, dy) >= Double.pi / 4
    }

    /// Whether the blob reached the detection threshold with a confident score (0.5 or more).
    var isClear: Bool { !isFaint && score >= 0.5 }

    /// Whether the blob is a motion-blur streak: at least three ball widths and six pixels long.
    var isStreak: Bool { length >= max(6, 6 * radius) }

    /// Whether the blob is a clear streak as a ball's just after impact: found at the full
    /// threshold, six pixels long or more and at least twice its width (a ball slowing in the
    /// picture soon draws less than `isStreak` asks).
    var isYoungStreak: Bool { !isFaint && length >= max(6, 4 * radius) }

    /// The score from which a faint blob (found only at the lower threshold, inside a gate) is
    /// clear of the noise: the ball's own blob, judged part of a larger object at the full
    /// threshold beside the golfer or the club, scores so.
    static let confidentFaintScore = 0.9

    /// Whether the blob is faint but of a confident score (`confidentFaintScore`).
    var isConfidentFaint: Bool { isFaint && score >= Self.confidentFaintScore }

    /// Whether the blob is a confident streak (`isStreak`, score 0.5 or more) whose long axis
    /// lies along the step from it to `later`: the ball's own motion towards there drew it.
    func isStreakDrawn(towards later: TrackPoint) -> Bool {
        score >= 0.5 && isStreak && liesAlong(stepTo: later)
    }

    /// Whether the blob's long axis lies along the step from it to `other` (before or after
    /// it), within about 11°: a streak the ball's motion from here to there drew.
    func liesAlong(stepTo other: TrackPoint) -> Bool {
        let dx = other.position.x - position.x, dy = other.position.y - position.y
        return hypot(dx, dy) > 1 && AxisAlignment.misalignment(ofAxis: angle, fromStep: dx, dy) < 0.2
    }
}
