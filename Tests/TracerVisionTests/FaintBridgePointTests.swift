import Foundation
import Testing
@testable import TracerVision

/// A confident faint blob of the flight's own sign fills a frame of the chain that
/// `LaunchBridge.earlierPoints` finds, but never begins it (held-out 1277's second ball).
@Suite struct FaintBridgePointTests {
    static let fps = 60.0
    static let spot = PixelPoint(x: 180, y: 440)

    /// The drive of `LaunchBridgeTests`, launched at 0: it heads for (170, 60), slowing in
    /// the picture as its depth grows fourfold in 0.75 s.
    static func ball(frame: Int) -> PixelPoint {
        let depth = 1 + 4 * Double(frame) / fps
        return PixelPoint(x: 170 + (spot.x - 170) / depth, y: 60 + (spot.y - 60) / depth)
    }

    static func point(frame: Int, faint: Bool = false, polarity: Polarity = .brighter) -> TrackPoint {
        TrackPoint(time: Double(frame) / fps, position: ball(frame: frame), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: 2, candidateID: frame, isFaint: faint, score: 1, length: 3, angle: 0, polarity: polarity)
    }

    /// The frames of the chain found in frames 1 to 4 (the third one's blob faint, of `sign`, or
    /// the first one's faint), before the flight found from frame 27 on.
    static func chain(faintFrame: Int = 3, sign: Polarity = .brighter) -> [Int]? {
        let frames = (1...4).map { k in
            (time: Double(k) / fps, points: [point(frame: k, faint: k == faintFrame, polarity: k == faintFrame ? sign : .brighter)])
        }
        let later = (27..<39).map { point(frame: $0) }
        return LaunchBridge.earlierPoints(spot: spot, spotRadius: 3, launchTime: 0.5 / fps, frames: frames,
                                          frameInterval: 1 / fps, later: later, maximumSpeed: 5000,
                                          maximumGap: TrajectoryFitter.continuationGap)?.map(\.candidateID)
    }

    @Test func aFaintBlobOfTheFlightsSignFillsTheChain() {
        #expect(Self.chain() == [1, 2, 3, 4])
    }

    @Test func aFaintBlobOfTheOtherSignDoesNot() {
        // Held-out 1237's drive: the club's dark head at impact, 33 px off the ball.
        #expect(Self.chain(sign: .darker) == nil)
    }

    @Test func aFaintBlobDoesNotBeginTheChain() {
        // The streak's faint pieces at impact lie ahead of the ball (held-out 1307's drive).
        #expect(Self.chain(faintFrame: 1) == nil)
    }
}
