import Foundation
import Testing
@testable import TracerVision

/// A flight that left a launch and passes the ball tests coasts unseen half as long again as
/// other confirmed tracks (`TrajectoryFitter.coastLimit`): a drive is hidden behind a cloud for
/// a little longer than 0.1 s as often as not.
@Suite struct CoastLimitTests {
    static let fps = 60.0
    static let geometry = FrameGeometry(codedWidth: 540, codedHeight: 960)

    /// Held-out 1601's drive as detected, frames 62 to 71 (pixels), before a cloud hid it
    /// until frame 80.
    static let seen: [(frame: Int, x: Double, y: Double)] = [
        (62, 296.41, 653.34), (63, 290.21, 604.50), (64, 285.62, 569.72), (65, 282.48, 544.45),
        (66, 279.92, 524.64), (67, 277.89, 509.15), (68, 276.26, 496.53), (69, 275.04, 486.00),
        (70, 273.47, 476.58), (71, 273.00, 468.97),
    ]
    /// Where the ball was detected again, at frame 80.
    static let after = PixelPoint(x: 266.81, y: 429.40)

    /// The confirmed flight through `points` (holding a launch when `launched`), after the frames
    /// from 72 to `until - 1` with no candidate: whether it still stands, and whether it took
    /// the ball offered at `until` (if `offered`).
    static func coast(launched: Bool, until: Int = 80, offered: Bool = true,
                      points: [(frame: Int, x: Double, y: Double)] = seen) throws -> (stands: Bool, took: Bool) {
        let track = Track(points: points.map { .recorded($0.frame, $0.x, $0.y, radius: 1.5, polarity: .brighter) })
        track.state = .confirmed
        let fitter = try TrajectoryFitter.at60fps(geometry)
        fitter.tracks = [track]
        if launched { fitter.launchClaims[1.0] = (track, track.first.time, true) }
        for missed in 72..<until { fitter.updateStill(at: Double(missed) / fps) }
        let t = Double(until) / fps
        fitter.updateStill(at: t, offered ? [.blob(at: after, time: t, radius: 1.3, contrast: 16, area: 5, score: 0.9)] : [])
        return (fitter.tracks.contains { $0 === track }, track.last.time == t)
    }

    @Test func aLaunchedFlightCoastsAcrossTheCloudAndTakesTheBall() throws {
        #expect(try Self.coast(launched: true).took)
    }

    @Test func aFlightThatLeftNoLaunchEndsAfterATenthOfASecond() throws {
        #expect(!(try Self.coast(launched: false).took))
    }

    @Test func aLaunchedFlightEndsAfterHalfAsLongAgain() throws {
        // Nine misses at 60 fps (0.15 s); lost for ten, it ends.
        #expect(!(try Self.coast(launched: true, until: 82).stands))
    }

    @Test func aLaunchedFlightFailingTheBallTestsEndsAtTheUsualTime() throws {
        // Its last points turn back up: clutter, not the ball; it gives its launch back at once.
        var zigzag = Self.seen
        zigzag[7].y += 14
        zigzag[9].y += 14
        // Six frames unseen (72 to 77) it stands; at the seventh it ends, where the ball's
        // flight stands on.
        #expect(try Self.coast(launched: true, until: 77, offered: false, points: zigzag).stands)
        #expect(!(try Self.coast(launched: true, until: 78, offered: false, points: zigzag).stands))
        #expect(try Self.coast(launched: true, until: 78, offered: false).stands)
    }
}
