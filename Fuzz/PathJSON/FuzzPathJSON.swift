import Foundation

// libFuzzer target over the path JSON: decode arbitrary bytes as a
// `TracerPath`; whatever decodes must encode and decode back to an equal
// value (a stored path reads back identically). Compiled together with
// Sources/TracerVision/*.swift by scripts/fuzz; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let path = try? JSONDecoder().decode(TracerPath.self, from: bytes) else { return 0 }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let encoded: Data
    do {
        encoded = try encoder.encode(path)
    } catch {
        // Only non-finite numbers cannot be encoded, and JSON cannot spell them.
        preconditionFailure("a decoded path does not encode: \(error)")
    }
    let again: TracerPath
    do {
        again = try JSONDecoder().decode(TracerPath.self, from: encoded)
    } catch {
        preconditionFailure("an encoded path does not decode: \(error)\n\(String(decoding: encoded, as: UTF8.self))")
    }
    precondition(again == path, "the path changed on a round trip:\n\(String(decoding: encoded, as: UTF8.self))")
    return 0
}
