import Foundation
@testable import TracerVision

/// A deterministic random source (SplitMix64).
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A disc to draw in one frame, coded pixels.
struct Disc {
    var x: Double
    var y: Double
    var r: Double
    /// Added to the background at full coverage, 8-bit levels.
    var contrast: Double
}

/// Renders noisy frames with anti-aliased discs, in coded orientation.
struct SyntheticScene {
    let width: Int
    let height: Int
    var background: Double = 90
    var noiseSigma: Double = 2
    private let noise: [Float]

    init(width: Int, height: Int, background: Double = 90, noiseSigma: Double = 2, seed: UInt64 = 7) {
        self.width = width
        self.height = height
        self.background = background
        self.noiseSigma = noiseSigma
        var rng = SeededRandom(seed: seed)
        noise = (0..<65_536).map { _ in
            let u1 = max(1e-12, Double.random(in: 0..<1, using: &rng)), u2 = Double.random(in: 0..<1, using: &rng)
            return Float((-2 * log(u1)).squareRoot() * cos(2 * .pi * u2))
        }
    }

    /// Frame `index` with the given discs, as 8-bit samples. With `texture`, the
    /// background is a pattern moved by `shift` (camera shake); the discs are drawn
    /// where they are given (already in the shaken frame).
    /// `blocks` adds a per-frame random level to every 8×8 block (codec blocking).
    func render(index: Int, discs: [Disc], texture: Bool = false, shift: (x: Double, y: Double) = (0, 0),
                blocks: Double = 0) -> [UInt8] {
        var image = [Float](repeating: 0, count: width * height)
        image.withUnsafeMutableBufferPointer { p in
            let salt = UInt32(truncatingIfNeeded: index &* 0x85EB_CA77)
            let scale = Float(noiseSigma)
            noise.withUnsafeBufferPointer { n in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * width + x
                        var h = UInt32(truncatingIfNeeded: i) &* 0x9E37_79B1 ^ salt
                        h ^= h >> 15
                        h = h &* 0x2C1B_3C6D
                        h ^= h >> 12
                        // A gentle gradient so the background is not flat.
                        var value = Float(background) + Float(x) * 20 / Float(width) + n[Int(h & 0xFFFF)] * scale
                        if texture {
                            let u = Double(x) + 0.5 - shift.x, v = Double(y) + 0.5 - shift.y
                            value += Float(18 * sin(u * 0.11) * cos(v * 0.07) + 12 * sin(u * 0.13) + 10 * cos(v * 0.09)
                                           + (v > 150 ? 15 : 0))
                        }
                        if blocks > 0 {
                            let block = UInt32(truncatingIfNeeded: (y / 8) * 1000 + x / 8) &* 0x27D4_EB2D ^ salt
                            value += n[Int((block ^ (block >> 13)) & 0xFFFF)] * Float(blocks)
                        }
                        p[i] = value
                    }
                }
            }
            for d in discs {
                let x0 = max(0, Int(d.x - d.r - 2)), x1 = min(width - 1, Int(d.x + d.r + 2))
                let y0 = max(0, Int(d.y - d.r - 2)), y1 = min(height - 1, Int(d.y + d.r + 2))
                guard x0 <= x1, y0 <= y1 else { continue }
                for y in y0...y1 {
                    for x in x0...x1 {
                        let dist = hypot(Double(x) + 0.5 - d.x, Double(y) + 0.5 - d.y)
                        let coverage = max(0, min(1, d.r + 0.5 - dist))
                        p[y * width + x] += Float(coverage * d.contrast)
                    }
                }
            }
        }
        return image.map { UInt8(max(0, min(255, $0.rounded()))) }
    }

    /// Runs `body` with a `LumaPlane` over 8-bit pixels, or over 10-bit little-endian samples.
    static func withPlane<R>(_ pixels: [UInt8], width: Int, height: Int, tenBit: Bool = false,
                             _ body: (LumaPlane) -> R) -> R {
        if tenBit {
            let wide = pixels.map { UInt16($0) << 2 | 1 }
            return wide.withUnsafeBytes {
                body(LumaPlane(base: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 2, bitDepth: 10))
            }
        }
        return pixels.withUnsafeBytes {
            body(LumaPlane(base: $0.baseAddress!, width: width, height: height, bytesPerRow: width, bitDepth: 8))
        }
    }
}

