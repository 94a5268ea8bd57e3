import Foundation
import Testing
@testable import TracerVision

/// A confirmed flight in sight takes the candidate that continues its motion over one nearer
/// its prediction that breaks from it, and never one that makes no headway from its last
/// point (`TrajectoryFitter.breakCost`).
@Suite struct ContinuingCandidateTests {
    static func point(frame: Int, x: Double, y: Double, id: Int) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: 0.8, candidateID: id, isFaint: false, length: 2, angle: -.pi / 2)
    }

    /// A fitter at 60 fps whose one track is a confirmed flight through `seen` (frame, x, y).
    static func confirmedFlight(_ seen: [(Int, Double, Double)], codedWidth: Int, codedHeight: Int) throws
        -> (track: Track, fitter: TrajectoryFitter) {
        let track = Track(points: seen.map { point(frame: $0.0, x: $0.1, y: $0.2, id: -$0.0) })
        track.state = .confirmed
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: codedWidth, codedHeight: codedHeight))
        fitter.tracks = [track]
        return (track, fitter)
    }

    /// Hands `candidates`, all of one frame, to the fitter's long tracks.
    static func offer(_ candidates: [TrackPoint], to fitter: TrajectoryFitter) {
        var assignment = TrajectoryFitter.Assignment(count: candidates.count)
        fitter.extendLongTracks(with: candidates, at: candidates[0].time, step: 50, into: &assignment)
    }

    /// Seed 347's second shot, a ball flying away from a range camera, as its track stood when
    /// confirmed: the quadratic through its last twelve points has it stopping at once, and a
    /// speck of clutter 3 px below its last point lies nearer that than the ball, 5 px on. (The
    /// prediction now comes from the perspective model, near the ball; the speck, breaking from the
    /// flight's motion without headway, is refused whatever the prediction.)
    @Test func aRecedingBallIsNotSwappedForClutterBehindIt() throws {
        let seen: [(Int, Double, Double)] = [
            (194, 504.49, 388.50), (195, 500.08, 349.25), (196, 496.53, 319.01), (197, 493.77, 294.83),
            (198, 488.52, 272.91), (201, 486.89, 233.39), (202, 485.66, 221.94), (203, 484.28, 213.84),
            (204, 483.25, 205.94), (205, 482.64, 198.53), (206, 482.02, 191.94), (207, 481.27, 185.98),
            (208, 480.93, 180.96), (209, 480.64, 175.85), (210, 479.01, 171.97),
        ]
        let (track, fitter) = try Self.confirmedFlight(seen, codedWidth: 640, codedHeight: 360)
        let clutter = Self.point(frame: 211, x: 479.52, y: 174.99, id: 1)
        let ball = Self.point(frame: 211, x: 479.12, y: 167.00, id: 2)
        #expect(fitter.breakCost(of: clutter, for: track) == nil)
        #expect(fitter.breakCost(of: ball, for: track) == 0)
        Self.offer([clutter, ball], to: fitter)
        #expect(track.last.candidateID == ball.candidateID)
    }

    /// Seed 337's second two_shots ball as its confirmed track stood at frame 215, where the
    /// ball was unseen: the one candidate in its gate is a speck 2.6 px back behind its last
    /// point, which the ball had just passed. Taking it would bend the flight away from where
    /// the ball shows again.
    @Test func aSpeckBehindTheBallIsNotTakenWhileTheBallIsUnseen() throws {
        let seen: [(Int, Double, Double)] = [
            (195, 491.90, 362.75), (196, 486.20, 335.23), (197, 481.87, 313.37), (198, 478.20, 294.91),
            (199, 475.10, 280.00), (203, 466.55, 236.07), (204, 465.29, 228.32), (205, 464.02, 221.91),
            (206, 462.89, 214.86), (207, 461.99, 209.96), (208, 461.05, 204.01), (209, 460.02, 199.41),
            (210, 459.08, 195.05), (211, 458.27, 191.04), (213, 456.49, 183.46), (214, 456.71, 180.82),
        ]
        let (track, fitter) = try Self.confirmedFlight(seen, codedWidth: 960, codedHeight: 540)
        let speck = Self.point(frame: 215, x: 456.83, y: 183.46, id: 1)
        let (center, gate) = track.predict(at: speck.time, maximumStep: 50)
        try #require(hypot(speck.position.x - center.x, speck.position.y - center.y) <= gate, "the speck must lie in the gate")
        #expect(track.makesNoHeadway(speck))
        Self.offer([speck], to: fitter)
        #expect(track.count == seen.count)
        // Where the ball shows again, 6 px on, it is taken.
        let ball = Self.point(frame: 216, x: 454.90, y: 174.50, id: 2)
        #expect(!track.makesNoHeadway(ball))
        Self.offer([ball], to: fitter)
        #expect(track.last.candidateID == ball.candidateID)
    }

    /// Seed 191's hevc10 drive as its confirmed track stood at frame 76, the ball unseen: the
    /// candidate in its gate is a speck a pixel beside its last point, no farther on. Taking
    /// it turned the flight's prediction back down, and the ball, 10 px on two frames later,
    /// fell outside the gate.
    @Test func aSpeckBesideTheLastPointIsNotTakenWhileTheBallIsUnseen() throws {
        let seen: [(Int, Double, Double)] = [
            (56, 302.63, 638.67), (57, 300.53, 583.35), (58, 298.77, 543.76), (59, 294.15, 514.92),
            (60, 296.37, 489.16), (61, 295.83, 475.18), (62, 295.34, 461.12), (63, 294.97, 449.74),
            (64, 294.52, 439.57), (65, 294.22, 430.60), (66, 294.01, 422.90), (67, 293.94, 415.86),
            (68, 293.82, 410.12), (69, 293.71, 405.06), (70, 293.53, 399.92), (71, 293.43, 396.14),
            (72, 293.58, 392.17), (73, 293.80, 388.46), (74, 293.89, 385.20),
        ]
        let (track, fitter) = try Self.confirmedFlight(seen, codedWidth: 540, codedHeight: 960)
        track.misses = 1
        let speck = Self.point(frame: 76, x: 292.82, y: 385.20, id: 1)
        #expect(track.makesNoHeadway(speck))
        Self.offer([speck], to: fitter)
        #expect(track.count == seen.count)
        #expect(!track.makesNoHeadway(Self.point(frame: 78, x: 294.45, y: 375.15, id: 2)))
    }
}
