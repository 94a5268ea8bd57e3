import Foundation
import Testing
@testable import TracerVision

/// A flight is not coasted across a gap on a perspective model that brings the ball a fifth
/// or more closer to the camera (`CoastPrediction.predict`): a model of a few noisy points
/// near its pole runs back the way the ball came.
@Suite struct CoastPlungeTests {
    /// The benchmark clip re-encoded at 20 Mbps with sensor noise (`noise=alls=4`): its drive
    /// rising at 5 px a frame and slowing, as its confirmed flight held it at frame 112 (frame,
    /// x, y, radius; pixels). The ball's next two blobs, two analysis pixels each, were not
    /// taken, and at frame 115 it was a clear blob at (981, 395).
    static let recorded: [(Int, Double, Double, Double)] = [
        (104, 989.97, 461.97, 2.29), (105, 989.16, 454.00, 2.31), (106, 987.00, 444.14, 1.15),
        (107, 987.00, 437.55, 1.15), (108, 985.94, 430.00, 2.26), (109, 985.00, 423.83, 1.15),
        (110, 984.49, 418.43, 2.72), (111, 982.27, 413.36, 1.55), (112, 982.41, 408.06, 1.84),
    ]
    static let ballAt115 = PixelPoint(x: 981, y: 395)

    static func points() -> [TrackPoint] {
        recorded.map { frame, x, y, r in TrackPoint.recorded(frame, x, y, radius: r, polarity: .brighter) }
    }

    @Test func theModelOfTheseStepsPlungesTowardsTheCamera() throws {
        let model = try #require(FlightModel(points: Self.points()))
        #expect(model.plungesTowardsCamera(from: 112.0 / 60, to: 115.0 / 60), "c \(model.c)")
        #expect(CoastPrediction.predict(model, after: Self.points().last!, at: 115.0 / 60, radius: 1.8,
                                        confirmedFor: 0.2) == nil)
    }

    @Test func theFlightIsLookedForAheadOfItsLastPoint() {
        let track = Track(points: Self.points())
        track.state = .confirmed
        track.misses = 2
        let (center, gate) = track.predict(at: 115.0 / 60, maximumStep: 50)
        // Coasting on the plunging model put the ball 18 px back below its last point, 32 px
        // from its blob, outside a 12 px gate.
        #expect(center.y < 408.06, "centre \(center)")
        let d = hypot(center.x - Self.ballAt115.x, center.y - Self.ballAt115.y)
        #expect(d < gate, "ball \(d) px off, gate \(gate) px")
    }
}
