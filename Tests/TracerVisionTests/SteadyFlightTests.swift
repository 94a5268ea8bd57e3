import Foundation
import Testing
@testable import TracerVision

/// A confirmed flight that slows too fast in the picture for a quadratic is looked for where
/// its perspective model says (`Track.flightSteadierThanQuadratic`): a drive down the line,
/// its first frames found by the look back, slows from 80 px a frame to 7 within twelve frames.
/// Only a ball flying away: clutter by the golfer can fit a model of a mover coming at the
/// camera, which run on goes wild.
@Suite struct SteadyFlightTests {
    /// Seed 271's hevc10 drive, 60 fps portrait, as its track held it when confirmed at frame 67
    /// (frame, x, y, radius; pixels with the shake taken out), missed at frame 60.
    static let recorded: [(Int, Double, Double, Double)] = [
        (55, 285.25, 714.39, 0.58), (56, 285.30, 635.69, 3.27), (57, 277.66, 580.43, 2.23), (58, 272.38, 541.68, 2.24),
        (59, 268.65, 515.23, 2.18), (61, 263.43, 474.34, 1.51), (62, 261.67, 460.27, 1.53), (63, 260.22, 448.20, 1.65),
        (64, 259.10, 438.76, 1.84), (65, 257.67, 429.75, 1.46), (66, 257.00, 422.25, 1.96), (67, 256.25, 415.72, 1.35),
    ]

    /// A track of `points` (frame at 60 fps, x, y, radius), in `state`.
    static func track(_ points: [(Int, Double, Double, Double)] = recorded, confirmed: Bool) -> Track {
        let track = Track(points: points.map { frame, x, y, r in TrackPoint.recorded(frame, x, y, radius: r, polarity: .darker) })
        track.state = confirmed ? .confirmed : .tentative
        return track
    }

    @Test func aDriveSlowingFastIsLookedForAheadOfIt() {
        // Where the ball was at frame 68, still rising 6 px a frame, and the clutter 20 px
        // under it that the quadratic's prediction (turning back to the ground, 24 px under
        // the last point) drew the flight onto.
        let ball = PixelPoint(x: 256.5, y: 410), clutter = PixelPoint(x: 251.5, y: 430)
        let (center, gate) = Self.track(confirmed: true).predict(at: 68.0 / 60, maximumStep: 50)
        #expect(hypot(center.x - ball.x, center.y - ball.y) < 3, "centre \(center)")
        #expect(hypot(center.x - ball.x, center.y - ball.y) < gate)
        #expect(hypot(center.x - clutter.x, center.y - clutter.y) > 15, "centre \(center)")
    }

    @Test func aYoungTrackIsLookedForAheadOfItToo() {
        // Seed 107's drive down the line was followed this way before it was confirmed.
        let (center, _) = Self.track(confirmed: false).predict(at: 68.0 / 60, maximumStep: 50)
        #expect(hypot(center.x - 256.5, center.y - 410) < 3, "centre \(center)")
    }

    /// Seed 491's drive down the line as its young track held it at frame 75 (frame, x, y,
    /// radius): lost behind a cloud after frame 67 and taken again, its point at frame 73 a blob
    /// 2.5 px off the fading ball, so the model follows all but that one.
    static let pastCloud: [(Int, Double, Double, Double)] = [
        (62, 304.80, 643.79, 3.12), (63, 301.70, 591.96, 2.48), (64, 299.64, 556.15, 2.30), (65, 297.99, 529.29, 2.01),
        (66, 296.65, 509.02, 2.23), (67, 295.37, 493.70, 2.18), (73, 292.73, 435.96, 2.11), (74, 290.78, 433.57, 1.37),
        (75, 290.99, 428.12, 1.57),
    ]

    /// `track`'s prediction at `time`, once its perspective model is checked to leave out
    /// `strays` of its tail's points and the prediction to lie within 1.5 px of `ball`.
    static func predictionOnModel(of track: Track, leavingOut strays: Int, at time: Double, ball: PixelPoint) throws
        -> (center: PixelPoint, gate: Double) {
        let model = try #require(track.tailFlight())
        #expect(model.inliers.filter { !$0 }.count == strays, "the model should leave out \(strays) point(s)")
        let (center, gate) = track.predict(at: time, maximumStep: 50)
        #expect(hypot(center.x - ball.x, center.y - ball.y) < 1.5, "centre \(center)")
        return (center, gate)
    }

