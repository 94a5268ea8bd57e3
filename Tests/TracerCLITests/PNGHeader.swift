import Foundation

/// Reads a PNG's size from its header.
enum PNGHeader {
    /// Width and height, nil when the bytes are not a PNG.
    static func size(_ url: URL) throws -> (width: Int, height: Int)? {
        let data = try Data(contentsOf: url)
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
