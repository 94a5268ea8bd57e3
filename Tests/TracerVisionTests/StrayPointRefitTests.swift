import Foundation
import Testing
@testable import TracerVision

/// A young track's next position foreseen without the one point of its last ones far off the
/// motion of the others (`StrayPointRefit`, used by `Track.predict`).
@Suite struct StrayPointRefitTests {
    static let fps = 60.0

    /// A ball rising and slowing in the picture at frame `frame`.
    static func ball(_ frame: Int) -> PixelPoint {
        let t = Double(frame) / fps
        return PixelPoint(x: 300 - 60 * t, y: 400 - 900 * t + 1500 * t * t)
    }

    /// A track of frames 0 to 7 with frame 1's point `offset` pixels to the side of the ball.
    static func track(offset: Double, state: Track.State) -> Track {
        let points = (0...7).map { frame in
            let p = ball(frame)
            return TrackPoint(time: Double(frame) / fps, position: PixelPoint(x: p.x + (frame == 1 ? offset : 0), y: p.y),
                              cameraOffset: PixelPoint(x: 0, y: 0), radius: 1.5, candidateID: frame,
                              isFaint: false, length: 3, angle: 0)
        }
        let track = Track(points: points)
        track.state = state
        return track
    }

    /// How far the track's prediction for frame 8 lies from the ball.
    static func miss(offset: Double, state: Track.State) -> Double {
        let (center, _) = track(offset: offset, state: state).predict(at: 8 / fps, maximumStep: 60)
        let truth = ball(8)
        return hypot(center.x - truth.x, center.y - truth.y)
    }

    @Test func aYoungTrackForeseesTheBallPastAStrayPoint() {
        #expect(Self.miss(offset: 40, state: .tentative) < 0.5)
    }

    @Test func aConfirmedFlightKeepsEveryPointInItsFit() {
        // Confirmed flights are trimmed and smoothed on their own terms; only young tracks,
        // still carrying whatever their seed began on, leave a point out here.
        #expect(Self.miss(offset: 40, state: .confirmed) > 2)
    }

    @Test func aTrackConfirmedSinceItsLastPredictionIsFittedAsConfirmed() {
        let track = Self.track(offset: 40, state: .tentative)
        _ = track.predict(at: 8 / Self.fps, maximumStep: 60)
        track.state = .confirmed
        let (center, _) = track.predict(at: 8 / Self.fps, maximumStep: 60)
        let young = Self.miss(offset: 40, state: .tentative), truth = Self.ball(8)
        #expect(hypot(center.x - truth.x, center.y - truth.y) > young + 1)
    }

    @Test func aPointOffByLessThanThreePixelsIsKept() throws {
        // The same track with its point 2.5 px off: as far off the others, for its size, as the
        // one above, but within a blob's own jitter.
        let points = Array(Self.track(offset: 2.5, state: .tentative).points)
        let t = points.map(\.time), origin = points[points.count - 1].time
        let fx = try #require(Polynomial.fit(t, points.map(\.position.x), degree: 2, origin: origin))
        let fy = try #require(Polynomial.fit(t, points.map(\.position.y), degree: 2, origin: origin))
        let residuals = points.map { hypot($0.position.x - fx($0.time), $0.position.y - fy($0.time)) }
        #expect(StrayPointRefit.refit(points, residuals: residuals, degree: 2, origin: origin) == nil)
    }
}
