/// What the tracer looks like at one time, as a renderer computed it: the sampled
/// curves in display pixels.
///
/// Everything a renderer writes into a frame follows from this value and the
/// renderer's fixed inputs (style, display size, rotation) and the frame's format,
/// so two equal drawings from renderers of the same style and size put the same
/// bytes into the same frame. `fingerprint` is a 64-bit digest of the exact
/// coordinates, for keeping a record of many drawings cheaply.
public struct TracerDrawing: Equatable, Sendable {
    let geometry: TracerGeometry
    /// The box holding every sample, display pixels.
    let low: SIMD2<Double>
    let high: SIMD2<Double>
    /// A digest of every coordinate's bits: equal drawings have equal fingerprints,
    /// and different ones differ except with negligible probability.
    public let fingerprint: UInt64

    /// `nil` when the geometry has no sample (nothing is drawn).
    init?(geometry: TracerGeometry) {
        guard let bounds = geometry.bounds else { return nil }
        self.geometry = geometry
        low = bounds.min
        high = bounds.max
        fingerprint = geometry.fingerprint
    }

    public static func == (a: TracerDrawing, b: TracerDrawing) -> Bool { a.geometry == b.geometry }
}

extension TracerGeometry {
    /// A digest of every coordinate's bit pattern, run break and flag, in order.
    var fingerprint: UInt64 {
        var digest = Digest64()
        digest.add(UInt64(trails.count))
        for trail in trails {
            digest.add(UInt64(trail.runs.count))
            for run in trail.runs {
                digest.add(UInt64(run.points.count) << 1 | (run.extrapolated ? 1 : 0))
                for point in run.points { digest.add(point) }
            }
            if let head = trail.head {
                digest.add(1)
                digest.add(head)
            } else {
                digest.add(0)
            }
            if let fade = trail.fade {
                digest.add(1)
                digest.add(fade.from)
                digest.add(fade.to)
            } else {
                digest.add(0)
            }
        }
        return digest.value
    }
}

/// A fast, well-mixed 64-bit digest of a stream of words (xxHash64's round and
/// final avalanche). Not cryptographic: it guards against accidents, not attacks.
struct Digest64 {
    private var state: UInt64 = 0x27D4_EB2F_1656_67C5
    private var length: UInt64 = 0

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    mutating func add(_ word: UInt64) {
        var lane = word &* Self.prime2
        lane = (lane << 31) | (lane >> 33)
        lane = lane &* Self.prime1
        state ^= lane
        state = ((state << 27) | (state >> 37)) &* Self.prime1 &+ Self.prime3
        length &+= 1
    }

    /// Adds both coordinates; -0 counts as 0, as it does for equality.
    mutating func add(_ point: SIMD2<Double>) {
        add((point.x + 0).bitPattern)
        add((point.y + 0).bitPattern)
    }

    var value: UInt64 {
        var h = state ^ length
        h ^= h >> 33
        h = h &* Self.prime2
        h ^= h >> 29
        h = h &* Self.prime3
        h ^= h >> 32
        return h
    }
}
