import Foundation
import Testing
@testable import TracerVision

/// A flight whose launch is withdrawn for good after it was confirmed (its spot filled again
/// soon after with as strong a ball: the golfer's hands placing a new ball hid it for a
/// moment) is no shot when it ends (`TrajectoryFitter.launchWithdrawn(under:)`; seed 179's
/// two_shots, where the hands moving off the new ball were taken for a flight).
@Suite struct LaunchWithdrawnTests {
    /// How the ball's flight, holding the launch, ends when the launches standing then are
    /// `standing` and those withdrawn for a weaker refill (the tee) are `withdrawn`.
    static func end(standing: [LaunchPoint], withdrawn: [LaunchPoint]) throws -> TrackEvent {
        let (fitter, flight) = try LaunchTakeoverTests.fitterHeldByTheBall()
        fitter.launches = standing
        fitter.withdrawnLaunches = withdrawn
        return fitter.end(flight, reason: "lost for 4 frames", lost: true)
    }

    @Test func aFlightWhoseLaunchStandsEnds() throws {
        #expect(try Self.end(standing: [LaunchTakeoverTests.launch], withdrawn: []).kind == .ended)
    }

    @Test func aFlightWhoseLaunchWasWithdrawnForGoodIsDropped() throws {
        let event = try Self.end(standing: [], withdrawn: [])
        #expect(event.kind == .rejected)
        #expect(event.reason.contains("withdrawn"))
    }

    @Test func aFlightWhoseLaunchWasWithdrawnForTheTeeEnds() throws {
        // A tee showing through where the ball sat may still let a flight take its launch back.
        #expect(try Self.end(standing: [], withdrawn: [LaunchTakeoverTests.launch]).kind == .ended)
    }
}