/// A ball thrown on a parabola in display pixels (y down), plus helpers to run a session over it.
struct Throw {
    var start: Double
    var x0: Double
    var y0: Double
    var vx: Double
    var vy: Double
    var g: Double
    var r: Double
    var contrast: Double
    var duration: Double

    func position(at t: Double) -> PixelPoint? {
        let u = t - start
        guard u >= -1e-9, u <= duration + 1e-9 else { return nil }
        return PixelPoint(x: x0 + vx * u, y: y0 + vy * u + 0.5 * g * u * u)
    }
}

/// Renders the throws (display coordinates mapped into coded pixels) and runs a session.
func runSession(request: TrajectoryRequest, geometry: FrameGeometry, balls: [Throw], frames: Int, fps: Double = 60,
                noise: Double = 2, tenBit: Bool = false, clutter: Int = 0,
                shake: (Int) -> (x: Double, y: Double)? = { _ in nil },
                exposure: Double = 0, blocks: Double = 0,
                radius: ((Throw, Double) -> Double)? = nil,
                extra: (Int) -> [Disc] = { _ in [] },
                recordsTracks: Bool = false,
                perFrame: (TrajectorySession, FrameDiagnostics?) -> Void = { _, _ in })
    -> [TrajectoryObservation] {
    let scene = SyntheticScene(width: geometry.codedWidth, height: geometry.codedHeight, noiseSigma: noise)
    let session = TrajectorySession(request: request, geometry: geometry)
    session.recordsTracks = recordsTracks
    var rng = SeededRandom(seed: 99)
    for i in 0..<frames {
        let t = Double(i) / fps
        let shift = shake(i)
        var discs: [Disc] = balls.compactMap { th -> [Disc]? in
            // A radius of 0 hides the ball.
            let r = radius?(th, t) ?? th.r
            guard r > 0, let p = th.position(at: t) else { return nil }
            let c = geometry.codedPixel(fromDisplay: PixelPoint(x: p.x + (shift?.x ?? 0), y: p.y + (shift?.y ?? 0)))
            return [Disc(x: c.x, y: c.y, r: r, contrast: th.contrast)]
        }.flatMap { $0 }
        if exposure > 0 {
            // Motion blur: the ball smeared over the exposure, centred on the frame time.
            discs = balls.flatMap { th -> [Disc] in
                let r = radius?(th, t) ?? th.r
                guard r > 0, th.position(at: t) != nil else { return [] }
                return (0..<7).compactMap { k in
                    let tk = t + exposure * (Double(k) / 6 - 0.5)
                    let u = tk - th.start
                    let p = PixelPoint(x: th.x0 + th.vx * u, y: th.y0 + th.vy * u + 0.5 * th.g * u * u)
                    let c = geometry.codedPixel(fromDisplay: PixelPoint(x: p.x + (shift?.x ?? 0), y: p.y + (shift?.y ?? 0)))
                    return Disc(x: c.x, y: c.y, r: r, contrast: th.contrast / 7)
                }
            }
        }
        for _ in 0..<clutter {
            discs.append(Disc(x: Double.random(in: 0..<Double(geometry.codedWidth), using: &rng),
                              y: Double.random(in: 0..<Double(geometry.codedHeight), using: &rng),
                              r: Double.random(in: 1...3, using: &rng),
                              contrast: Double.random(in: -60...60, using: &rng)))
        }
        discs += extra(i)
        let pixels = scene.render(index: i, discs: discs, texture: shift != nil, shift: shift ?? (0, 0), blocks: blocks)
        let diagnostics = SyntheticScene.withPlane(pixels, width: geometry.codedWidth, height: geometry.codedHeight,
                                                   tenBit: tenBit) { session.process(luma: $0, time: t) }
        perFrame(session, diagnostics)
    }
    return session.finish()
}
