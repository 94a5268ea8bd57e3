import Foundation
import Testing
@testable import TracerVision

/// `TrajectoryFitter.dropOppositeFirstPoints`: a speck of the opposite contrast sign (or of
/// none) off the flight at its start is the golfer or the club by the ball just struck.
@Suite struct OppositeFirstPointTests {
    /// A white ball's flight from its launch (brighter at every point but the `darker` ones,
    /// counted from its second point), led by `first`.
    private func flight(ledBy first: TrackPoint, darker: Set<Int> = []) -> Track {
        var points = LaunchTakeoverTests.points(frames: 2...14, at: LaunchTakeoverTests.ball)
        for i in points.indices { points[i].polarity = darker.contains(i) ? .darker : .brighter }
        return Track(points: [first] + points)
    }

    /// The ball's position at frame 1, moved by (`dx`, `dy`) pixels, with `polarity` (nil: too
    /// faint for its sign to count).
    private func firstPoint(dx: Double, dy: Double, polarity: Polarity?) -> TrackPoint {
        var point = LaunchTakeoverTests.points(frames: 1...1, at: LaunchTakeoverTests.ball)[0]
        point.position.x += dx
        point.position.y += dy
        point.radius = 0.6
        point.polarity = polarity
        return point
    }

    private func dropped(_ first: TrackPoint, darker: Set<Int> = []) throws -> Int {
        let fitter = try LookBackTests.fitter(otherLaunchAfter: nil)
        return fitter.dropOppositeFirstPoints(of: flight(ledBy: first, darker: darker))
    }

    @Test func aDarkerSpeckOffTheFlightIsDropped() throws {
        #expect(try dropped(firstPoint(dx: 9, dy: 6, polarity: .darker)) == 1)
    }

    @Test func theSpeckHasNoSayInTheFlightsSign() throws {
        // Seed 263's 30 fps portrait: 9 of its flight's 11 signed points were brighter, the
        // darker speck it began on and a speck at its third frame the other two. Of the points
        // after the first, 12 of 13 here are brighter: the flight's sign is known.
        #expect(try dropped(firstPoint(dx: 9, dy: 6, polarity: .darker), darker: [1]) == 1)
        // Of 13 after it, 11 brighter: no sign.
        #expect(try dropped(firstPoint(dx: 9, dy: 6, polarity: .darker), darker: [1, 5]) == 0)
    }

    @Test func aSpeckTooFaintForItsSignOffTheFlightIsDropped() throws {
        #expect(try dropped(firstPoint(dx: -12, dy: 8, polarity: nil)) == 1)
    }

    @Test func aBrighterBlobOffTheFlightIsLeftToTheOtherRules() throws {
        #expect(try dropped(firstPoint(dx: 9, dy: 6, polarity: .brighter)) == 0)
    }

    @Test func aDarkerPointOnTheFlightStays() throws {
        // The ball itself, turned darker against a bright cloud for a frame.
        #expect(try dropped(firstPoint(dx: 1, dy: 1, polarity: .darker)) == 0)
    }
}
