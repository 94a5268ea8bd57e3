import Testing
import TracerVision
@testable import TracerRender

@Suite struct DepthTests {
    let path = SamplePaths.path([SamplePaths.flight()])

    func render(bitDepth: Int, fill: (y: Int, u: Int, v: Int), fullRange: Bool = false) throws -> TestFrame {
        var style = TracerStyle.glow
        style.color = TracerColor(red: 1, green: 0.2, blue: 1)
        let renderer = try TracerRenderer(path: path, style: style, displayWidth: 320, displayHeight: 180, rotation: 0)
        let frame = TestFrame(width: 320, height: 180, bitDepth: bitDepth, fullRange: fullRange, fill: fill)
        try renderer.composite(at: 1.7, into: frame.view)
        return frame
    }

    @Test(arguments: [false, true])
    func tenBitSamplesStayInTenBits(fullRange: Bool) throws {
        for fill in [(y: 940, u: 512, v: 512), (y: 64, u: 64, v: 960), (y: 1023, u: 1023, v: 0)] {
            let frame = try render(bitDepth: 10, fill: fill, fullRange: fullRange)
            for plane in 0..<3 {
                let (w, h) = plane == 0 ? (320, 180) : (160, 90)
                for y in 0..<h {
                    for x in 0..<w { #expect(frame.sample(plane: plane, x: x, y: y) <= 1023) }
                }
            }
        }
    }

    @Test func tenBitMatchesEightBitScaled() throws {
        let eight = try render(bitDepth: 8, fill: (64, 128, 128))
        let ten = try render(bitDepth: 10, fill: (256, 512, 512))
        var changed = 0
        for y in 0..<180 {
            for x in 0..<320 {
                #expect(abs(ten.luma(x, y) - 4 * eight.luma(x, y)) <= 4)
                if eight.luma(x, y) != 64 { changed += 1 }
            }
        }
        for y in 0..<90 {
            for x in 0..<160 {
                for plane in 1...2 {
                    #expect(abs(ten.sample(plane: plane, x: x, y: y) - 4 * eight.sample(plane: plane, x: x, y: y)) <= 4)
                }
            }
        }
        #expect(changed > 500)
    }

    @Test func fullRangeWhiteReachesTheTop() throws {
        var style = TracerStyle.minimal
        style.color = TracerColor(red: 1, green: 1, blue: 1)
        style.width = 0.03
        let renderer = try TracerRenderer(path: path, style: style, displayWidth: 320, displayHeight: 180, rotation: 0)
        let frame = TestFrame(width: 320, height: 180, fullRange: true, fill: (0, 128, 128))
        try renderer.composite(at: 2, into: frame.view)
        let p = SamplePaths.flightPosition(at: 1.5, width: 320, height: 180)
        #expect(frame.luma(Int(p.x), Int(p.y)) == 255)
    }
}
