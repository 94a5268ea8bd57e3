import Foundation
import Testing
@testable import TracerVision

/// A flight whose first point is a speck at the end of a clear streak begins on the streak
/// instead (`StreakTips`, `TrajectoryFitter.takeStreakForTipSpeck`).
@Suite struct StreakTipTests {
    /// Seed 113's drive, seen down the line at 60 fps (frame, x, y in pixels): the ball from
    /// its second frame in the air on, slowing as it flies away from the camera.
    static let ball: [(Int, Double, Double)] = [
        (63, 300.5, 588.1), (64, 298.2, 552.3), (65, 296.5, 526.0), (66, 295.2, 505.9), (67, 294.2, 489.9),
        (68, 293.3, 477.0), (69, 292.6, 466.2), (70, 292.1, 457.2), (71, 291.5, 449.4),
    ]
    /// Its streak at frame 62, 31.7 px long, and the one-pixel speck of weak signal 17 px
    /// ahead of the streak's centre, at its leading end, that the flight began on.
    static let streak = blob(62, 303.9, 640.8, radius: 2.9, length: 31.7, angle: 1.51, score: 1)
    static let speck = blob(62, 307.5, 623.5, radius: 0.6, length: 1.2, angle: 0, score: 0.37)

    static func blob(_ frame: Int, _ x: Double, _ y: Double, radius: Double, length: Double, angle: Double,
                     score: Double, id: Int? = nil) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: id ?? frame * 10 + Int(score * 9), isFaint: false, score: score,
                   length: length, angle: angle, polarity: .brighter)
    }

    /// A fitter whose history holds frame 62's blobs, and a flight beginning on `first`.
    static func scene(first: TrackPoint, frame62: [TrackPoint]) throws -> (TrajectoryFitter, Track) {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))
        let later = ball.map { blob($0.0, $0.1, $0.2, radius: 2.5, length: 8, angle: 1.5, score: 1) }
        fitter.history = [(time: 62.0 / 60, points: frame62)] + later.map { (time: $0.time, points: [$0]) }
        return (fitter, Track(points: [first] + later))
    }

    @Test func theFlightBeginsOnTheStreakNotOnItsTip() throws {
        let (fitter, track) = try Self.scene(first: Self.speck, frame62: [Self.streak, Self.speck])
        #expect(fitter.takeStreakForTipSpeck(of: track))
        #expect(track.first.position == Self.streak.position)
        #expect(track.count == Self.ball.count + 1)
    }

    @Test func aSpeckAtTheTrailingEndIsATipToo() {
        let trailing = Self.blob(62, 300.3, 658.1, radius: 0.6, length: 1.2, angle: 0, score: 0.37)
        #expect(StreakTips.streak(endedBy: trailing, among: [Self.streak]) != nil)
    }

    @Test func aSpeckBesideTheStreaksMiddleIsNoTip() throws {
        // Seed 1's sample drive: a speck 4.5 px off the streak's axis beside its middle, not at
        // an end; replacing it moved the flight's later predictions and cost its last frames.
        let beside = Self.blob(62, 299.4, 639.9, radius: 0.6, length: 1.2, angle: 0, score: 0.47)
        #expect(StreakTips.streak(endedBy: beside, among: [Self.streak]) == nil)
        let (fitter, track) = try Self.scene(first: beside, frame62: [Self.streak, beside])
        #expect(!fitter.takeStreakForTipSpeck(of: track))
        #expect(track.first.position == beside.position)
    }

    @Test func aClearBlobAtTheTipIsKept() throws {
        let clear = Self.blob(62, 307.5, 623.5, radius: 1.5, length: 3, angle: 0, score: 0.9)
        let (fitter, track) = try Self.scene(first: clear, frame62: [Self.streak, clear])
        #expect(!fitter.takeStreakForTipSpeck(of: track))
    }

    @Test func aStreakAConfirmedFlightHoldsIsNotTaken() throws {
        let (fitter, track) = try Self.scene(first: Self.speck, frame62: [Self.streak, Self.speck])
        let holder = Track(points: [Self.streak] + Self.ball.prefix(6).map {
            Self.blob($0.0, $0.1 + 40, $0.2, radius: 2.5, length: 8, angle: 1.5, score: 1, id: $0.0 * 10 + 5)
        })
        holder.state = .confirmed
        fitter.tracks = [holder]
        #expect(!fitter.takeStreakForTipSpeck(of: track))
    }

    @Test func aStreakOffTheFlightIsNotTaken() throws {
        // A streak whose tip the speck is, but which lies off the flight's course run back
        // (the club's, crossing the ball's path): the speck stays rather than bend the flight.
        let club = Self.blob(62, 340.0, 620.0, radius: 2.9, length: 31.7, angle: 0, score: 1)
        let tip = Self.blob(62, 324.0, 620.5, radius: 0.6, length: 1.2, angle: 0, score: 0.37)
        #expect(StreakTips.streak(endedBy: tip, among: [club]) != nil)
        let (fitter, track) = try Self.scene(first: tip, frame62: [club, tip])
        #expect(!fitter.takeStreakForTipSpeck(of: track))
    }
}
