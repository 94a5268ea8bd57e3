import Foundation
import Testing
@testable import TracerVision

/// A flight that left a launch takes the ball's clear blob over a weaker speck about as near its
/// prediction (`TrajectoryFitter.weakBlobCost`); a confirmed track that left none goes by
/// distance alone.
@Suite struct WeakBlobCostTests {
    static let frame = 16
    static let ballID = 200
    static let speckID = 201

    /// Frame `frame`'s candidates, as `SampleVideos/`' drive had them at frame 82: the ball's
    /// blob (score 0.78) 1.55 px to one side of where it is, a speck (score 0.56) 1.32 px to the other.
    static func candidates() -> [TrackPoint] {
        let t = LaunchScene.launch + Double(frame) / LaunchTakeoverTests.fps
        let at = LaunchTakeoverTests.ball(t)
        func blob(_ dx: Double, score: Double, id: Int) -> TrackPoint {
            TrackPoint(time: t, position: PixelPoint(x: at.x + dx, y: at.y), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: 1, candidateID: id, isFaint: false, score: score, length: 1.5, angle: 0)
        }
        return [blob(1.55, score: 0.78, id: ballID), blob(-1.32, score: 0.56, id: speckID)]
    }

    static func taken(launched: Bool) throws -> Int? {
        try FaintPointTests.takenByConfirmedFlight(of: LaunchTakeoverTests.ball, frame: frame, launched: launched) { _ in
            candidates()
        }
    }

    @Test func aLaunchedFlightTakesTheClearBlobOverANearerSpeck() throws {
        #expect(try Self.taken(launched: true) == Self.ballID)
    }

    @Test func aFlightFromNoLaunchTakesTheNearerBlob() throws {
        #expect(try Self.taken(launched: false) == Self.speckID)
    }
}
