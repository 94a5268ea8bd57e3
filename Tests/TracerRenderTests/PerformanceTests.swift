import Foundation
import Testing
import TracerVision
@testable import TracerRender

@Suite struct PerformanceTests {
    /// Prints the mean composite time on a 1080p frame; run with `-c release` for real numbers.
    @Test func compositeA1080pFrame() throws {
        let path = SamplePaths.path([SamplePaths.flight(duration: 2, extrapolated: 10)], width: 1920, height: 1080)
        for style in TracerStyle.presets {
            let renderer = try TracerRenderer(path: path, style: style, displayWidth: 1920, displayHeight: 1080, rotation: 0)
            let frame = TestFrame(width: 1920, height: 1080)
            let times = stride(from: 1.0, through: 3.2, by: 1.0 / 30).map { $0 }
            try renderer.composite(at: 2, into: frame.view)
            let clock = ContinuousClock()
            let elapsed = try clock.measure {
                for t in times { try renderer.composite(at: t, into: frame.view) }
            }
            let perFrame = elapsed / times.count
            print("composite 1080p \(style.name): \(perFrame) per frame over \(times.count) frames")
            #expect(perFrame < .milliseconds(200))
        }
    }
}
