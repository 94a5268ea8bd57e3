import Foundation
import Testing
@testable import TracerVision

/// A confirmed flight that left no launch (its ball rests below the picture) takes a tiny
/// clear blob near its prediction whatever the blob's shape, as a launched one does, when it
/// has kept two pixels a frame over its last four steps; a faint blob, or a speck drifting a
/// pixel a frame with one long step, is still judged by its shape (`shapeIsNoise`). The
/// benchmark clip at 20 Mbps with sensor noise lost its drive's flight one detection short
/// over two such blobs; seeds 103 and 197's practice swings drew flights without these limits.
@Suite struct UnlaunchedTinyBlobTests {
    static func taken(length: Double, faint: Bool = false) throws -> Int? {
        try FaintPointTests.takenByConfirmedFlight(of: TinyBlobTests.fast, frame: TinyBlobTests.frame, launched: false) { _ in
            TinyBlobTests.candidates(TinyBlobTests.fast, length: length, faint: faint)
        }
    }

    @Test func aFastFlightFromNoLaunchTakesATinyBlobAcrossItsMotion() throws {
        #expect(try Self.taken(length: 3.9) == 100)
    }

    @Test func aLongerBlobAcrossTheMotionIsStillTurnedDown() throws {
        #expect(try Self.taken(length: 5) == 101)
    }

    @Test func aFaintTinyBlobAcrossTheMotionIsStillTurnedDown() throws {
        #expect(try Self.taken(length: 3.9, faint: true) == 101)
    }

    /// A speck drifting right a pixel a frame for twelve frames, then one step of 2.5 px (its
    /// centre wandering).
    static func drifting() -> Track {
        var points = (0..<12).map { TrackPoint.recorded($0, 100 + Double($0), 200, radius: 0.6, polarity: .brighter) }
        points.append(TrackPoint.recorded(12, 113.5, 200, radius: 0.6, polarity: .brighter))
        return Track(points: points)
    }

    @Test func aDriftingSpecksPaceIsReadOverFourSteps() throws {
        let track = Self.drifting()
        let pace = try #require(track.recentPace)
        #expect(abs(pace / 60 - 1.375) < 1e-9)
    }

    @Test func aDriftingSpeckFromNoLaunchJudgesATinyBlobByItsShape() throws {
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: LaunchScene.geometry)
        let track = Self.drifting()
        let blob = TrackPoint(time: 13.0 / 60, position: PixelPoint(x: 115, y: 200), cameraOffset: PixelPoint(x: 0, y: 0),
                              radius: 1.15, candidateID: 100, isFaint: false, length: 3.9, angle: Double.pi / 2)
        #expect(!fitter.shapeIsNoise(blob, for: track, gateShare: 0.2, launched: false))
        // A launched flight reads its speed from its last step, as before.
        #expect(fitter.shapeIsNoise(blob, for: track, gateShare: 0.2, launched: true))
    }
}
