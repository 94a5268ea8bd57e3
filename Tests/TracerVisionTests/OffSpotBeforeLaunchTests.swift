import Foundation
import Testing
@testable import TracerVision

/// First points the look back took before the launch, off the spot the ball was still
/// resting on, are dropped (`TrajectoryFitter.dropPointsOffSpotBeforeLaunch`).
@Suite struct OffSpotBeforeLaunchTests {
    static let fps = 240.0
    /// The spot, display pixels (640×360): where the ball rested, 3 px in radius.
    static let spot = PixelPoint(x: 343, y: 319)

    static func point(frame: Double, x: Double, y: Double) -> TrackPoint {
        TrackPoint(time: frame / fps, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: 2, candidateID: Int(frame * 10), isFaint: false, length: 4, angle: -.pi / 2)
    }

    /// A fitter that saw the ball leave the spot at frame 96.5, and a flight from frame 100 on
    /// (seed 59's 7-iron, about) with `earlier` before it.
    static func flight(after earlier: [TrackPoint]) throws -> (TrajectoryFitter, Track) {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 640, codedHeight: 360))
        fitter.frameInterval = 1 / fps
        fitter.launches = [LaunchPoint(time: 96.5 / fps, position: NormalizedPoint(x: spot.x / 640, y: spot.y / 360),
                                       radius: 3.0 / 640)]
        let ball = (0..<14).map { (i: Int) -> TrackPoint in
            let step = Double(i)
            return point(frame: 100 + step, x: 339.8 - 0.75 * step, y: 286.3 - 7.5 * step)
        }
        return (fitter, Track(points: earlier + ball))
    }

    @Test func aBlobOffTheSpotBeforeTheLaunchIsDropped() throws {
        let (fitter, track) = try Self.flight(after: [Self.point(frame: 94, x: 332.5, y: 293.5)])
        fitter.dropPointsOffSpotBeforeLaunch(of: track, launch: fitter.launches[0])
        #expect(track.first.time == 100 / Self.fps)
    }

    /// The ball still on its spot just before impact, and a blob off it once the launch's
    /// frame of slack is reached, stay: the path runs from the spot.
    @Test func theBallOnItsSpotAndPointsFromTheLaunchOnStay() throws {
        let onSpot = Self.point(frame: 94, x: 343.4, y: 319.0)
        let atLaunch = Self.point(frame: 96, x: 341.0, y: 310.0)
        let (fitter, track) = try Self.flight(after: [onSpot, atLaunch])
        fitter.dropPointsOffSpotBeforeLaunch(of: track, launch: fitter.launches[0])
        #expect(track.first.time == 94 / Self.fps)
        #expect(track.count == 16)
    }
}
