import Foundation
import Testing
@testable import TracerVision

/// When a young track began to be followed live (`Track.followedSince`), which its time to be
/// confirmed counts from: the look back's earlier points do not shorten that time (seed 337's
/// portrait: its first three frames, streaks found looking back, made its window run out a
/// frame before the club's track holding its launch was dropped).
@Suite struct FollowedSinceTests {
    static func point(_ frame: Int) -> TrackPoint {
        TrackPoint(time: Double(frame) / 30, position: PixelPoint(x: 100, y: 400 - 10 * Double(frame)),
                   cameraOffset: PixelPoint(x: 0, y: 0), radius: 1, candidateID: frame, isFaint: false,
                   length: 2, angle: 0)
    }

    @Test func pointsFoundLookingBackDoNotMoveIt() {
        let track = Track(points: (33...40).map(Self.point))
        track.prepend(Self.point(32))
        track.prepend(Self.point(31))
        #expect(track.first.time == Self.point(31).time)
        #expect(track.followedSince == Self.point(33).time)
    }

    @Test func droppingItsFirstPointsMovesItOn() {
        let track = Track(points: (33...40).map(Self.point))
        track.prepend(Self.point(32))
        track.dropFirst()
        #expect(track.followedSince == Self.point(33).time)
        track.dropFirst()
        #expect(track.followedSince == Self.point(34).time)
    }

    @Test func aYoungFlightItContinuesWasFollowedEarlier() {
        let track = Track(points: (36...40).map(Self.point))
        track.joinYoung(after: Track(points: (30...33).map(Self.point)))
        #expect(track.followedSince == Self.point(30).time)
    }
}
