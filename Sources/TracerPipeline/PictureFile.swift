import Foundation
import TracerMedia
import TracerRender

/// Writes a decoded frame, with optional overlays drawn on top, as a PNG.
enum PictureFile {
    static func write(_ image: DisplayImage, overlays: [any Overlay] = [], to url: URL) throws(TracerError) {
        do {
            let surface = try ImageSurface(width: image.width, height: image.height)
            surface.withUnsafeMutablePixels { pixels, stride in
                image.pixels.withUnsafeBytes { source in
                    for row in 0..<image.height {
                        let from = source.baseAddress! + row * image.bytesPerRow
                        let to = pixels.baseAddress! + row * stride
                        to.copyMemory(from: from, byteCount: image.bytesPerRow)
                        // Opaque: the converter leaves alpha undefined for YUV sources.
                        let line = to.assumingMemoryBound(to: UInt32.self)
                        for x in 0..<image.width { line[x] |= 0xFF00_0000 }
                    }
                }
            }
            if !overlays.isEmpty { try surface.annotate(with: overlays) }
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
            try surface.writePNG(to: temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw TracerError("cannot write \(url.path): \(String(cString: strerror(errno)))",
                                  exitCode: OutputFile.notWritableCode)
            }
        } catch let error as TracerError {
            throw error
        } catch {
            throw TracerError("cannot write picture \(url.path): \(error)", exitCode: OutputFile.notWritableCode)
        }
    }
}
