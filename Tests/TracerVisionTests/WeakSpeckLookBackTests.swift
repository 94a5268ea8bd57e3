import Foundation
import Testing
@testable import TracerVision

/// The look back takes the ball over a weaker speck about as near its run back
/// (`TrajectoryFitter.extendBackwards`, `lookBackHandicap`; held-out 1483's hevc10 drive,
/// its points as the flight was confirmed, steadied for the camera's shake).
@Suite struct WeakSpeckLookBackTests {
    static let geometry = FrameGeometry(codedWidth: 540, codedHeight: 960)

    static func point(_ frame: Int, _ x: Double, _ y: Double, radius: Double, score: Double = 1, length: Double,
                      angle: Double = 1.53, polarity: Polarity = .brighter, id: Int? = nil) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: id ?? frame, isFaint: false, score: score, length: length, angle: angle,
                   polarity: polarity)
    }

    /// The speck the flight began on at frame 58, 10 px behind the ball.
    static func speck(score: Double) -> TrackPoint {
        point(58, 298.45, 570.47, radius: 1, score: score, length: 2.64, angle: 0.05, id: 158)
    }

    /// The flight as it was confirmed: the speck, then the ball slowing fast in the picture
    /// (its point at frame 60 a speck 2 px behind it), white against the ground, then dark
    /// against the sky.
    static func flight(speckScore: Double) -> Track {
        Track(points: [
            speck(score: speckScore),
            point(59, 296.25, 532.84, radius: 2.04, length: 11.55, angle: 1.52),
            point(60, 294.57, 509.50, radius: 0.58, score: 0.73, length: 1.99, angle: 1.57),
            point(61, 294.12, 493.31, radius: 1.73, length: 4.63, angle: 1.34, polarity: .darker),
            point(62, 293.58, 480.26, radius: 1.50, length: 6.81, angle: 1.57, polarity: .darker),
            point(63, 293.01, 468.87, radius: 1.40, length: 6.55, angle: 1.51, polarity: .darker),
            point(64, 292.46, 458.61, radius: 1.49, length: 5.74, angle: 1.54, polarity: .darker),
            point(65, 292.09, 450.35, radius: 1.49, length: 4.12, angle: -1.55, polarity: .darker),
            point(66, 291.92, 442.69, radius: 1.45, length: 4.31, angle: 1.50, polarity: .darker),
        ])
    }

    /// The frames before it: the ball's streak in each, and at frame 58 the speck beside it.
    static func fitter(speckScore: Double) throws -> TrajectoryFitter {
        let fitter = try TrajectoryFitter.at60fps(Self.geometry)
        fitter.history = [
            (time: 56.0 / 60, points: [point(56, 303.34, 649.58, radius: 2.95, length: 30.12)]),
            (time: 57.0 / 60, points: [point(57, 300.19, 597.55, radius: 2.82, length: 23.29)]),
            (time: 58.0 / 60, points: [point(58, 297.88, 560.19, radius: 2.1, length: 8), speck(score: speckScore)]),
        ]
        return fitter
    }

    @Test func theBallIsTakenOverAWeakerSpeck() throws {
        let track = Self.flight(speckScore: 0.69)
        try Self.fitter(speckScore: 0.69).extendBackwards(track)
        #expect(track.points.prefix(3).map(\.candidateID) == [56, 57, 58])
    }
}
