import Foundation
import Testing
@testable import TracerVision

/// While the ball lies at rest nothing of it flies: a mover that left the ball's side
/// before the launch (the club coming through) cannot take the launch from the ball.
@Suite struct RestBeforeLaunchTests {
    /// A club-sized blob that bends under gravity too, leaving from beside the ball
    /// `lead` seconds before the launch, up and left.
    static func club(at t: Double, lead: Double) -> Disc? {
        let u = t - (LaunchScene.launch - lead)
        guard u >= 0, u <= 0.5 else { return nil }
        return Disc(x: 138 - 150 * u, y: 194 - 420 * u + 300 * u * u, r: 2.5, contrast: 70)
    }

    static func run(lead: Double) throws -> [TrajectoryObservation] {
        try LaunchScene.run(alignment: .automatic) { club(at: $0, lead: lead) }
    }

    @Test func aMoverThatLeftBeforeTheLaunchDoesNotTakeIt() throws {
        let found = try Self.run(lead: 3 / LaunchScene.fps)
        #expect(found.contains(where: LaunchScene.followsTheBall))
        #expect(!found.contains { !LaunchScene.followsTheBall($0) && $0.start < LaunchScene.launch })
    }

    @Test func pointsOffTheSpotBeforeTheLaunchCountOnlyBeyondAFrame() {
        func point(_ t: Double, _ x: Double) -> TrackPoint {
            TrackPoint(time: t, position: PixelPoint(x: x, y: 200), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: 2.5, candidateID: 0, isFaint: false, length: 5, angle: 0)
        }
        let spot = PixelPoint(x: 150, y: 200)
        func moved(_ points: [TrackPoint]) -> Bool {
            RestBeforeLaunch.movedBefore(0.5, spot: spot, spotRadius: 2.5, points, 1 / 60)
        }
        #expect(!moved([point(0.45, 151), point(0.47, 149), point(0.49, 160), point(0.52, 170)]))
        #expect(moved([point(0.46, 162), point(0.49, 170), point(0.52, 180)]))
    }
}
