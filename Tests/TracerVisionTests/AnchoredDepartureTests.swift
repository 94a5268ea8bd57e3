import Foundation
import Testing
@testable import TracerVision

/// A flight's departure from its spot when its first positions, run back alone, do not reach
/// it (`AnchoredDeparture`).
@Suite struct AnchoredDepartureTests {
    /// Seed 241's hevc10 drive, a dark ball on bright overcast first seen 6.5 frames after the
    /// launch the spot's watch saw (at 0.925 s): its first eight positions with the camera's
    /// shake taken out, pixels, and the spot.
    static let seen: [(t: Double, x: Double, y: Double)] = [
        (1.03333, 275.46, 485.10), (1.05000, 274.48, 475.43), (1.06667, 273.58, 466.47), (1.08333, 272.78, 458.21),
        (1.10000, 272.06, 450.65), (1.11667, 271.43, 443.79), (1.13333, 270.89, 437.64), (1.15000, 270.54, 432.51),
    ]
    static let spot = (x: 310.90, y: 782.93)
    static let launch = 0.925

    @Test func theSpotAndTheFirstPositionsMakeOneFlight() throws {
        let times = Self.seen.map(\.t), xs = Self.seen.map(\.x), ys = Self.seen.map(\.y)
        // Run back alone, they stop 300 px short of the spot.
        #expect(LaunchDeparture.runBack(times: times, xs: xs, ys: ys, spot: Self.spot, spotRadius: 5,
                                        launchTime: Self.launch, frameInterval: 1.0 / 60) == nil)
        let runBack = try #require(AnchoredDeparture.runBack(times: times, xs: xs, ys: ys, spot: Self.spot,
                                                             spotRadius: 5, launchTime: Self.launch,
                                                             frameInterval: 1.0 / 60))
        #expect(runBack.time == Self.launch && runBack.close)
        // Away from the spot frame by frame, to the first position.
        var last = 0.0
        for frame in 1...6 {
            let p = try #require(runBack.position(Self.launch + Double(frame) / 60))
            let d = hypot(p.x - Self.spot.x, p.y - Self.spot.y)
            #expect(d > last)
            last = d
        }
        let atFirst = try #require(runBack.position(times[0]))
        #expect(hypot(atFirst.x - xs[0], atFirst.y - ys[0]) < 2)
    }

    @Test func clutterAheadOfTheSpotIsNoFlightFromIt() {
        // A bird crossing the view level, 300 px above the spot: no one flight passes both.
        let times = (0..<8).map { 1.0 + Double($0) / 60 }
        let xs = times.indices.map { 200 + 6 * Double($0) }, ys = times.map { _ in 480.0 }
        #expect(AnchoredDeparture.runBack(times: times, xs: xs, ys: ys, spot: Self.spot, spotRadius: 5,
                                          launchTime: 0.9, frameInterval: 1.0 / 60) == nil)
    }

    @Test func aLaunchTooCloseToOrTooFarFromTheFirstPositionIsNotAnchored() {
        let times = Self.seen.map(\.t), xs = Self.seen.map(\.x), ys = Self.seen.map(\.y)
        // Within a frame of it (the run back alone decides), or past `longestGap` (too long
        // unseen to say).
        for launch in [times[0] - 0.5 / 60, times[0] - AnchoredDeparture.longestGap - 0.01] {
            #expect(AnchoredDeparture.runBack(times: times, xs: xs, ys: ys, spot: Self.spot, spotRadius: 5,
                                              launchTime: launch, frameInterval: 1.0 / 60) == nil)
        }
    }
}
