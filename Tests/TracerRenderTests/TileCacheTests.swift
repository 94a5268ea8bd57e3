import Testing
import TracerVision
@testable import TracerRender

/// The renderer reuses its last drawn tile (and blend plan) when the geometry is
/// exactly the same; these check that a reused tile gives the bytes of a fresh draw.
@Suite struct TileCacheTests {
    let width = 320, height = 180
    let path = SamplePaths.path([SamplePaths.flight(extrapolated: 5),
                                 SamplePaths.flight(start: 1.4, from: 0.3, toX: 0.6)])

    func renderer(_ style: TracerStyle, rotation: Int = 0) throws -> TracerRenderer {
        try TracerRenderer(path: path, style: style, displayWidth: width, displayHeight: height, rotation: rotation)
    }

    func frame(rotation: Int = 0, bitDepth: Int = 8, shift: Int = 1,
               fill: (y: Int, u: Int, v: Int) = (64, 128, 128)) -> TestFrame {
        let turned = rotation % 180 != 0
        return TestFrame(width: turned ? height : width, height: turned ? width : height, bitDepth: bitDepth,
                         shiftX: shift, shiftY: shift, fill: fill)
    }

    /// `t` drawn by a new renderer into a new frame.
    func fresh(_ style: TracerStyle, at t: Double, rotation: Int = 0, bitDepth: Int = 8, shift: Int = 1,
               fill: (y: Int, u: Int, v: Int) = (64, 128, 128)) throws -> TestFrame {
        let result = frame(rotation: rotation, bitDepth: bitDepth, shift: shift, fill: fill)
        try renderer(style, rotation: rotation).composite(at: t, into: result.view)
        return result
    }

    @Test(arguments: TracerStyle.presets, [0, -90])
    func cachedFramesMatchFreshOnes(style: TracerStyle, rotation: Int) throws {
        // Growth, the last points exactly (2.0, 2.4), and the held full line (cache hits).
        let times = [1.3, 1.55, 2.0, 2.0, 2.4, 3.1, 3.9, 1.55, 2.4]
        let shared = try renderer(style, rotation: rotation)
        for t in times {
            let reused = frame(rotation: rotation)
            try shared.composite(at: t, into: reused.view)
            let expected = try fresh(style, at: t, rotation: rotation)
            #expect(reused.isIdentical(to: expected), "t = \(t), \(style.name), rotation \(rotation)")
        }
    }

    @Test func theHeldLineIsDrawnOnceAndReused() throws {
        let shared = try renderer(.broadcast)
        let scratch = frame()
        try shared.composite(at: 2.5, into: scratch.view)
        let drawn = shared.tilesDrawn
        for t in stride(from: 2.6, through: 4, by: 0.1) { try shared.composite(at: t, into: scratch.view) }
        #expect(shared.tilesDrawn == drawn, "held frames redrew the tile")
        try shared.composite(at: 1.9, into: scratch.view)
        #expect(shared.tilesDrawn == drawn + 1, "a growing frame must be drawn afresh")
        // Same geometry again after a different one: drawn again, same bytes.
        let again = frame()
        try shared.composite(at: 3, into: again.view)
        #expect(again.isIdentical(to: try fresh(.broadcast, at: 3)))
    }

    @Test func aReusedTileBlendsOverEachFramesOwnPixels() throws {
        let shared = try renderer(.glow)
        for fill in [(y: 64, u: 128, v: 128), (y: 200, u: 40, v: 220), (y: 16, u: 240, v: 16)] {
            let reused = frame(fill: fill)
            try shared.composite(at: 3.5, into: reused.view)
            #expect(reused.isIdentical(to: try fresh(.glow, at: 3.5, fill: fill)))
        }
    }

    @Test func aChangedFrameFormatReplansOrRedraws() throws {
        let shared = try renderer(.broadcast)
        let formats: [(bitDepth: Int, shift: Int, fill: (y: Int, u: Int, v: Int))] = [
            (8, 1, (64, 128, 128)), (10, 1, (256, 512, 512)), (8, 0, (64, 128, 128)), (8, 1, (64, 128, 128)),
            (10, 0, (256, 512, 512)),
        ]
        for format in formats {
            let reused = frame(bitDepth: format.bitDepth, shift: format.shift, fill: format.fill)
            try shared.composite(at: 3.2, into: reused.view)
            let expected = try fresh(.broadcast, at: 3.2, bitDepth: format.bitDepth, shift: format.shift,
                                     fill: format.fill)
            #expect(reused.isIdentical(to: expected), "\(format.bitDepth) bit, shift \(format.shift)")
        }
    }
}

@Suite struct SoftLayerBufferTests {
    @Test func upscalingKeepsFlatColourAndWritesOnlyTheSpans() {
        let buffer = SoftLayerBuffer()
        let (width, height) = (9, 7)
        let memory = buffer.cleared(tileWidth: width, tileHeight: height)
        let colour: UInt32 = 0x8040_2010  // premultiplied, alpha 0x80
        for row in 0..<buffer.height {
            (memory + row * buffer.stride).assumingMemoryBound(to: UInt32.self).update(repeating: colour, count: buffer.width)
        }
        let stride = width * 4
        let tile = UnsafeMutableRawPointer.allocate(byteCount: height * stride, alignment: 16)
        defer { tile.deallocate() }
        tile.initializeMemory(as: UInt32.self, repeating: 0xDEAD_BEEF, count: width * height)
        let spans = (0..<height).map { $0 == 3 ? 0..<0 : 1..<(width - 1) }
        buffer.upscale(into: tile, stride: stride, spans: spans)
        for row in 0..<height {
            for col in 0..<width {
                let pixel = tile.load(fromByteOffset: row * stride + col * 4, as: UInt32.self)
                #expect(pixel == (spans[row].contains(col) ? colour : 0xDEAD_BEEF), "(\(col), \(row))")
            }
        }
    }
}
