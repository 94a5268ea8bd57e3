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

    @Test func aBallHitAwayFromTheCameraDepartsAtImpact() throws {
        // First seen a frame and a half after impact, at 30 and 60 fps.
        for fps in [30.0, 60.0] {
            let launch = 1.0
            let found = try #require(Self.departure(launch: launch, firstOffset: 1.5, fps: fps))
            #expect(abs(found - launch) * fps < 0.3, "departure \((found - launch) * fps) frames off at \(fps) fps")
        }
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
