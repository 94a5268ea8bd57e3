import Foundation
import Testing
@testable import TracerVision

/// `BallShade`: a flight shows its ball's shade against what it crosses; the club's dark head
/// against the sky a white ball was brighter than cannot claim that ball's launch.
@Suite struct BallShadeTests {
    static func points(_ polarity: Polarity?, background: Double?, count: Int = 10) -> [TrackPoint] {
        (0..<count).map { i in
            TrackPoint(time: Double(i) / 60, position: PixelPoint(x: Double(i), y: 0), cameraOffset: PixelPoint(x: 0, y: 0),
                       radius: 1, candidateID: i, isFaint: false, length: 2, angle: 0, polarity: polarity,
                       background: background)
        }
    }

    @Test func theShadeFollowsTheBallsLumaAgainstTheBackground() {
        // A white ball (240) against a blue sky (170) shows brighter; the club's head darker.
        #expect(!BallShade.contradicts(Self.points(.brighter, background: 170), ballLuma: 240))
        #expect(BallShade.contradicts(Self.points(.darker, background: 170), ballLuma: 240))
        // The same ball in flat light (160) against bright overcast (235) shows darker.
        #expect(!BallShade.contradicts(Self.points(.darker, background: 235), ballLuma: 160))
        #expect(BallShade.contradicts(Self.points(.brighter, background: 235), ballLuma: 160))
    }

    @Test func unsureShadesAreNotJudged() {
        // A background near the ball's luma (a white cloud behind a white ball), no sign, no
        // background, no known ball luma, or too few points: no verdict.
        #expect(!BallShade.contradicts(Self.points(.darker, background: 225), ballLuma: 240))
        #expect(!BallShade.contradicts(Self.points(nil, background: 170), ballLuma: 240))
        #expect(!BallShade.contradicts(Self.points(.darker, background: nil), ballLuma: 240))
        #expect(!BallShade.contradicts(Self.points(.darker, background: 170), ballLuma: nil))
        #expect(!BallShade.contradicts(Self.points(.darker, background: 170, count: BallShade.minimumJudged - 1),
                                       ballLuma: 240))
        // A few points of the other shade (the blob beside the club at impact) do not decide.
        let mixed = Self.points(.brighter, background: 170, count: 6) + Self.points(.darker, background: 170, count: 4)
        #expect(!BallShade.contradicts(mixed, ballLuma: 240))
    }

    @Test func aRunOfTheWrongShadeDecidesWhateverCameBefore() {
        // Seed 269's two_shots: a bird joined to the spot by the ball's first frames, bright
        // against the grass (107), then dark against the sky (185) frame after frame: ten of
        // fifteen, under the overall share.
        let grass = Self.points(.brighter, background: 107, count: 5)
        let bird = Self.points(.darker, background: 185, count: BallShade.minimumJudged)
        #expect(BallShade.contradicts(grass + bird, ballLuma: 242))
        // The same wrong points scattered among right ones are noise.
        let scattered = (0..<BallShade.minimumJudged).flatMap { i in
            [bird[i], Self.points(.brighter, background: 185, count: 1)[0]]
        }
        #expect(!BallShade.contradicts(grass + scattered, ballLuma: 242))
        // One short of the run, after the grass, is no verdict.
        #expect(!BallShade.contradicts(grass + bird.dropLast(), ballLuma: 242))
    }

    /// The launch scene with the ball hidden once it leaves and, in its place, a mover along
    /// its flight `shade` levels off the background: what the session finds, and its ball at rest.
    static func flightInPlaceOfTheBall(shade: Double) throws -> (found: [TrajectoryObservation], ball: BallAtRest?) {
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: LaunchScene.geometry,
                                        frameRate: LaunchScene.fps, alignment: .automatic)
        for i in 0..<96 {
            let t = Double(i) / LaunchScene.fps
            var disc = LaunchScene.ball(at: t)
            if t >= LaunchScene.launch { disc.contrast = shade }
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: [disc]), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        return (session.finish(), session.ballAtRest)
    }

    @Test func aDarkFlightCannotTakeAWhiteBallsLaunch() throws {
        let bright = try Self.flightInPlaceOfTheBall(shade: 70)
        // The ball at rest is 70 levels over a background of 90 to 110.
        #expect(try #require(bright.ball?.luma) > 150)
        #expect(bright.found.count == 1 && bright.found.allSatisfy(LaunchScene.followsTheBall))
        let dark = try Self.flightInPlaceOfTheBall(shade: -70)
        #expect(dark.found.isEmpty)
    }
}
