import Foundation
import Testing
@testable import TracerVision

/// A launched flight that took another mover's blob off its course is predicted from the
/// points before it (`Track.courseBeforeOffLastPoint`, `TrajectoryFitter.markTakenFromAnotherMover`):
/// where the ball crosses another mover, a model leaning on the other's blob runs after it.
@Suite struct OffLastPointTests {
    /// Held-out 1429's first two_shots ball near its apex, as its track held it (frame, x, y;
    /// pixels), rising 4 to 10 px a frame; at frame 74 the ball was hidden and the track took
    /// a bird crossing it, 2.9 px across the ball's course.
    static let recorded: [(Int, Double, Double)] = [
        (63, 504.9, 241.9), (64, 504.3, 231.5), (65, 504.0, 222.0), (66, 503.2, 214.0), (67, 503.2, 206.1),
        (68, 503.1, 199.8), (69, 502.7, 193.6), (70, 502.6, 187.4), (71, 502.3, 182.3), (72, 502.0, 178.0),
        (73, 502.0, 173.2),
    ]
    /// The bird's young track, flying right at about 1.5 px a frame.
    static let bird: [(Int, Double, Double)] = [
        (59, 478.1, 170.8), (60, 479.6, 170.3), (61, 480.7, 169.8), (62, 482.0, 169.7), (63, 483.1, 169.1),
        (64, 485.1, 169.6), (65, 484.5, 168.5), (66, 485.5, 168.9), (67, 486.2, 168.5), (68, 488.5, 168.5),
        (69, 489.3, 168.5), (70, 493.5, 170.2), (72, 495.8, 169.6),
    ]
    static let bird74 = (x: 499.0, y: 169.8)
    /// The ball at frame 74 (the clip's truth), then the ball and the bird at 75.
    static let ball74 = (x: 501.8, y: 169.3)
    static let ballAt75 = PixelPoint(x: 501.8, y: 165.7)
    static let birdAt75 = PixelPoint(x: 500.5, y: 169.8)

    static func point(_ frame: Int, _ x: Double, _ y: Double, id: Int? = nil) -> TrackPoint {
        var p = TrackPoint.recorded(frame, x, y, radius: 1.2, polarity: .brighter)
        if let id { p.candidateID = id }
        return p
    }

    /// The flight through frame 73, then `last` at 74 (none: through 73), confirmed.
    static func flight(last: (x: Double, y: Double)?, confirmed: Bool = true) -> Track {
        var points = recorded.map { point($0.0, $0.1, $0.2) }
        if let last { points.append(point(74, last.x, last.y)) }
        let track = Track(points: points)
        if confirmed { track.state = .confirmed }
        return track
    }

