import Foundation
import Testing
@testable import TracerVision

/// A young track that began on clutter before a missed frame and then followed the ball
/// (`TrajectoryFitter.dropLeadingRun`; held-out 1459's chip).
@Suite struct LeadingRunTests {
    static let geometry = FrameGeometry(codedWidth: 960, codedHeight: 540)

    static func point(_ frame: Int, _ x: Double, _ y: Double) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: 2, candidateID: frame, isFaint: false, length: 4, angle: 0, polarity: .brighter)
    }

    /// A chip seen side-on from frame `first`: 9 px a frame to the right, rising and slowing under gravity.
    static func chip(_ frames: ClosedRange<Int>) -> [TrackPoint] {
        frames.map { frame in
            let t = Double(frame - 4) / 60
            return point(frame, 120 + 560 * t, 330 - 560 * t + 700 * t * t)
        }
    }

    /// `leading` blobs of clutter, still, 70 px off where the chip begins, before a missed
    /// frame, then the chip for 16 frames.
    static func track(leading: Int) -> Track {
        let clutter = (0..<leading).map { point($0 - leading + 3, 60 + 0.2 * Double($0), 300) }
        return Track(points: clutter + chip(5...20))
    }

    static func fitter(launched: Bool) throws -> TrajectoryFitter {
        let fitter = try TrajectoryFitter.at60fps(Self.geometry)
        if launched {
            fitter.launches = [LaunchPoint(time: 3.5 / 60, position: NormalizedPoint(x: 110 / 960, y: 340 / 540),
                                           radius: 2 / 960)]
        }
        return fitter
    }

    static func verdict(on track: Track, by fitter: TrajectoryFitter) throws -> String? {
        let fit = try #require(MotionFit(points: track.points))
        return fitter.youngVerdict(on: track, fit: fit, cameraOffset: PixelPoint(x: 0, y: 0), bridging: false)
    }

    @Test func theWholeFailsAndTheChipAlonePasses() throws {
        let fitter = try Self.fitter(launched: true)
        #expect(try Self.verdict(on: Self.track(leading: 3), by: fitter) != nil)
        #expect(try Self.verdict(on: Track(points: Self.chip(5...20)), by: fitter) == nil)
    }

    @Test func theLeadingRunIsDropped() throws {
        let track = Self.track(leading: 3)
        #expect(try Self.fitter(launched: true).dropLeadingRun(of: track, cameraOffset: PixelPoint(x: 0, y: 0)))
        #expect(track.first.candidateID == 5 && track.count == 16)
    }

    @Test func withNoBallSeenLeavingItsSpotTheTrackIsKeptWhole() throws {
        let track = Self.track(leading: 3)
        #expect(try !Self.fitter(launched: false).dropLeadingRun(of: track, cameraOffset: PixelPoint(x: 0, y: 0)))
        #expect(track.count == 19)
    }

    @Test func aLongerLeadingRunIsKept() throws {
        let track = Self.track(leading: TrajectoryFitter.leadingRunPoints + 1)
        #expect(try !Self.fitter(launched: true).dropLeadingRun(of: track, cameraOffset: PixelPoint(x: 0, y: 0)))
    }

    @Test func theBallSeenBeforeTheGapIsKept() throws {
        // The chip's own frames 1 to 3, on the way its later points run back to (seed 1361's
        // hevc10 drive lost its shot when its first frames were dropped so).
        let track = Track(points: Self.chip(1...3) + Self.chip(5...20))
        #expect(try !Self.fitter(launched: true).dropLeadingRun(of: track, cameraOffset: PixelPoint(x: 0, y: 0)))
        #expect(track.count == 19)
    }
}
