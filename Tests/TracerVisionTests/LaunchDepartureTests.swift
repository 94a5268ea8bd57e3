import Foundation
import Testing
@testable import TracerVision

/// When a flight left its rest spot, from its first positions (`LaunchDeparture`).
@Suite struct LaunchDepartureTests {
    /// A 3-D flight seen from behind the ball, projected: the ball flies away from the
    /// camera (depth grows), so its picture slows sharply after impact.
    private static func projected(at t: Double, launch: Double) -> (x: Double, y: Double) {
        let u = t - launch
        let depth = 5 + 60 * u                      // metres from the camera
        let side = 0.2 + 3 * u, height = -0.5 + 25 * u - 4.9 * u * u
        let focal = 800.0
        return (270 + focal * side / depth, 800 - focal * height / depth)
    }

    private static func departure(launch: Double, firstOffset: Double, fps: Double) -> Double? {
        let times = (0..<10).map { launch + (firstOffset + Double($0)) / fps }
        let positions = times.map { projected(at: $0, launch: launch) }
        let spot = projected(at: launch, launch: launch)
        return LaunchDeparture.departure(times: times, xs: positions.map(\.x), ys: positions.map(\.y), spot: spot,
                                         spotRadius: 4, launchTime: launch - 0.5 / fps, frameInterval: 1 / fps)
    }

    @Test func aBallFirstSeenEightFramesOutIsRunBackOnTheModelOfMoreFrames() throws {
        // The second shot of a generated range session (seed 29): first seen eight frames after
        // impact (at 193/60 s), after the watch saw the spot empty at frame 184.5 (the club hid
        // it). The model of the first eight positions has the ball coming closer (it creeps up
        // to the spot and departs at the earliest allowed); of sixteen, it recedes as it does.
        // The positions are the path's smoothed samples, in pixels.
        let seen: [(t: Double, x: Double, y: Double)] = [
            (3.3500, 462.95, 238.27), (3.3667, 461.21, 229.72), (3.3833, 459.57, 221.68), (3.4000, 458.04, 214.17),
            (3.4167, 456.62, 207.18), (3.4333, 455.30, 200.72), (3.4500, 454.08, 194.77), (3.4667, 452.95, 189.64),
            (3.4833, 452.02, 184.92), (3.5000, 451.12, 180.57), (3.5167, 450.30, 176.60), (3.5333, 449.61, 172.89),
            (3.5500, 448.92, 169.11), (3.5667, 448.39, 166.01), (3.5833, 447.79, 162.80), (3.6000, 447.22, 160.05),
        ]
        let times: [Double] = seen.map(\.t), xs: [Double] = seen.map(\.x), ys: [Double] = seen.map(\.y)
        let departure = LaunchDeparture.departure(times: times, xs: xs, ys: ys, spot: (515, 479), spotRadius: 5,
                                                  launchTime: 184.5 / 60, frameInterval: 1.0 / 60)
        let found = try #require(departure)
        // Still about four frames early (the smoothed first positions lag the sharp slowing
        // just after impact), where the model of eight put it twelve early.
        #expect(abs(found - 3.208333) * 60 < 5, "departure at frame \(found * 60), impact at 192.5")
    }

    @Test func aBallHitAwayFromTheCameraDepartsAtImpact() throws {
        // First seen a frame and a half after impact, at 30 and 60 fps.
        for fps in [30.0, 60.0] {
            let launch = 1.0
            let found = try #require(Self.departure(launch: launch, firstOffset: 1.5, fps: fps))
            #expect(abs(found - launch) * fps < 0.3, "departure \((found - launch) * fps) frames off at \(fps) fps")
        }
    }

    @Test func aModelFollowingTheFirstPositionsToAPixelAndAHalfIsRunBack() throws {
        // Seed 751's drive (60 fps, impact at frame 60.5): the path's smoothed first samples,
        // pixels, frames 62 to 84 (unseen at 67 to 70 and 72 to 74). No perspective model of
        // them follows them to within a pixel; the quadratic through the first six, used then,
        // ran the ball back too slowly and dated the departure at frame 59.2, 1.29 frames early.
        let frames: [Double] = [62, 63, 64, 65, 66, 71, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84]
        let xs: [Double] = [296.41, 290.57, 285.94, 282.51, 280.29, 273.93, 269.81, 268.98, 268.22, 267.53, 266.92, 266.69, 266.18, 265.69, 265.26, 264.86]
        let ys: [Double] = [639.66, 589.24, 549.31, 519.89, 500.97, 432.61, 414.46, 410.43, 406.61, 402.99, 399.58, 396.17, 393.32, 390.58, 388.03, 385.67]
        let found = try #require(LaunchDeparture.departure(
            times: frames.map { $0 / 60 }, xs: xs, ys: ys, spot: (313, 783), spotRadius: 5,
            launchTime: 56.5 / 60, frameInterval: 1 / 60.0))
        #expect(abs(found * 60 - 60.5) < 0.5, "departure at frame \(found * 60)")
    }

    @Test func aStrayPointAmongTheFirstEightStillRunsBackOnTheModel() throws {
        // A speck taken for the ball two pixels off its path, its seventh position (seed 17's
        // drive, frame 68): the model has it as its one outlier and still follows the other
        // seven. Turned down for it, the run back fell to a quadratic, which reaches the spot
        // too slowly and dated the departure most of a frame early.
        let fps = 60.0, launch = 1.0
        let times = (0..<8).map { launch + (1.5 + Double($0)) / fps }
        var positions = times.map { Self.projected(at: $0, launch: launch) }
        positions[6].y += 2
        let spot = Self.projected(at: launch, launch: launch)
        let found = try #require(LaunchDeparture.departure(
            times: times, xs: positions.map(\.x), ys: positions.map(\.y), spot: spot, spotRadius: 4,
            launchTime: launch - 0.5 / fps, frameInterval: 1 / fps))
        #expect(abs(found - launch) * fps < 0.3, "departure \((found - launch) * fps) frames off")
    }

    @Test func aFlightCannotLeaveBeforeTheWatchSawItsBallGo() {
        // First seen four frames after impact. A watch that dates the launch half a frame
        // late still gets the impact; one that saw the ball at rest two frames after this
        // flight would have left it says the flight left some other time.
        let fps = 60.0, impact = 1.0
        let times = (0..<10).map { impact + (4 + Double($0)) / fps }
        let positions = times.map { Self.projected(at: $0, launch: impact) }
        let spot = Self.projected(at: impact, launch: impact)
        func departure(watchLateBy frames: Double) -> Double? {
            LaunchDeparture.departure(times: times, xs: positions.map(\.x), ys: positions.map(\.y), spot: spot,
                                      spotRadius: 4, launchTime: impact + frames / fps, frameInterval: 1 / fps)
        }
        #expect(departure(watchLateBy: 0.5).map { abs($0 - impact) * fps < 0.3 } == true)
        #expect(departure(watchLateBy: 2.5) == nil)
    }

    @Test func aFlightThatMissesTheSpotHasNoDeparture() {
        let fps = 60.0, launch = 1.0
        let times = (0..<10).map { launch + (1.5 + Double($0)) / fps }
        let positions = times.map { Self.projected(at: $0, launch: launch) }
        // A spot far to the side of where the flight runs back to.
        let found = LaunchDeparture.departure(times: times, xs: positions.map(\.x), ys: positions.map(\.y),
                                              spot: (x: 120, y: 800), spotRadius: 4, launchTime: launch,
                                              frameInterval: 1 / fps)
        #expect(found == nil)
    }
}
