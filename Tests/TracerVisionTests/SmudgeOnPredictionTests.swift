import Foundation
import Testing
@testable import TracerVision

/// A confirmed flight takes a blob where it predicts the ball whatever the blob's long axis
/// says (`TrajectoryFitter.onPrediction`): a ball under a pixel across is a three-pixel
/// smudge whose long side the codec's noise picks. Farther off, the axis still counts.
@Suite struct SmudgeOnPredictionTests {
    /// A ball rising slowly, 4 px a frame up and a little left, seen in 14 frames.
    static func flight() -> Track {
        let points = (0..<14).map { i -> TrackPoint in
            let t = Double(i) / 60
            return TrackPoint(time: t, position: PixelPoint(x: 260 - 6 * t * 60 / 60, y: 460 - 240 * t + 300 * t * t),
                              cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.8, candidateID: -i - 1, isFaint: false,
                              length: 2, angle: -.pi / 2)
        }
        let track = Track(points: points)
        track.state = .confirmed
        return track
    }

    /// A 3.3 px blob of radius 0.9 whose long axis lies 65° off the flight's motion.
    static func smudge(at position: PixelPoint, time: Double) -> TrackPoint {
        TrackPoint(time: time, position: position, cameraOffset: PixelPoint(x: 0, y: 0), radius: 0.9,
                   candidateID: 1, isFaint: false, length: 3.3, angle: -0.44)
    }

    static func offer(_ blob: TrackPoint, to track: Track) throws -> Bool {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: FrameGeometry(codedWidth: 540, codedHeight: 960))
        fitter.frameInterval = 1.0 / 60
        fitter.tracks = [track]
        var assignment = TrajectoryFitter.Assignment(count: 1)
        fitter.extendLongTracks(with: [blob], at: blob.time, step: 50, into: &assignment)
        return track.last.candidateID == blob.candidateID
    }

    @Test func aSmudgeWhereTheBallShouldBeIsTaken() throws {
        let track = Self.flight()
        let time = 14.0 / 60
        let (center, _) = track.predict(at: time, maximumStep: 50)
        let blob = Self.smudge(at: PixelPoint(x: center.x + 0.4, y: center.y - 0.3), time: time)
        let velocity = try #require(track.velocity)
        try #require(!blob.fitsMotion(vx: velocity.vx, vy: velocity.vy, interval: 1.0 / 60, maximumRadius: 540),
                     "the blob's axis must disagree with the motion")
        #expect(try Self.offer(blob, to: track))
    }

    @Test func aMisalignedBlobBesideThePredictionIsNot() throws {
        let track = Self.flight()
        let time = 14.0 / 60
        let (center, gate) = track.predict(at: time, maximumStep: 50)
        let off = TrajectoryFitter.onPrediction + 0.5
        try #require(off < gate, "the blob must lie inside the gate")
        let blob = Self.smudge(at: PixelPoint(x: center.x + off, y: center.y), time: time)
        #expect(try !Self.offer(blob, to: track))
    }

    @Test func aYoungTrackStillReadsTheAxis() throws {
        let track = Self.flight()
        track.state = .tentative
        let time = 14.0 / 60
        let (center, _) = track.predict(at: time, maximumStep: 50)
        #expect(try !Self.offer(Self.smudge(at: center, time: time), to: track))
    }
}
