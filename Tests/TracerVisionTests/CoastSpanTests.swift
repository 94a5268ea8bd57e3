import Foundation
import Testing
@testable import TracerVision

/// A flight coasting across a gap at a high frame rate runs on a model of its last fifth of a
/// second (`Track.coastFlight`), not of its last twelve points: at 240 fps those span 0.05 s,
/// and their model, run across a cloud as long, puts the ball pixels off.
@Suite struct CoastSpanTests {
    static let fps = 240.0
    static let geometry = FrameGeometry(codedWidth: 640, codedHeight: 360)

    /// The iron of seed 73 at 240 fps as detected, frames 103 to 123, before a cloud hid it
    /// until frame 133.
    static let seen: [(frame: Int, x: Double, y: Double)] = [
        (103, 332.11, 264.34), (104, 330.74, 257.68), (105, 329.66, 251.70), (106, 328.54, 245.80),
        (107, 327.42, 240.37), (108, 326.38, 235.24), (109, 325.43, 230.78), (110, 324.61, 226.01),
        (111, 323.69, 221.73), (112, 322.68, 217.45), (113, 322.22, 213.69), (114, 321.42, 209.59),
        (115, 320.68, 205.92), (116, 320.00, 202.24), (117, 319.19, 199.12), (118, 318.58, 196.03),
        (119, 317.89, 193.17), (120, 317.52, 189.99), (121, 317.11, 186.84), (122, 317.10, 185.11),
        (123, 316.17, 182.32),
    ]
    /// Where the ball was detected again, at frame 133.
    static let after = PixelPoint(x: 311.29, y: 158.88)

    /// Whether the confirmed flight, unseen from frame 124 to `at - 1`, takes `offered` at frame `at`.
    static func takes(_ offered: PixelPoint, at index: Int = 133) throws -> Bool {
        let track = Track(points: seen.map { .recorded($0.frame, $0.x, $0.y, radius: 1, polarity: .brighter, fps: fps) })
        track.state = .confirmed
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: geometry)
        fitter.frameInterval = 1 / fps
        fitter.tracks = [track]
        for missed in 124..<index { fitter.updateStill(at: Double(missed) / fps) }
        let t = Double(index) / fps
        fitter.updateStill(at: t, [.blob(at: offered, time: t, radius: 1, area: 4)])
        return track.last.time == t
    }

    @Test func theBallAfterTheCloudIsTaken() throws {
        #expect(try Self.takes(Self.after))
    }

    @Test func clutterBesideItIsNot() throws {
        #expect(!(try Self.takes(PixelPoint(x: Self.after.x - 8, y: Self.after.y + 6))))
    }

    @Test func atHighFrameRatesAPointAfterOneMissedFrameMustContinueTheFlight() throws {
        // Seed 83's iron at 240 fps took a cloud's edge 9 px off the ball after one missed
        // frame and followed it away; at 60 fps a ball seen in every other frame must not be
        // held to that (seed 7's drive).
        let fitter = TrajectoryFitter(request: try TrajectoryRequest(), geometry: Self.geometry)
        let track = Track(points: Self.seen.map { frame, x, y in
            TrackPoint(time: Double(frame) / Self.fps, position: PixelPoint(x: x, y: y),
                       cameraOffset: PixelPoint(x: 0, y: 0), radius: 1, candidateID: frame, isFaint: false, length: 2,
                       angle: 0)
        })
        fitter.frameInterval = 1 / 240
        #expect(fitter.reacquireMisses(for: track) == 1)
        fitter.frameInterval = 1 / 60
        #expect(fitter.reacquireMisses(for: track) == TrajectoryFitter.reacquireMisses)
    }
}
