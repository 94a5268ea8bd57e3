import Foundation
import Testing
@testable import TracerVision

/// `TrajectoryFitter.openingVerdict(on:)`: a young track seen for longer than a quadratic fits
/// is also judged on its opening span, where a body part's sideways speed-up shows.
@Suite struct OpeningVerdictTests {
    private let portrait = try! TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))

    /// Held-out seed 1129's practice swing: a speck on the golfer's shoulder as the body turned,
    /// as the tracker had it when a cubic fit confirmed it (frame at 60 fps, x, y display
    /// pixels, radius, faint, polarity).
    static let shoulderSpeck: [(Int, Double, Double, Double, Bool, Polarity)] = [
        (38, 221.3, 579.0, 0.73, false, .darker), (39, 219.3, 576.9, 1.26, false, .darker), (42, 222.5, 565.4, 0.58, false, .darker), (43, 221.5, 562.9, 0.58, false, .darker),
        (44, 220.5, 560.6, 0.58, false, .darker), (45, 219.1, 556.3, 1.07, true, .darker), (46, 216.8, 550.9, 1.13, true, .brighter), (47, 215.5, 547.1, 0.58, true, .brighter),
        (48, 214.5, 543.8, 0.58, true, .brighter), (49, 213.5, 540.4, 1.38, true, .brighter), (50, 211.8, 537.2, 0.89, true, .brighter), (51, 210.8, 533.5, 1.19, true, .brighter),
        (52, 209.6, 530.0, 1.31, true, .brighter), (53, 208.3, 526.5, 1.35, true, .brighter), (54, 207.0, 523.1, 1.40, true, .brighter), (55, 205.6, 519.6, 1.62, true, .brighter),
        (56, 205.0, 516.1, 1.21, true, .brighter), (57, 203.9, 513.2, 0.97, true, .brighter), (59, 198.7, 501.6, 0.86, false, .darker), (60, 198.0, 499.2, 0.83, false, .darker),
        (61, 197.4, 496.7, 1.37, false, .darker), (62, 196.7, 494.7, 0.74, false, .darker), (63, 196.5, 492.8, 0.94, false, .darker), (64, 196.1, 491.1, 0.58, false, .darker),
        (65, 195.5, 489.4, 0.69, false, .darker), (66, 194.0, 487.0, 0.58, false, .darker), (67, 193.9, 485.9, 0.58, false, .darker), (68, 193.9, 484.9, 0.58, false, .darker),
    ]

    private func point(_ frame: Int, _ x: Double, _ y: Double, radius: Double = 1, faint: Bool = false,
                       polarity: Polarity = .brighter) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: frame, isFaint: faint, score: faint ? 0.5 : 1, length: 2 * radius,
                   angle: 0, polarity: polarity)
    }

    @Test func aSpeckOnTheTurningBodyIsNotConfirmed() throws {
        let track = Track(points: Self.shoulderSpeck.map { point($0.0, $0.1, $0.2, radius: $0.3, faint: $0.4, polarity: $0.5) })
        let fit = try #require(MotionFit(points: track.points, smoothing: track.smoothing))
        #expect(fit.gravityVerdict(maximumRadius: 20) == nil, "the cubic over all of it passes for a flight")
        let verdict = try #require(portrait.youngVerdict(on: track, fit: fit, cameraOffset: PixelPoint(x: 0, y: 0)))
        #expect(verdict.hasPrefix("over its first 0.40 s: horizontal speed grows"), "\(verdict)")
    }

    @Test func aBallSlowingSidewaysPassesItsOpening() throws {
        // Rising and slowing sideways under drag, seen for 0.6 s.
        let points = (0..<36).map { frame -> TrackPoint in
            let t = Double(frame) / 60
            return point(frame, 220 - 90 * t + 40 * t * t, 580 - 260 * t + 220 * t * t)
        }
        let track = Track(points: points)
        #expect(portrait.openingVerdict(on: track) == nil)
        let fit = try #require(MotionFit(points: track.points, smoothing: track.smoothing))
        #expect(portrait.youngVerdict(on: track, fit: fit, cameraOffset: PixelPoint(x: 0, y: 0)) == nil)
    }

    @Test func aTrackNoLongerThanTheQuadraticSpanIsNotJudgedAgain() {
        // Speeding up sideways all along, but over 0.3 s only: `gravityVerdict` judges it whole.
        let track = Track(points: (0..<19).map { frame in
            let t = Double(frame) / 60
            return point(frame, 220 - 30 * t - 400 * t * t, 580 - 260 * t + 220 * t * t)
        })
        #expect(portrait.openingVerdict(on: track) == nil)
    }
}
