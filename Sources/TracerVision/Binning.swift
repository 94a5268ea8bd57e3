/// Row kernels that average `n × n` blocks of samples into one 8-bit pixel, rounding
/// to nearest (half up), with 10-bit samples first reduced to 8 bits.
///
/// Adjacent samples are read as one wider word and split, which the compiler
/// vectorises (strided byte loads it does not). Rows and the left edge of a block
/// row are even, so the wider reads are aligned; samples are little-endian.
enum Binning {
    /// 2×2 blocks of two rows of bytes.
    static func average2x2(_ top: UnsafePointer<UInt8>, _ bottom: UnsafePointer<UInt8>,
                           into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        let upper = UnsafeRawPointer(top), lower = UnsafeRawPointer(bottom)
        for i in 0..<count {
            let u = upper.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self).littleEndian
            let l = lower.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self).littleEndian
            let total = (u & 0xFF) &+ (u &>> 8) &+ (l & 0xFF) &+ (l &>> 8)
            dst[i] = UInt8(truncatingIfNeeded: (total &+ 2) &>> 2)
        }
    }

    /// 2×2 blocks of two rows of wider samples, each shifted right by `shift` and capped at 255.
    static func average2x2(_ top: UnsafePointer<UInt16>, _ bottom: UnsafePointer<UInt16>,
                           into dst: UnsafeMutablePointer<UInt8>, count: Int, shift: UInt16) {
        let upper = UnsafeRawPointer(top).assumingMemoryBound(to: UInt32.self)
        let lower = UnsafeRawPointer(bottom).assumingMemoryBound(to: UInt32.self)
        let wideShift = UInt32(shift)
        for i in 0..<count {
            let u = UInt32(littleEndian: upper[i]), l = UInt32(littleEndian: lower[i])
            let total = min((u & 0xFFFF) &>> wideShift, 255) &+ min((u &>> 16) &>> wideShift, 255)
                &+ min((l & 0xFFFF) &>> wideShift, 255) &+ min((l &>> 16) &>> wideShift, 255)
            dst[i] = UInt8(truncatingIfNeeded: (total &+ 2) &>> 2)
        }
    }

    /// 4×4 blocks of four rows of bytes.
    static func average4x4(_ row0: UnsafePointer<UInt8>, _ row1: UnsafePointer<UInt8>, _ row2: UnsafePointer<UInt8>,
                           _ row3: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        let r0 = UnsafeRawPointer(row0), r1 = UnsafeRawPointer(row1)
        let r2 = UnsafeRawPointer(row2), r3 = UnsafeRawPointer(row3)
        @inline(__always) func quad(_ row: UnsafeRawPointer, _ i: Int) -> UInt32 {
            let v = row.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self).littleEndian
            return (v & 0xFF) &+ ((v &>> 8) & 0xFF) &+ ((v &>> 16) & 0xFF) &+ (v &>> 24)
        }
        for i in 0..<count {
            let total = quad(r0, i) &+ quad(r1, i) &+ quad(r2, i) &+ quad(r3, i)
            dst[i] = UInt8(truncatingIfNeeded: (total &+ 8) &>> 4)
        }
    }

    static func narrow(_ source: UnsafePointer<UInt16>, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                       shift: UInt16) {
        for i in 0..<count {
            dst[i] = UInt8(truncatingIfNeeded: min(UInt16(littleEndian: source[i]) &>> shift, 255))
        }
    }

    // Any other block size: each row's block sums added into `sums`, then divided once.

    static func addBinned(_ line: UnsafePointer<UInt8>, into sums: UnsafeMutablePointer<UInt16>, count: Int,
                          scale: Int) {
        if scale == 4 {
            let quads = UnsafeRawPointer(line).assumingMemoryBound(to: UInt32.self)
            for i in 0..<count {
                let v = UInt32(littleEndian: quads[i])
                let total = (v & 0xFF) &+ ((v &>> 8) & 0xFF) &+ ((v &>> 16) & 0xFF) &+ (v &>> 24)
                sums[i] &+= UInt16(truncatingIfNeeded: total)
            }
            return
        }
        for i in 0..<count {
            var total: UInt16 = 0
            for k in 0..<scale { total &+= UInt16(line[scale * i + k]) }
            sums[i] &+= total
        }
    }

    static func addBinned(_ line: UnsafePointer<UInt16>, into sums: UnsafeMutablePointer<UInt16>, count: Int,
                          scale: Int, shift: UInt16) {
        for i in 0..<count {
            var total: UInt16 = 0
            for k in 0..<scale { total &+= min(UInt16(littleEndian: line[scale * i + k]) &>> shift, 255) }
            sums[i] &+= total
        }
    }

    static func divide(_ sums: UnsafePointer<UInt16>, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                       area: UInt16) {
        let half = area / 2
        for i in 0..<count { dst[i] = UInt8(truncatingIfNeeded: (sums[i] &+ half) / area) }
    }
}
