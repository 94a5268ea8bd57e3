import Foundation
import Testing
@testable import TracerVision

/// A launch stays with its flight when the flight is continued after a gap (the track found
/// after a cloud joins the one lost before it), so no other mover can take it then.
@Suite struct LaunchHandoverTests {
    static let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
    static let launch = LaunchPoint(time: 0, position: NormalizedPoint(x: 40.0 / 320, y: 200.0 / 240), radius: 2.0 / 320)

    /// The ball hit from (40, 200) at t = 0, up and right.
    static func ball(_ t: Double) -> PixelPoint { PixelPoint(x: 40 + 200 * t, y: 200 - 330 * t + 250 * t * t) }

    static func points(_ frames: ClosedRange<Int>) -> [TrackPoint] {
        frames.map { TrackPoint(time: Double($0) / 60, position: ball(Double($0) / 60), cameraOffset: PixelPoint(x: 0, y: 0),
                                radius: 2, candidateID: -$0, isFaint: false, length: 4, angle: 0, polarity: .brighter) }
    }

    @Test func theFlightContinuedAfterACloudHoldsTheLaunch() throws {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: Self.geometry)
        fitter.launches = [Self.launch]
        // Seen for frames 1 to 14, then lost behind a cloud; it holds the launch.
        let before = Track(points: Self.points(1...14))
        before.state = .confirmed
        before.end()
        fitter.finished = [before]
        fitter.launchClaims[Self.launch.time] = (before, before.first.time, true)
        // Seen again from frame 23: nine points so far, the tenth comes now.
        let after = Track(points: Self.points(23...31))
        fitter.tracks = [after]
        let t = 32.0 / 60
        let candidate = BallCandidate(time: t, position: Self.ball(t), codedPosition: Self.ball(t), radius: 2, length: 4,
                                      angle: 0, polarity: .brighter, contrast: 40, area: 12, score: 1, isFaint: false,
                                      surroundingMotion: 0)
        _ = fitter.update(with: DetectionResult(time: t, candidates: [candidate], rejected: [], noiseSigma: 1,
                                                cameraShift: PixelPoint(x: 0, y: 0), threshold: 4),
                          cameraOffset: PixelPoint(x: 0, y: 0))
        try #require(after.state == .confirmed && after.count > 20, "the later piece should have joined the earlier one")
        #expect(fitter.launchClaims[Self.launch.time]?.track === after)
        #expect(fitter.holds(after))
    }
}
