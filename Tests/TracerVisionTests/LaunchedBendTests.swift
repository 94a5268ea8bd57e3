import Foundation
import Testing
@testable import TracerVision

/// A flight that left a launch has its bend judged against its first points' own scatter
/// (`MotionFit.scatteredNormalAccelerationError`): held-out 1307's 240 fps iron, seen from
/// behind, flies nearly straight in the picture, and its 96 points (within 3 px of the ball
/// but for five) were turned down whole as bending upwards, the ball's blur at impact
/// scattering its first points more than the rest.
@Suite struct LaunchedBendTests {
    /// The flight as it ended: time, x, y, radius (display pixels), faint, score, sign.
    static let recorded: [(Double, Double, Double, Double, Bool, Double, Polarity?)] = [
        (0.404167, 344.04, 311.71, 6.52, false, 1.00, .darker), (0.420833, 334.87, 275.34, 2.49, false, 1.00, .brighter), (0.425000, 333.58, 267.57, 1.89, false, 1.00, .brighter),
        (0.429167, 331.95, 259.92, 2.19, false, 1.00, .brighter), (0.433333, 330.59, 252.99, 1.76, false, 1.00, .brighter), (0.437500, 329.61, 246.62, 1.84, false, 1.00, .brighter),
        (0.441667, 328.27, 240.55, 2.36, false, 1.00, .brighter), (0.445833, 327.06, 234.07, 2.35, false, 1.00, .brighter), (0.450000, 326.27, 229.09, 1.55, false, 1.00, .brighter),
        (0.454167, 325.12, 225.07, 2.55, false, 1.00, .brighter), (0.458333, 324.33, 219.13, 2.18, false, 1.00, .brighter), (0.462500, 323.53, 214.25, 1.79, false, 1.00, .brighter),
        (0.466667, 322.67, 210.01, 1.62, false, 1.00, .brighter), (0.470833, 322.06, 205.75, 1.77, false, 1.00, .brighter), (0.475000, 321.26, 201.80, 1.56, false, 1.00, .brighter),
        (0.479167, 320.05, 197.32, 1.95, false, 1.00, .brighter), (0.483333, 319.75, 193.99, 1.73, false, 1.00, .brighter), (0.487500, 318.74, 190.48, 1.67, false, 1.00, .brighter),
        (0.491667, 318.36, 186.80, 1.50, false, 1.00, .brighter), (0.495833, 318.00, 183.56, 2.18, true, 1.00, .brighter), (0.500000, 317.48, 181.15, 1.44, true, 1.00, .brighter),
        (0.504167, 315.87, 180.27, 2.69, false, 1.00, .brighter), (0.525000, 313.44, 159.50, 0.58, false, 0.81, .brighter), (0.529167, 313.46, 159.50, 0.58, false, 0.93, .brighter),
        (0.533333, 315.50, 156.50, 0.58, false, 0.81, .brighter), (0.537500, 313.03, 157.25, 1.37, false, 0.99, .brighter), (0.541667, 313.10, 155.55, 1.36, false, 0.99, .brighter),
        (0.545833, 312.85, 153.47, 1.86, false, 1.00, .brighter), (0.550000, 311.83, 151.64, 1.43, false, 1.00, .brighter), (0.554167, 311.61, 150.57, 1.37, false, 0.98, .brighter),
        (0.558333, 311.03, 147.80, 1.13, false, 0.99, .brighter), (0.562500, 310.87, 146.74, 1.65, false, 0.99, .brighter), (0.566667, 311.50, 147.50, 0.58, false, 0.78, .brighter),
        (0.570833, 310.14, 141.61, 1.36, false, 1.00, .brighter), (0.575000, 309.99, 141.23, 1.15, false, 1.00, .brighter), (0.579167, 309.61, 139.14, 1.40, false, 1.00, .brighter),
        (0.583333, 309.37, 137.70, 1.16, false, 1.00, .brighter), (0.587500, 309.49, 136.05, 1.36, false, 1.00, .brighter), (0.591667, 309.01, 134.60, 0.82, false, 0.99, .brighter),
        (0.595833, 309.10, 132.76, 1.45, false, 0.96, .brighter), (0.600000, 309.10, 131.04, 1.28, false, 0.96, .brighter), (0.604167, 308.05, 130.23, 1.02, false, 0.96, .brighter),
        (0.608333, 307.18, 126.50, 0.58, false, 0.89, .brighter), (0.612500, 307.23, 127.41, 1.35, false, 0.99, .brighter), (0.616667, 306.61, 126.27, 1.47, false, 0.99, .brighter),
        (0.620833, 307.06, 124.50, 1.15, false, 0.98, .brighter), (0.625000, 307.07, 123.46, 1.15, false, 0.99, .brighter), (0.629167, 306.72, 122.81, 1.08, false, 0.99, .brighter),
        (0.633333, 306.73, 121.80, 1.08, false, 0.99, .brighter), (0.637500, 306.72, 120.80, 1.08, false, 0.99, .brighter), (0.641667, 305.99, 119.50, 0.58, false, 0.99, .brighter),
        (0.645833, 305.99, 118.50, 0.58, false, 0.99, .brighter), (0.650000, 306.01, 117.35, 1.15, false, 0.98, .brighter), (0.654167, 305.76, 116.50, 1.30, false, 0.98, .brighter),
        (0.658333, 305.81, 115.51, 1.21, false, 0.99, .brighter), (0.662500, 305.78, 114.68, 1.28, false, 0.98, .brighter), (0.666667, 305.03, 113.54, 1.15, false, 0.98, .brighter),
        (0.670833, 305.04, 112.30, 1.09, false, 0.97, .brighter), (0.675000, 304.94, 111.96, 1.10, false, 0.95, .brighter), (0.679167, 304.83, 110.59, 0.76, false, 0.96, .brighter),
        (0.683333, 304.98, 109.75, 1.02, false, 0.97, .brighter), (0.687500, 304.85, 108.87, 1.11, false, 0.98, .brighter), (0.691667, 304.78, 109.50, 0.58, false, 0.88, .brighter),
        (0.704167, 303.68, 105.26, 1.11, false, 0.97, .brighter), (0.708333, 302.93, 104.51, 1.73, false, 0.98, .brighter), (0.712500, 302.96, 104.15, 1.75, false, 0.97, .brighter),
        (0.716667, 303.26, 103.07, 1.03, false, 0.95, .brighter), (0.720833, 303.23, 102.83, 1.04, false, 0.91, .brighter), (0.725000, 302.92, 101.34, 0.86, false, 0.84, .brighter),
        (0.729167, 302.98, 100.76, 1.01, false, 0.87, .brighter), (0.733333, 302.86, 100.50, 0.58, false, 0.91, .brighter), (0.737500, 302.61, 99.61, 0.85, false, 0.90, .brighter),
        (0.741667, 302.31, 98.76, 1.03, false, 0.84, .brighter), (0.745833, 302.35, 98.56, 1.33, false, 0.87, .brighter), (0.750000, 302.52, 97.66, 1.64, false, 0.94, .brighter),
        (0.754167, 302.17, 96.83, 1.44, false, 0.97, .brighter), (0.758333, 302.24, 96.35, 1.35, false, 0.97, .brighter), (0.762500, 301.92, 95.87, 1.10, false, 0.94, .brighter),
        (0.766667, 302.00, 95.10, 1.14, false, 0.96, .brighter), (0.770833, 301.89, 94.03, 1.12, false, 0.95, .brighter), (0.775000, 301.77, 94.04, 1.10, false, 0.94, .brighter),
        (0.779167, 301.94, 93.50, 0.58, false, 0.65, .brighter), (0.820833, 300.83, 87.50, 0.58, false, 0.83, .brighter), (0.825000, 300.78, 86.83, 0.90, false, 0.82, .brighter),
        (0.829167, 300.78, 86.83, 0.90, false, 0.82, .brighter), (0.837500, 300.83, 85.36, 0.86, false, 0.87, .brighter), (0.841667, 300.90, 85.60, 1.14, false, 0.87, .brighter),
        (0.845833, 300.86, 85.09, 1.11, false, 0.84, .brighter), (0.854167, 300.37, 85.53, 2.14, true, 0.85, .brighter), (0.858333, 300.70, 86.37, 1.31, true, 0.67, .darker),
        (0.862500, 300.79, 84.60, 1.43, false, 0.76, .darker), (0.866667, 300.35, 85.12, 1.05, true, 0.62, .darker), (0.879167, 301.07, 84.50, 0.58, false, 0.56, .brighter),
        (0.883333, 300.24, 84.50, 1.71, false, 0.86, .brighter), (0.887500, 301.00, 84.50, 0.58, false, 0.51, .brighter),
    ]

    static var points: [TrackPoint] {
        recorded.enumerated().map { i, r in
            TrackPoint(time: r.0, position: PixelPoint(x: r.1, y: r.2), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: r.3, candidateID: i, isFaint: r.4, score: r.5, length: 2 * r.3, angle: 0, polarity: r.6)
        }
    }

    @Test func theFirstPointsScatterMoreThanTheFlight() throws {
        let fit = try #require(MotionFit(points: Self.points))
        #expect(fit.scatteredNormalAccelerationError > fit.normalAccelerationError)
        // Against the flight's own noise alone its first points bend upwards past what is allowed.
        #expect(fit.normalAcceleration < -(0.5 * fit.gravityScale + 3 * fit.normalAccelerationError))
    }

    @Test func theFlightThatLeftTheLaunchPassesTheGravityTests() throws {
        let fit = try #require(MotionFit(points: Self.points))
        #expect(fit.gravityVerdict(maximumRadius: 12.8, leftLaunch: true) == nil)
    }
}
