import Foundation

// A decode → encode loop for scripts/leakcheck: every wrapper (format and
// codec contexts, frames, packets, the scaler, the temporary output) is
// created and dropped once per iteration, on success and on each failure
// path (odd size, missing folder, not media, disk full). Compiled together
// with Sources/TracerMedia/*.swift; not part of the package.
//
//     leakloop <clip> <odd-size clip> <output folder> <iterations>

@main
struct LeakLoop {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 5, let iterations = Int(arguments[4]) else {
            FileHandle.standardError.write(Data("usage: leakloop <clip> <odd-size clip> <output folder> <iterations>\n".utf8))
            exit(64)
        }
        FFmpegLog.setLevel(.quiet)
        let clip = URL(fileURLWithPath: arguments[1])
        let odd = URL(fileURLWithPath: arguments[2])
        let folder = URL(fileURLWithPath: arguments[3])
        var failures: [String] = []
        for iteration in 0..<iterations {
            let output = folder.appendingPathComponent("out-\(iteration).mp4")
            do {
                let frames = try roundTrip(clip, to: output, stopAfter: nil)
                try FileManager.default.removeItem(at: output)
                if iteration == 0 { print("round trip: \(frames) frames") }
            } catch {
                failures.append("round trip: \(error)")
            }
            // A writer dropped halfway, with a frame still referenced by the encoder.
            _ = try? roundTrip(clip, to: output, stopAfter: 3)
            // Failures after opening: odd size for the encoder, missing folder, not media.
            expectFailure(try roundTrip(odd, to: output, stopAfter: nil), "odd size", &failures)
            expectFailure(
                try roundTrip(clip, to: folder.appendingPathComponent("missing/out.mp4"), stopAfter: nil),
                "missing folder", &failures)
            expectFailure(try roundTrip(URL(fileURLWithPath: arguments[0]), to: output, stopAfter: nil), "not media", &failures)
            // A full disk: the temporary file is a link to /dev/full, where writes fail with ENOSPC.
            let full = folder.appendingPathComponent("full.mp4")
            let temporary = folder.appendingPathComponent(".full.tmp-\(ProcessInfo.processInfo.processIdentifier).mp4")
            if (try? FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: "/dev/full")) != nil {
                expectFailure(try roundTrip(clip, to: full, stopAfter: nil), "disk full", &failures)
            }
            _ = try? MediaProbe.probe(url: clip, countFrames: true)
        }
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        print("iterations: \(iterations), failures: \(failures.count), files left: \(leftovers.count)")
        failures.prefix(5).forEach { print("  \($0)") }
        exit(failures.isEmpty && leftovers.isEmpty ? 0 : 1)
    }

    /// Reads every frame (or the first `stopAfter`) and writes it, planes scribbled on.
    static func roundTrip(_ input: URL, to output: URL, stopAfter: Int?) throws(MediaError) -> Int {
        let reader = try VideoReader(url: input)
        let writer = try VideoWriter(destination: output, source: reader.writerSource, overwrite: true)
        var count = 0
        while var frame = try reader.nextFrame() {
            frame.withMutablePlanes { $0.y.storeBytes(of: 255, as: UInt8.self) }
            try writer.write(frame)
            count += 1
            if let stopAfter, count == stopAfter { return count }
        }
        try writer.finish()
        return count
    }

    static func expectFailure(_ body: @autoclosure () throws(MediaError) -> Int, _ name: String, _ failures: inout [String]) {
        do {
            _ = try body()
            failures.append("\(name): succeeded")
        } catch {}
    }
}
