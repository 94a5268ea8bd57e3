import Foundation
import Testing
import TracerVision
@testable import TracerRender

@Suite struct ImageTests {
    let path = SamplePaths.path([SamplePaths.flight()])

    @Test func drawsDisplayImagesAndWritesPNG() throws {
        let renderer = try TracerRenderer(path: path, style: .broadcast, displayWidth: 320, displayHeight: 180,
                                          rotation: -90)
        let image = try renderer.image(at: 1.6, background: TracerColor(red: 0.2, green: 0.5, blue: 0.2))
        #expect(image.width == 320 && image.height == 180)
        let p = SamplePaths.flightPosition(at: 1.3, width: 320, height: 180)
        #expect(image.pixel(x: Int(p.x), y: Int(p.y)) != image.pixel(x: 5, y: 5))
        #expect(image.pixel(x: 5, y: 5) == 0xFF33_8033)
        let again = try renderer.image(at: 1.6, background: TracerColor(red: 0.2, green: 0.5, blue: 0.2))
        #expect(pixels(of: image) == pixels(of: again))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try image.writePNG(to: file)
        let data = try #require(FileManager.default.contents(atPath: file))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(throws: CairoError.self) { try image.writePNG(to: "/nonexistent-dir/x.png") }
    }

    @Test func overlaysAnnotateAFrame() throws {
        let image = try ImageSurface(width: 200, height: 100, fill: TracerColor(red: 0, green: 0, blue: 0))
        try image.annotate(with: [
            RegionOfInterestOverlay(x: 0.1, y: 0.1, width: 0.5, height: 0.8),
            CandidateOverlay(candidates: [.init(x: 0.8, y: 0.5, r: 0.03, label: "0.93")]),
            CurveOverlay(points: [SIMD2(0, 1), SIMD2(0.5, 0.2), SIMD2(1, 0.9)], dashed: true),
            TracerOverlay(path: path, style: .minimal, time: 2),
        ])
        #expect((10...90).contains { image.pixel(x: 20, y: $0) != 0xFF00_0000 })  // ROI left edge
        #expect(image.pixel(x: 160 + 6, y: 50) != 0xFF00_0000)  // candidate circle, r = 6 px
        #expect(image.pixel(x: 100, y: 50) == 0xFF00_0000)
    }

    @Test func aCandidateOverlayIsItsOwnLayer() throws {
        let plain = try ImageSurface(width: 100, height: 100)
        let marked = try ImageSurface(width: 100, height: 100)
        try marked.annotate(with: [CandidateOverlay(candidates: [.init(x: 0.5, y: 0.5, r: 0.1)])])
        #expect(pixels(of: plain) != pixels(of: marked))
    }

    func pixels(of image: ImageSurface) -> [UInt8] {
        image.withUnsafeMutablePixels { buffer, _ in Array(buffer) }
    }
}
