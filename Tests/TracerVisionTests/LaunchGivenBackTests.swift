import Foundation
import Testing
@testable import TracerVision

/// A launch given back by a flight dropped as clutter when it ends is free, in that same
/// frame, for the young track waiting on it, even in the frame that runs that track's
/// confirmation window out (`TrajectoryFitter.update`: confirmed flights are judged first,
/// and the window's last frame still judges a track it grew).
@Suite struct LaunchGivenBackTests {
    static let fps = 60.0
    static let launch = LaunchPoint(time: LaunchScene.launch, position: NormalizedPoint(x: 150 / 320, y: 200 / 240),
                                    radius: 2.5 / 320)

    static func point(frame: Int, x: Double, y: Double) -> TrackPoint {
        TrackPoint(time: LaunchScene.launch + Double(frame) / fps, position: PixelPoint(x: x, y: y),
                   cameraOffset: PixelPoint(x: 0, y: 0), radius: 2.5, candidateID: -frame - 1000, isFaint: false,
                   length: 5, angle: 0, polarity: .brighter)
    }

    static func ball(frame: Int) -> TrackPoint {
        let disc = LaunchScene.ball(at: LaunchScene.launch + Double(frame) / fps)
        return point(frame: frame, x: disc.x, y: disc.y)
    }

    @Test func theBallsTrackTakesTheLaunchTheClutterGaveBackInTheLastFrameOfItsWindow() throws {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        fitter.frameInterval = 1 / Self.fps
        fitter.launches = [Self.launch]
        // The club's track took the launch first, close by the spot, then zigzagged up the left
        // of the picture and was lost six frames ago: it ends now, as clutter.
        let club = Track(points: [Self.point(frame: 1, x: 150, y: 199)] + (2...24).map { frame in
            Self.point(frame: frame, x: 60 - 2 * Double(frame) + (frame.isMultiple(of: 2) ? 9 : -9),
                       y: 190 - 4 * Double(frame))
        })
        club.state = .confirmed
        club.misses = 6
        fitter.launchClaims[Self.launch.time] = (club, club.first.time, true)
        // The ball's track, seen from the frame after impact and refused the launch so far.
        let ball = Track(points: (2...38).map(Self.ball))
        fitter.tracks = [ball, club]
        let now = Self.ball(frame: 39)
        let candidate = BallCandidate(time: now.time, position: now.position, codedPosition: now.position, radius: 2.5,
                                      length: 5, angle: 0, polarity: .brighter, contrast: 70, area: 20, score: 1,
                                      isFaint: false, surroundingMotion: 0)
        try #require(now.time - ball.first.time > fitter.confirmationWindow, "this frame must run the window out")
        let (_, events) = fitter.update(with: DetectionResult(time: now.time, candidates: [candidate], rejected: [],
                                                              noiseSigma: 1, cameraShift: PixelPoint(x: 0, y: 0),
                                                              threshold: 4),
                                        cameraOffset: PixelPoint(x: 0, y: 0))
        #expect(events.contains { $0.uuid == club.uuid && $0.kind == .rejected }, "\(events)")
        #expect(ball.state == .confirmed, "\(events)")
        #expect(fitter.launchClaims[Self.launch.time]?.track === ball)
    }
}
