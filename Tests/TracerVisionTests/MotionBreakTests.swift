import Foundation
import Testing
@testable import TracerVision

/// `MotionBreak`: a point is judged against its neighbours' flight model, except where that
/// model, run back towards its pole, races off.
@Suite struct MotionBreakTests {
    private func point(_ frame: Double, _ x: Double, _ y: Double, radius: Double = 1.5) -> TrackPoint {
        TrackPoint(time: frame / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: Int(frame), isFaint: false, length: 3, angle: 0)
    }

    /// A range ball's first frames after the club (seed 317's second shot): six noisy points
    /// of a ball flying away, whose flight model puts the pole just before them.
    private var neighbours: ArraySlice<TrackPoint> {
        [point(200, 481.7, 259.9, radius: 2.9), point(201, 479.0, 246.0), point(202, 478.0, 237.9),
         point(203, 476.9, 229.3), point(204, 476.0, 222.1), point(205, 474.7, 214.3)][...]
    }

    @Test func theBallBeforeAModelRunToItsPoleStays() throws {
        let model = try #require(FlightModel(points: Array(neighbours)))
        let ball = point(199, 483.3, 272.4, radius: 1.9)
        #expect(model.sigma < 1)
        #expect(model.depth(at: ball.time) < 0.5 * model.depth(at: neighbours.first!.time))
        #expect(!MotionBreak.breaks(ball, from: neighbours, flight: model))
    }

    @Test func clutterBeforeAModelRunToItsPoleStillBreaks() throws {
        let model = try #require(FlightModel(points: Array(neighbours)))
        #expect(MotionBreak.breaks(point(199, 470, 290), from: neighbours, flight: model))
    }
}
