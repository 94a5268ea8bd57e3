import Foundation
import Testing
@testable import TracerVision

/// A flight's first sample off its run back within half a frame of the departure is not the
/// ball, which had barely moved (the club at impact beside it): the launch segment replaces it
/// even when the flight leaves its launch whole (`LaunchSegment.points(replacingStray: false)`).
/// A first sample a frame or more after the departure stays: a fast ball's first streak may sit
/// a few pixels off a run back fitted to its slower frames.
@Suite struct StrayAtDepartureTests {
    typealias Scene = StraySampleLaunchSegmentTests

    @Test func aStrayAsTheSpotEmptiesIsReplaced() throws {
        // Six pixels aside a quarter frame after the departure: the flight still runs back to
        // the spot whole, so without the rule the path was drawn from the stray.
        let stray = Scene.drive(firstSeenAfter: 0.25, firstSampleOff: 6)
        let segment = try #require(LaunchSegment.points(from: Scene.launch, stray, size: (320, 240), replacingStray: false))
        #expect(segment.replaced == 1)
        let trajectory = try Scene.path(stray)
        #expect(!trajectory.points.contains { $0.t == stray.motion.samples[0].t && $0.kind == .detected })
    }

    @Test func aFirstSampleAFrameLaterStaysWhenTheFlightLeavesWhole() throws {
        let drive = Scene.drive(firstSeenAfter: 1, firstSampleOff: 4)
        #expect(LaunchSegment.points(from: Scene.launch, drive, size: (320, 240), replacingStray: true)?.replaced == 1)
        #expect(LaunchSegment.points(from: Scene.launch, drive, size: (320, 240), replacingStray: false)?.replaced == 0)
    }
}
