/// How one plane sample is stored: 8-bit, or 16-bit little-endian.
protocol PlaneSample {
    static func load(_ row: UnsafeMutableRawPointer, _ x: Int) -> Double
    static func store(_ value: Int, _ row: UnsafeMutableRawPointer, _ x: Int)
}

enum Sample8: PlaneSample {
    @inline(__always) static func load(_ row: UnsafeMutableRawPointer, _ x: Int) -> Double {
        Double(row.load(fromByteOffset: x, as: UInt8.self))
    }

    @inline(__always) static func store(_ value: Int, _ row: UnsafeMutableRawPointer, _ x: Int) {
        row.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: x, as: UInt8.self)
    }
}

enum Sample16LE: PlaneSample {
    @inline(__always) static func load(_ row: UnsafeMutableRawPointer, _ x: Int) -> Double {
        Double(UInt16(littleEndian: row.loadUnaligned(fromByteOffset: 2 * x, as: UInt16.self)))
    }

    @inline(__always) static func store(_ value: Int, _ row: UnsafeMutableRawPointer, _ x: Int) {
        row.storeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, toByteOffset: 2 * x, as: UInt16.self)
    }
}