    static func distance(_ a: PixelPoint, _ b: PixelPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    /// Frames 74 and 75 handed to the launched flight (and the bird's track, `withBird`; at 75
    /// the ball, unless `ballAt75` is false, and the bird): the candidate the flight took at 75,
    /// whether its point at 74 was marked another mover's, and whether it still holds that point.
    static func crossing(withBird: Bool, ballAt75: Bool = true) throws -> (took75: Int?, marked: Bool, kept74: Bool) {
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))
        let flight = flight(last: nil)
        fitter.tracks = [flight]
        if withBird { fitter.tracks.append(Track(points: bird.map { point($0.0, $0.1, $0.2) })) }
        fitter.launchClaims[0.9] = (flight, flight.first.time, true)
        let at74 = [point(74, bird74.x, bird74.y, id: 740)]
        var first = TrajectoryFitter.Assignment(count: at74.count)
        fitter.extendLongTracks(with: at74, at: 74.0 / 60, step: 40, into: &first)
        let marked = flight.last.candidateID == 740 && flight.lastPointFromAnotherMover
        let at75 = (ballAt75 ? [point(75, Self.ballAt75.x, Self.ballAt75.y, id: 750)] : [])
            + [point(75, birdAt75.x, birdAt75.y, id: 751)]
        var second = TrajectoryFitter.Assignment(count: at75.count)
        fitter.extendLongTracks(with: at75, at: 75.0 / 60, step: 40, into: &second)
        return (flight.last.time > 74.5 / 60 ? flight.last.candidateID : nil, marked,
                flight.points.contains { $0.candidateID == 740 })
    }

    @Test func theFlightCrossingABirdKeepsToTheBall() throws {
        let crossing = try Self.crossing(withBird: true)
        #expect(crossing.marked)
        #expect(crossing.took75 == 750)
        // The ball back on the course, the bird's blob is dropped from the flight.
        #expect(!crossing.kept74)
    }

    @Test func theMarkedPointStaysUntilTheBallIsSeenOnCourse() throws {
        // With only the bird at 75, nothing says the blob at 74 was not the ball: it stays.
        let crossing = try Self.crossing(withBird: true, ballAt75: false)
        #expect(crossing.kept74)
    }

    @Test func aBallSeenAheadOnTheCourseStillCounts() throws {
        // Held-out 1249's first two_shots ball, seen again two frames after a bird took its place
        // 4.2 px ahead of the course (which slows it more than it slowed), is on it.
        let track = Self.flight(last: Self.bird74)
        track.lastPointFromAnotherMover = true
        let course = track.courseBeforeOffLastPoint()!
        let at77 = course.position(at: 77.0 / 60), heading = course.velocity(at: 77.0 / 60)
        let speed = hypot(heading.x, heading.y)
        let ahead = TrackPoint.recorded(77, at77.x + 4.2 * heading.x / speed, at77.y + 4.2 * heading.y / speed,
                                        radius: 1.1, polarity: .brighter)
        let across = TrackPoint.recorded(77, at77.x - 4.2 * heading.y / speed, at77.y + 4.2 * heading.x / speed,
                                         radius: 1.1, polarity: .brighter)
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))
        fitter.dropPointFromAnotherMover(of: track, ifBallOnCourseAmong: [across], at: 77.0 / 60)
        #expect(track.last.candidateID == 74, "a blob as far across the course is not the ball back on it")
        fitter.dropPointFromAnotherMover(of: track, ifBallOnCourseAmong: [ahead], at: 77.0 / 60)
        #expect(track.last.candidateID == 73)
    }

    @Test func withNoOtherMoverTheOffPointSteersAsBefore() throws {
        // No mover was headed for the blob: it is taken as the ball's own, and steers the
        // flight (here, onto the bird at 75).
        let crossing = try Self.crossing(withBird: false)
        #expect(!crossing.marked)
        #expect(crossing.took75 == 751)
    }

    @Test func theMarkedPointDoesNotSteerThePrediction() {
        let track = Self.flight(last: Self.bird74)
        track.lastPointFromAnotherMover = true
        let (center, gate) = track.predict(at: 75.0 / 60, maximumStep: 50)
        // Steered by the bird's blob, the centre lay 2.3 px below the ball and 2.1 px from the bird.
        #expect(Self.distance(center, Self.ballAt75) < 1, "centre \(center)")
        #expect(Self.distance(center, Self.ballAt75) < Self.distance(center, Self.birdAt75) - 2)
        #expect(Self.distance(center, Self.birdAt75) < gate, "the bird, had it been the ball, is still in reach")
        track.misses = 1
        let ballAt76 = PixelPoint(x: 501.5, y: 162.0)
        #expect(Self.distance(track.predict(at: 76.0 / 60, maximumStep: 50).center, ballAt76) < 1.5)
    }

    @Test func aLastPointOnCourseIsNotOffIt() {
        #expect(Self.flight(last: Self.ball74).courseBeforeOffLastPoint() == nil)
        #expect(Self.flight(last: Self.bird74).courseBeforeOffLastPoint() != nil)
        // Ahead along the course by as much (the ball slowing less than the course says) it is not off it either.
        #expect(Self.flight(last: (x: 501.8, y: 166.4)).courseBeforeOffLastPoint() == nil)
    }

    @Test func onlyAConfirmedFlightKeepsToItsCourse() {
        #expect(Self.flight(last: Self.bird74, confirmed: false).courseBeforeOffLastPoint() == nil)
    }
}
