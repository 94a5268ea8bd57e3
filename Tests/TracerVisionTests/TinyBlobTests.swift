import Foundation
import Testing
@testable import TracerVision

/// A tiny clear blob (three pixels by two) close to where a launched flight moving two pixels
/// a frame or more is predicted is taken whatever its shape: a sub-pixel ball smeared by the
/// codec's blocks lies any way (seed 449's second two_shots ball, 3.9 px long across its
/// motion, was left for a faint speck behind it and the flight was lost before its end). A
/// longer blob across the motion, or a tiny one beside a slow flight, is still turned down. A
/// clear one is taken up to half the gate from the prediction (seed 705's second ball), a
/// faint one a quarter.
@Suite struct TinyBlobTests {
    static let frame = 16

    /// The fast flight of `LaunchScene`: about 4.6 px a frame at `frame`.
    static func fast(_ t: Double) -> (x: Double, y: Double) { LaunchTakeoverTests.ball(t) }

    /// A slow flight from the same spot: about 1.6 px a frame at `frame`.
    static func slow(_ t: Double) -> (x: Double, y: Double) {
        let u = t - LaunchScene.launch
        return (150 + 60 * u, 200 - 100 * u + 40 * u * u)
    }

    /// Frame `frame`'s candidates beside `ball`: the ball as a blob `length` pixels long lying
    /// square across its motion, `offset` pixels right of it, and a speck three pixels off
    /// the ball that fits any motion.
    static func candidates(_ ball: (Double) -> (x: Double, y: Double), length: Double, offset: Double = 0.4,
                           faint: Bool = false) -> [TrackPoint] {
        let t = LaunchScene.launch + Double(frame) / LaunchTakeoverTests.fps
        let at = ball(t), before = ball(t - 1 / LaunchTakeoverTests.fps)
        let across = atan2(at.y - before.y, at.x - before.x) + Double.pi / 2
        let blob = TrackPoint(time: t, position: PixelPoint(x: at.x + offset, y: at.y), cameraOffset: PixelPoint(x: 0, y: 0),
                              radius: 1.15, candidateID: 100, isFaint: faint, length: length, angle: across)
        let speck = TrackPoint(time: t, position: PixelPoint(x: at.x + 2.5, y: at.y + 2), cameraOffset: PixelPoint(x: 0, y: 0),
                               radius: 1, candidateID: 101, isFaint: false, length: 1, angle: 0)
        return [blob, speck]
    }

    /// The candidate a confirmed track of `ball` that holds the launch takes; with
    /// `gateShare`, the blob lies that share of the track's gate from the ball.
    static func taken(_ ball: @escaping (Double) -> (x: Double, y: Double), length: Double,
                      gateShare: Double? = nil, faint: Bool = false) throws -> Int? {
        try FaintPointTests.takenByConfirmedFlight(of: ball, frame: frame, launched: true) { track in
            let time = LaunchScene.launch + Double(frame) / LaunchTakeoverTests.fps
            let offset = gateShare.map { $0 * track.predict(at: time, maximumStep: 40).gate } ?? 0.4
            return candidates(ball, length: length, offset: offset, faint: faint)
        }
    }

    @Test func aFastLaunchedFlightTakesATinyBlobAcrossItsMotion() throws {
        #expect(try Self.taken(Self.fast, length: 3.9) == 100)
    }

    @Test func aLongerBlobAcrossTheMotionIsStillTurnedDown() throws {
        #expect(try Self.taken(Self.fast, length: 5) == 101)
    }

    @Test func aSlowFlightStillNeedsATinyBlobAlongItsMotion() throws {
        #expect(try Self.taken(Self.slow, length: 3.9) == 101)
    }

    @Test func aTinyClearBlobIsTakenUpToHalfTheGateFromThePrediction() throws {
        #expect(try Self.taken(Self.fast, length: 3.9, gateShare: 0.4) == 100)
    }

    @Test func aFaintBlobThatFarIsStillJudgedByItsShape() throws {
        #expect(try Self.taken(Self.fast, length: 3.9, gateShare: 0.4, faint: true) == 101)
    }
}
