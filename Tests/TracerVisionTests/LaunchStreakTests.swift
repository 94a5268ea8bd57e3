import Foundation
import Testing
@testable import TracerVision

/// A ball just hit, blurred into a streak longer than the square ring the candidate test
/// reads around a blob (its half-size stops at 24 px): beside a still cloud as bright as the
/// ball, that ring sees the cloud and takes the streak for part of it. Inside a launch gate
/// a streak pointing back at the spot the ball left is judged by a ring around its own
/// outline instead, which the cloud does not reach; a cloud along the streak's side still
/// rejects it, and so does the gate of a spot the streak does not point back at. A short
/// dash is left to the square ring, which judges it well.
@Suite struct LaunchStreakTests {
    static let width = 320, height = 240
    static let geometry = FrameGeometry(codedWidth: width, codedHeight: height)
    static let contrast = 40.0

    /// The streak at frame `i`: horizontal, `length` px long and 4 px wide, moving its own
    /// length a frame, centred on `judged` in frame 2.
    static func streak(_ i: Int, length: Double = 60) -> [Disc] {
        let centre = judged.x + length * Double(i - 2)
        return stride(from: centre - length / 2 + 2, through: centre + length / 2 - 2, by: 1).map {
            Disc(x: $0, y: 120, r: 2, contrast: contrast / 4)
        }
    }

    /// The streak's centre in frame 2, where it is judged.
    static let judged = PixelPoint(x: 160, y: 120)

    /// The candidates and rejections of frame 2, with a still cloud covering rows `cloudRows`
    /// over columns 120–200, as bright as the streak.
    static func detection(cloudRows: ClosedRange<Int>, gates: [SearchGate], length: Double = 60) throws -> DetectionResult {
        let detector = BallCandidateDetector(geometry: geometry, request: try TrajectoryRequest())
        let scene = SyntheticScene(width: width, height: height, noiseSigma: 1)
        var result: DetectionResult?
        for i in 0..<5 {
            var pixels = scene.render(index: i, discs: streak(i, length: length))
            for y in cloudRows {
                for x in 120...200 { pixels[y * width + x] = UInt8(min(255, Int(pixels[y * width + x]) + Int(contrast))) }
            }
            SyntheticScene.withPlane(pixels, width: width, height: height) { detector.ingest($0, time: Double(i) / 30) }
            while let r = detector.detectPending(gates: gates) {
                if abs(r.time - 2.0 / 30) < 1e-9 { result = r }
            }
        }
        return try #require(result)
    }

    static func atStreak(_ p: PixelPoint) -> Bool { hypot(p.x - judged.x, p.y - judged.y) < 3 }

    /// The gate of a spot on the streak's line, 100 px back along it.
    static let launchGate = SearchGate(center: judged, radius: 60, purpose: .launch(spot: PixelPoint(x: 60, y: 120)))

    @Test func outsideALaunchGateTheCloudInItsRingRejectsIt() throws {
        // The square ring's top row (y = 96) runs through the cloud.
        let result = try Self.detection(cloudRows: 90...100, gates: [])
        #expect(!result.candidates.contains { Self.atStreak($0.position) })
        #expect(result.rejected.contains { Self.atStreak($0.position) && $0.reason == .partOfLargerObject })
        // Longer than its ring, it is not kept for the look back either: what the ring saw may
        // be the streak's own blur running on past it.
        #expect(!result.entangled.contains { Self.atStreak($0.position) })
    }

    @Test func insideALaunchGateTheStreakIsFound() throws {
        let result = try Self.detection(cloudRows: 90...100, gates: [Self.launchGate])
        let found = try #require(result.candidates.first { Self.atStreak($0.position) })
        #expect(found.length > 50, "length \(found.length)")
    }

    @Test func aCloudAlongItsSideStillRejectsIt() throws {
        // From two pixels below the streak down: inside the ring around its outline.
        let result = try Self.detection(cloudRows: 124...150, gates: [Self.launchGate])
        #expect(!result.candidates.contains { Self.atStreak($0.position) })
    }

    @Test func aSpotOffTheStreaksLineDoesNotRescueIt() throws {
        // The spot 80 px below the streak: a ball from there would have left it upwards.
        let gate = SearchGate(center: Self.judged, radius: 60, purpose: .launch(spot: PixelPoint(x: 160, y: 200)))
        let result = try Self.detection(cloudRows: 90...100, gates: [gate])
        #expect(!result.candidates.contains { Self.atStreak($0.position) })
    }

    @Test func aShortDashIsLeftToTheSquareRing() throws {
        // 14 px long: its square ring (half-size 14) has its top row in the cloud, its own
        // outline's ring does not reach it. Clutter makes such dashes, and a launch gate is wide.
        let length = 14.0
        let outside = try Self.detection(cloudRows: 100...108, gates: [], length: length)
        #expect(outside.rejected.contains { Self.atStreak($0.position) && $0.reason == .partOfLargerObject })
        let inside = try Self.detection(cloudRows: 100...108, gates: [Self.launchGate], length: length)
        #expect(!inside.candidates.contains { Self.atStreak($0.position) })
    }
}
