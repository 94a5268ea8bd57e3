import Foundation
@testable import TracerVision

/// What the gap-joining suites build their tracks from: track points, and a drive seen from
/// behind that climbs and slows in the picture as it flies away.
protocol RecedingDriveFixtures {}

extension RecedingDriveFixtures {
    /// A round blob of radius 1.5 px at `p`, seen at `t` seconds.
    func point(_ t: Double, _ p: PixelPoint) -> TrackPoint {
        TrackPoint(time: t, position: p, cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.5,
                   candidateID: Int(t * 1000), isFaint: false, length: 3, angle: 0)
    }

    /// A drive projected through a pinhole (focal 685 px) from 3.5 m behind the ball.
    func receding(_ t: Double) -> PixelPoint {
        let depth = 3.5 + 68 * t, across = 0.3 + 1 * t, up = -1.3 + 15 * t - 4.9 * t * t
        return PixelPoint(x: 270 + 685 * across / depth, y: 480 - 685 * up / depth)
    }

    /// The points of the 60 fps frames `numbers` along `at`.
    func frames(_ numbers: some Sequence<Int>, _ at: (Double) -> PixelPoint) -> [TrackPoint] {
        numbers.map { point(Double($0) / 60, at(Double($0) / 60)) }
    }
}
