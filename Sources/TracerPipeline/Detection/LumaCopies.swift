import TracerMedia
import TracerVision

/// Copies of the luma planes of the first frames of a clip, kept while the
/// alignment step looks for the ball at rest, so detection can analyse those
/// frames afterwards without decoding them again. Bounded: once `limitBytes`
/// would be passed it stops keeping frames and says so.
struct LumaCopies {
    struct Copy {
        var time: Double
        var width: Int
        var height: Int
        var bytesPerRow: Int
        var bitDepth: Int
        var bytes: [UInt8]
    }

    let limitBytes: Int
    private(set) var copies: [Copy] = []
    private(set) var overflowed = false
    private var bytesKept = 0

    init(limitBytes: Int) {
        self.limitBytes = limitBytes
    }

    /// Keeps a copy of `luma`, unless the limit is reached (then keeps nothing more).
    mutating func keep(_ luma: LumaView, time: Double) {
        guard !overflowed else { return }
        let rowBytes = luma.width * (luma.bitDepth > 8 ? 2 : 1)
        guard bytesKept + rowBytes * luma.height <= limitBytes else {
            overflowed = true
            copies = []
            return
        }
        var bytes = [UInt8](repeating: 0, count: rowBytes * luma.height)
        bytes.withUnsafeMutableBytes { target in
            for row in 0..<luma.height {
                (target.baseAddress! + row * rowBytes).copyMemory(from: luma.base + row * luma.bytesPerRow, byteCount: rowBytes)
            }
        }
        bytesKept += bytes.count
        copies.append(Copy(time: time, width: luma.width, height: luma.height, bytesPerRow: rowBytes,
                           bitDepth: luma.bitDepth, bytes: bytes))
    }
}

extension LumaCopies.Copy {
    func withPlane<R>(_ body: (LumaPlane) -> R) -> R {
        bytes.withUnsafeBytes { raw in
            body(LumaPlane(base: raw.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow,
                           bitDepth: bitDepth))
        }
    }
}

extension LumaPlane {
    /// Borrows a decoded frame's luma plane.
    init(_ view: LumaView) {
        self.init(base: view.base, width: view.width, height: view.height, bytesPerRow: view.bytesPerRow,
                  bitDepth: view.bitDepth)
    }
}
