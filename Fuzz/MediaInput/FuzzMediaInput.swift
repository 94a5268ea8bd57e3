import Foundation

// libFuzzer target over the input side of TracerMedia: probe, demux and decode
// arbitrary bytes, touch every plane of every frame as the renderer would,
// and re-encode the first frames. Compiled together with
// Sources/TracerMedia/*.swift by scripts/fuzz; not part of the package.

/// The file each input is written to (tmpfs when there is one): FFmpeg reads
/// clips by path, exactly as `tracer` does.
private let scratch: URL = {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return URL(fileURLWithPath: folder).appendingPathComponent("tracer-fuzz-\(getpid())-input.mp4")
}()

private let output: URL = scratch.deletingLastPathComponent()
    .appendingPathComponent("tracer-fuzz-\(getpid())-output.mp4")

/// Frames decoded per input, and how many of them are re-encoded.
private let frameBudget = 48
private let encodeBudget = 4

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMediaInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FFmpegLog.setLevel(.quiet)  // FFmpeg's log would drown libFuzzer's.
    guard (try? Data(bytes: data, count: size).write(to: scratch)) != nil else { return 0 }
    defer {
        try? FileManager.default.removeItem(at: scratch)
        try? FileManager.default.removeItem(at: output)
    }
    _ = try? MediaProbe.probe(url: scratch, countFrames: true)
    guard let reader = try? VideoReader(url: scratch) else { return 0 }
    precondition(MediaLimits.accepts(width: reader.info.video.codedWidth, height: reader.info.video.codedHeight))
    let writer = try? VideoWriter(
        destination: output, source: reader.writerSource, settings: EncoderSettings(preset: "ultrafast"), overwrite: true)
    var frames = 0
    while frames < frameBudget, var frame = (try? reader.nextFrame()) ?? nil {
        frames += 1
        precondition(MediaLimits.accepts(width: frame.width, height: frame.height))
        _ = frame.withLumaPlane(checksum)
        if frame.isPlanarYUV {
            frame.withMutablePlanes(scribble)
        }
        if frames <= encodeBudget, let writer {
            try? writer.write(frame)
        }
    }
    try? writer?.finish()
    return 0
}

/// Reads every luma sample (ASan checks the plane geometry the view claims).
private func checksum(_ luma: LumaView) -> Int {
    let bytesPerSample = luma.bitDepth > 8 ? 2 : 1
    var sum = 0
    for row in 0..<luma.height {
        let line = luma.base + row * luma.bytesPerRow
        for offset in stride(from: 0, to: luma.width * bytesPerSample, by: bytesPerSample) {
            sum &+= Int(line.load(fromByteOffset: offset, as: UInt8.self))
        }
    }
    return sum
}

/// Writes the last sample of every row of every plane, as an overlay would.
private func scribble(_ planes: MutablePlanes) {
    let bytesPerSample = planes.bitDepth > 8 ? 2 : 1
    let layout = [
        (planes.y, planes.yBytesPerRow, planes.width, planes.height),
        (planes.u, planes.uBytesPerRow, planes.chromaWidth, planes.chromaHeight),
        (planes.v, planes.vBytesPerRow, planes.chromaWidth, planes.chromaHeight),
    ]
    for (base, bytesPerRow, width, height) in layout where width > 0 {
        for row in 0..<height {
            let last = base + row * bytesPerRow + (width - 1) * bytesPerSample
            last.initializeMemory(as: UInt8.self, repeating: 0x80, count: bytesPerSample)
        }
    }
}
