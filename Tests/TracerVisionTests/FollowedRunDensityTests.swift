import Foundation
import Testing
@testable import TracerVision

/// The gaps inside a run followed from a launch count as one frame each in `Track.sparseness`:
/// the follow found one flight model through every point of it.
@Suite struct FollowedRunDensityTests {
    /// Eleven points in 29 frames at 60 fps, as seed 707's drive was followed around its
    /// cloud, then `after` points in the frames right after.
    static func track(followed: Bool, after: [Int] = []) -> Track {
        let frames = [0, 1, 2, 3, 4, 5, 7, 12, 16, 20, 28] + after
        let track = Track(points: frames.map { frame in
            TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: 300 - Double(frame), y: 640 - 10 * Double(frame)),
                       cameraOffset: PixelPoint(x: 0, y: 0), radius: 1, candidateID: frame, isFaint: false, length: 2, angle: 0)
        })
        if followed { track.followedFromLaunch = 11 }
        return track
    }

    @Test func aFollowedRunIsNotTooSparse() {
        #expect(Self.track(followed: true).sparseness(frameInterval: 1 / 60.0, minimum: 0.75) == nil)
    }

    @Test func theSamePointsNotFollowedAreTooSparse() {
        let reason = Self.track(followed: false).sparseness(frameInterval: 1 / 60.0, minimum: 0.6)
        #expect(reason?.hasPrefix("sparse detections") == true, "\(reason ?? "nil")")
    }

    @Test func gapsAfterTheFollowedRunCountInFull() {
        // Five more points, one every sixth frame: the followed run's eleven frames and 30 more.
        let reason = Self.track(followed: true, after: [34, 40, 46, 52, 58]).sparseness(frameInterval: 1 / 60.0, minimum: 0.6)
        #expect(reason?.hasPrefix("sparse detections") == true, "\(reason ?? "nil")")
    }
}
