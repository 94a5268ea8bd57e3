import Foundation
import Testing
@testable import TracerVision

@Suite struct AlignmentTests {
    @Test func findsTheBallAtRestAndItsLaunch() throws {
        let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: geometry, alignment: .automatic)
        let launch = 0.6
        let fps = 60.0
        for i in 0..<60 {
            let t = Double(i) / fps
            var discs: [Disc] = []
            if t < launch {
                discs.append(Disc(x: 150, y: 200, r: 3, contrast: 70))
            } else {
                let u = t - launch
                discs.append(Disc(x: 150 + 400 * u, y: 200 - 500 * u, r: 3, contrast: 70))
            }
            // A static dark post that is not a ball (too big) and a moving distractor up top.
            discs.append(Disc(x: 60, y: 120, r: 12, contrast: -60))
            discs.append(Disc(x: 20 + 3 * Double(i), y: 40, r: 2, contrast: 50))
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        _ = session.finish()
        let ball = try #require(session.ballAtRest)
        #expect(abs(ball.position.x * 320 - 150) < 1.5 && abs(ball.position.y * 240 - 200) < 1.5)
        #expect(ball.polarity == .brighter)
        let launched = try #require(session.launches.first)
        #expect(session.launches.count == 1)
        #expect(abs(launched.time - launch) <= 1 / fps)
        #expect(abs(launched.position.x * 320 - 150) < 1.5 && abs(launched.position.y * 240 - 200) < 1.5)
        #expect(session.effectiveRequest.regionOfInterest == RegionOfInterest.above(ball: ball, halfWidth: 1))

        let roi = RegionOfInterest.above(ball: ball)
        let topLeft = roi.topLeftComponents
        #expect(topLeft.y == 0)
        #expect(topLeft.height > ball.position.y && topLeft.height < ball.position.y + 0.1)
        #expect(roi.contains(NormalizedPoint.fromTopLeft(x: ball.position.x, y: ball.position.y)))
        #expect(throws: Never.self) { try TrajectoryRequest(regionOfInterest: roi) }
    }
}

/// The derived search band reaches down to every spot a ball left, not only to what was taken
/// for the ball at rest before the swing (seed 149's portrait: a still speck high up was taken
/// for it, and the band above that kept the real flight out).
@Suite struct DerivedRegionTests {
    @Test func theBandTakesInEveryLaunchSpot() {
        let speck = BallAtRest(position: NormalizedPoint(x: 0.75, y: 0.36), radius: 0.006, aspectRatio: 0.5625,
                               polarity: .brighter, contrast: 40, frameCount: 10, firstSeen: 0, lastSeen: 0.3)
        let hit = LaunchPoint(time: 0.95, position: NormalizedPoint(x: 0.43, y: 0.83), radius: 0.009)
        let alone = RegionOfInterest.above(ball: speck, halfWidth: 0.2).topLeftComponents
        #expect(alone.height < 0.83)
        let band = RegionOfInterest.above(ball: speck, launches: [hit], halfWidth: 0.2)
        #expect(band.contains(NormalizedPoint.fromTopLeft(x: 0.43, y: 0.83)))
        #expect(band.contains(NormalizedPoint.fromTopLeft(x: 0.75, y: 0.36)))
        let box = band.topLeftComponents
        #expect(abs(box.x - 0.23) < 1e-9 && abs(box.x + box.width - 0.95) < 1e-9)
        #expect(abs(box.height - (0.83 + 0.009 * 0.5625 + 0.03)) < 1e-9)
        #expect(RegionOfInterest.above(ball: speck, launches: [], halfWidth: 0.2) == RegionOfInterest.above(ball: speck, halfWidth: 0.2))
    }
}

/// A range session: the next ball is teed up on the same spot and hit within a second.
@Suite struct RearmTests {
    @Test func aBallTeedUpAgainOnTheSpotLaunchesAgain() throws {
        let geometry = FrameGeometry(codedWidth: 320, codedHeight: 240)
        let scene = SyntheticScene(width: 320, height: 240, noiseSigma: 2)
        let session = TrajectorySession(request: try TrajectoryRequest(), geometry: geometry, alignment: .automatic)
        let fps = 60.0
        // At rest until 0.6 s, hit; a new ball on the spot from 1.3 s, hit at 2.0 s.
        let hits = [(rest: 0.0, hit: 0.6), (rest: 1.3, hit: 2.0)]
        for i in 0..<150 {
            let t = Double(i) / fps
            var discs: [Disc] = []
            for shot in hits where t >= shot.rest {
                if t < shot.hit {
                    discs.append(Disc(x: 150, y: 200, r: 3, contrast: 70))
                } else if t - shot.hit < 0.5 {
                    let u = t - shot.hit
                    discs.append(Disc(x: 150 + 300 * u, y: 200 - 400 * u + 300 * u * u, r: 3, contrast: 70))
                }
            }
            _ = SyntheticScene.withPlane(scene.render(index: i, discs: discs), width: 320, height: 240) {
                session.process(luma: $0, time: t)
            }
        }
        _ = session.finish()
        let launches = session.launches.map(\.time)
        #expect(launches.count == 2, "launches at \(launches)")
        for (launch, shot) in zip(launches, hits) {
            #expect(abs(launch - shot.hit) <= 2 / fps)
        }
        // The first launch knows when its spot held a ball again; the second's never did.
        let refilled = session.launches.map(\.refilled)
        #expect(refilled.count == 2 && abs((refilled[0] ?? 0) - hits[1].rest) <= 3 / fps, "refilled at \(refilled)")
        #expect(refilled.last == .some(nil))
    }
}
