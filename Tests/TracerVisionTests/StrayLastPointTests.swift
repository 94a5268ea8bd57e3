import Foundation
import Testing
@testable import TracerVision

/// A young flight about to be confirmed drops a last point that is faint and breaks from the
/// motion of the points before it (`TrajectoryFitter.dropStrayLastPoint`).
@Suite struct StrayLastPointTests {
    static func point(frame: Int, x: Double, y: Double, radius: Double, faint: Bool, id: Int) -> TrackPoint {
        TrackPoint(time: Double(frame) / 60, position: PixelPoint(x: x, y: y), cameraOffset: PixelPoint(x: 0, y: 0),
                   radius: radius, candidateID: id, isFaint: faint, length: 2 * radius, angle: -.pi / 2)
    }

    /// Seed 11's drive as its young track stood at frame 76: the ball, lost in a cloud after
    /// frame 71, taken again at 76.
    static let seen: [(Int, Double, Double, Double, Bool)] = [
        (62, 308.09, 651.27, 3.02, false), (63, 306.20, 600.96, 2.56, false), (64, 304.94, 565.99, 2.15, false),
        (65, 303.82, 539.61, 2.03, false), (66, 302.69, 519.15, 1.86, false), (67, 302.23, 503.22, 1.70, true),
        (70, 301.00, 470.00, 1.15, true), (71, 299.50, 463.00, 0.58, true), (76, 298.50, 433.90, 0.58, true),
    ]

    static func fitter(trackEndingOn last: TrackPoint) throws -> (TrajectoryFitter, Track) {
        let points = seen.map { point(frame: $0.0, x: $0.1, y: $0.2, radius: $0.3, faint: $0.4, id: -$0.0) }
        let track = Track(points: points + [last])
        let fitter = try TrajectoryFitter.at60fps(FrameGeometry(codedWidth: 540, codedHeight: 960))
        fitter.tracks = [track]
        return (fitter, track)
    }

    /// At frame 77 the ball was unseen and the track took a faint speck 15 px on from 76,
    /// where the ball was 4 px on: confirmed with it, the flight's prediction ran past the
    /// ball and it followed specks from then on (p95 8.6 px). The speck is dropped.
    @Test func aFaintSpeckAheadOfTheBallIsDropped() throws {
        let speck = Self.point(frame: 77, x: 296.94, y: 419.06, radius: 1.1, faint: true, id: 1)
        let (fitter, track) = try Self.fitter(trackEndingOn: speck)
        #expect(fitter.dropStrayLastPoint(of: track))
        #expect(track.count == Self.seen.count)
        #expect(track.last.time == Double(76) / 60)
        #expect(track.misses == 1)
    }

    /// The ball itself, as faint, where it showed at frame 78, continues the motion: kept.
    @Test func theFaintBallOnItsWayIsKept() throws {
        let ball = Self.point(frame: 78, x: 298.0, y: 426.0, radius: 0.7, faint: true, id: 2)
        let (fitter, track) = try Self.fitter(trackEndingOn: ball)
        #expect(!fitter.dropStrayLastPoint(of: track))
        #expect(track.count == Self.seen.count + 1)
    }

    /// A clear blob is not judged this way, however far off: clear points are the ball's
    /// evidence, and the young-flight verdicts judge them.
    @Test func aClearLastPointIsKept() throws {
        let blob = Self.point(frame: 77, x: 296.94, y: 419.06, radius: 1.1, faint: false, id: 3)
        let (fitter, track) = try Self.fitter(trackEndingOn: blob)
        #expect(!fitter.dropStrayLastPoint(of: track))
    }
}
