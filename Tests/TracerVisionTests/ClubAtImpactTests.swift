import Foundation
import Testing
@testable import TracerVision

/// The club comes through the ball and hides it at impact: the look back from the ball's
/// flight may reach the club beside the spot, and that point, from before the ball left,
/// must not start the flight.
@Suite struct ClubAtImpactTests {
    static let frame = 1 / LaunchScene.fps

    /// The club head: over the ball two frames before impact, then just below and behind it,
    /// where the ball's first points, run back, put the ball.
    static func club(at t: Double) -> Disc? {
        let launch = LaunchScene.launch
        if abs(t - (launch - 2 * frame)) < 1e-9 { return Disc(x: 150, y: 200, r: 4, contrast: 70) }
        if abs(t - (launch - frame)) < 1e-9 { return Disc(x: 147, y: 205, r: 2.5, contrast: 70) }
        return nil
    }

    @Test func aClubPointBeforeImpactDoesNotStartTheFlight() throws {
        let launch = LaunchScene.launch
        // The ball is hidden by the club from two frames before impact to one after.
        let found = try LaunchScene.run(alignment: .automatic,
                                        ballShown: { t in t < launch - 2.5 * Self.frame || t > launch + 1.5 * Self.frame },
                                        other: Self.club)
        let flight = try #require(found.first(where: LaunchScene.followsTheBall))
        #expect(flight.start > launch - 0.5 * Self.frame,
                "the flight starts \((launch - flight.start) * LaunchScene.fps) frames before the impact")
    }
}