    @Test func aDriveWhoseQuadraticTurnsBackIsLookedForWhereOneStrayLeavesItsModel() throws {
        // The ball at frame 76, and the speck 17 px back down that the quadratic's prediction
        // (445.5) had the track take; the gate is the model's, not the quadratic's 6 px misfit.
        let ball = PixelPoint(x: 290.8, y: 423.7), speck = PixelPoint(x: 287.5, y: 445.0)
        let (center, gate) = try Self.predictionOnModel(of: Self.track(Self.pastCloud, confirmed: false),
                                                        leavingOut: 1, at: 76.0 / 60, ball: ball)
        #expect(hypot(center.x - speck.x, center.y - speck.y) > gate, "gate \(gate) reaches the speck")
    }

    /// Held-out 1163's hevc10 drive as its flight held it at frame 67 (frame, x, y, radius;
    /// pixels with the shake taken out): the camera shakes, and the shake misread at frames
    /// 60 and 61 leaves those two points 2 to 3 px off the model of the rest.
    static let shaken: [(Int, Double, Double, Double)] = [
        (55, 302.6, 717.5, 1.5), (56, 297.5, 642.3, 1.5), (57, 293.6, 590.5, 1.5), (58, 291.7, 553.9, 1.5),
        (59, 289.7, 526.3, 1.5), (60, 289.0, 507.8, 1.5), (61, 287.6, 485.8, 1.5), (62, 286.8, 474.2, 1.5),
        (63, 286.8, 462.6, 1.5), (64, 286.2, 452.5, 1.5), (65, 285.9, 444.2, 1.5), (66, 285.6, 436.9, 1.5),
        (67, 285.2, 430.8, 1.5),
    ]

    @Test func aDriveWhoseQuadraticTurnsBackIsLookedForWhereTwoStraysLeaveItsModel() throws {
        // The ball at frame 68, and the speck 4.5 px back that the quadratic's prediction
        // (12 px back down from the last point) had the flight take.
        let ball = PixelPoint(x: 284.8, y: 424.8), speck = PixelPoint(x: 283.5, y: 429.3)
        let (center, _) = try Self.predictionOnModel(of: Self.track(Self.shaken, confirmed: true),
                                                     leavingOut: 2, at: 68.0 / 60, ball: ball)
        #expect(hypot(center.x - speck.x, center.y - speck.y) > 3, "centre \(center)")
    }

    @Test func aQuadraticGoingOnKeepsItsPrediction() {
        // The same flight seen on without the cloud's gap: the quadratic does not turn back, and
        // the model, one point off, is not asked.
        let steady = Self.recorded.filter { $0.0 != 60 }
        let track = Self.track(steady + [(68, 255.6, 410.0, 1.4)], confirmed: false)
        let quadratic = track.predict(at: 69.0 / 60, maximumStep: 50).center
        #expect(track.flightWhereQuadraticTurnsBack(quadratic, quadraticResidual: 10) == nil)
    }

    /// A young track of seed 233's two_shots by the golfer, at frame 33 (frame, x, y, radius):
    /// its perspective model has it coming at the camera, and run on, rushing off the picture.
    static let clutter: [(Int, Double, Double, Double)] = [
        (19, 413.50, 264.50, 0.58), (20, 415.50, 256.50, 0.58), (21, 414.50, 253.50, 0.58), (22, 414.50, 252.50, 0.58),
        (24, 419.50, 253.50, 0.58), (25, 426.50, 259.50, 0.58), (26, 433.31, 266.45, 0.77), (27, 443.50, 275.50, 0.58),
        (28, 455.07, 290.50, 0.58), (33, 520.50, 480.00, 0.58),
    ]

    @Test func aMoverComingAtTheCameraKeepsTheQuadratic() {
        // The quadratic through its last points; the model would say (548, 556).
        let (center, _) = Self.track(Self.clutter, confirmed: false).predict(at: 34.0 / 60, maximumStep: 50)
        #expect(hypot(center.x - 539.1, center.y - 521.8) < 0.5, "centre \(center)")
    }
}
