import Foundation
import Testing
@testable import TracerVision

/// A ball joined at the threshold by a faint line responding in its frame only (a long edge
/// a camera shake left a pixel of): the merged blob's centre lies off the ball and does not
/// stand out, so it is turned down; labelled again around its peak, the ball stands alone
/// and is found. A bright line is the body of a larger mover, and the blob is left whole.
@Suite struct MergedBlobSplitTests {
    static let width = 320, height = 240

    /// The ball at frame `i`: moving right 8 px a frame.
    static func ball(_ i: Int) -> Disc { Disc(x: 100 + 8 * Double(i), y: 120, r: 2, contrast: 60) }

    /// The candidates and rejections of frame 2, with a line of `lineContrast` levels along
    /// rows 116 and 117 (touching the ball's top) from column 60 to 260, in frame 2 only.
    static func detection(lineContrast: Int) throws -> DetectionResult {
        let detector = BallCandidateDetector(geometry: FrameGeometry(codedWidth: width, codedHeight: height),
                                             request: try TrajectoryRequest())
        let scene = SyntheticScene(width: width, height: height, noiseSigma: 1)
        var result: DetectionResult?
        for i in 0..<5 {
            var pixels = scene.render(index: i, discs: [ball(i)])
            if i == 2 {
                for y in 116...117 {
                    for x in 60...260 { pixels[y * width + x] = UInt8(min(255, Int(pixels[y * width + x]) + lineContrast)) }
                }
            }
            SyntheticScene.withPlane(pixels, width: width, height: height) { detector.ingest($0, time: Double(i) / 60) }
            while let r = detector.detectPending(gates: []) {
                if abs(r.time - 2.0 / 60) < 1e-9 { result = r }
            }
        }
        return try #require(result)
    }

    static func atBall(_ p: PixelPoint) -> Bool { hypot(p.x - ball(2).x, p.y - ball(2).y) < 1 }

    @Test func theBallJoinedByAFaintLineIsFound() throws {
        let result = try Self.detection(lineContrast: 12)
        // The merged blob, centred off the ball on the line, is turned down as before.
        #expect(result.rejected.contains { $0.reason == .partOfLargerObject && !Self.atBall($0.position) })
        #expect(result.candidates.contains { Self.atBall($0.position) })
    }

    @Test func aBrightLineIsNotSplitFrom() throws {
        // At 24 levels, under half the ball's but well over a quarter, the line is no faint
        // edge but the body of something larger: the ball is not taken out of it.
        let result = try Self.detection(lineContrast: 24)
        #expect(!result.candidates.contains { Self.atBall($0.position) })
        #expect(!result.entangled.contains { Self.atBall($0.position) })
        #expect(!result.rejected.contains { Self.atBall($0.position) })
    }

    /// Moments of the pixels `(x, y, value)`.
    static func moments(_ pixels: [(Int, Int, Int)]) -> BlobMoments {
        var m = BlobMoments()
        for (x, y, v) in pixels { m.add(x: x, y: y, value: v, signed: 1) }
        return m
    }

    @Test func aSmallBlobIsNotSplitForItsBrightestPixels() {
        // Four by four, two bright pixels in it: no line runs on past them.
        let core = Self.moments([(1, 1, 99), (2, 1, 90)])
        let blob = Self.moments((0..<4).flatMap { y in (0..<4).map { x in (x, y, (y == 1 && (x == 1 || x == 2)) ? 95 : 20) } })
        #expect(!MergedBlobSplit.stretchesBeyond(blob, core: core))
        let line = Self.moments([(1, 1, 99), (2, 1, 90)] + (3..<200).map { ($0, 2, 8) })
        #expect(MergedBlobSplit.stretchesBeyond(line, core: core))
    }
}
