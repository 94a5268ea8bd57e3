import Foundation
import Testing
import TracerTestSupport

/// `debug --dump` end to end: one picture and one JSON line per frame in range, path.json, bad ranges.
@Suite struct DebugCommandTests {
    private func pictures(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }.sorted()
    }

    private func jsonLines(_ url: URL) throws -> [[String: Any]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test func dumpWritesOnePictureAndOneJSONLinePerFrameInRange() throws {
        let scratch = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("dump/nested")
        let truth = try SampleClips.truth("chip_side")
        let result = try TracerProcess.run(["debug", SampleClips.clip("chip_side").path, "--dump", folder.path,
                                            "--from", "1.0", "--to", "1.25"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote 16 frames"), "\(result.stdout)")

        // Frames with t in [1.0, 1.25] at the clip's rate: 60 ... 75 at 60 fps.
        let expected = (0..<truth.frameCount).filter {
            let t = Double($0) / truth.frameRate
            return t >= 1.0 - 1e-6 && t <= 1.25 + 1e-6
        }
        #expect(expected.count == 16)
        #expect(try pictures(in: folder) == expected.map { String(format: "frame-%06d.png", $0) })
        for name in try pictures(in: folder) {
            let size = try PNGHeader.size(folder.appendingPathComponent(name))
            #expect(size?.width == truth.width && size?.height == truth.height, "\(name) is not a \(truth.width)x\(truth.height) PNG")
        }

        let lines = try jsonLines(folder.appendingPathComponent("detections.jsonl"))
        #expect(lines.count == expected.count)
        #expect(lines.compactMap { $0["frame"] as? Int } == expected)
        for (line, index) in zip(lines, expected) {
            let t = try #require(line["t"] as? Double)
            #expect(abs(t - Double(index) / truth.frameRate) < 1e-3)
            #expect(line["analysed"] as? Bool == true, "frame \(index) was not analysed: \(line["note"] ?? "")")
            #expect(line["rejected"] is [Any] && line["events"] is [Any] && line["gates"] is [Any])
            #expect(line["noiseSigma"] is Double && line["threshold"] is Int)
            let candidates = try #require(line["candidates"] as? [[String: Any]])
            for candidate in candidates {
                for key in ["x", "y", "r", "score"] {
                    let value = try #require(candidate[key] as? Double, "candidate without \(key) in frame \(index)")
                    #expect(value >= -0.01 && value <= 1.01, "\(key) \(value) is not normalised")
                }
                let status = candidate["status"] as? String
                #expect(status == "accepted" || status == "rejected")
                // Present even when there is none: null.
                #expect(candidate.keys.contains("trajectory") && candidate.keys.contains("reason"))
                if status == "rejected" { #expect(candidate["trajectory"] is NSNull) }
            }
            // The tracks being linked, each naming the candidate it took this frame (or null).
            let tracks = try #require(line["tracks"] as? [[String: Any]], "frame \(index) lists no tracks")
            for track in tracks {
                #expect(track["uuid"] is String && track["points"] is Int && track["misses"] is Int)
                #expect(track["state"] as? String == "confirmed" || track["state"] as? String == "tentative")
                if let taken = track["candidate"] as? Int {
                    #expect(taken >= 0 && taken < candidates.count, "frame \(index): candidate \(taken) out of range")
                } else {
                    #expect(track["candidate"] is NSNull)
                }
            }
        }
        // In flight the ball's candidate is on a track that says so.
        let named = lines.flatMap { line in
            (line["tracks"] as? [[String: Any]] ?? []).compactMap { $0["candidate"] as? Int }
        }
        #expect(!named.isEmpty)
        // Past launch (0.74 s) the ball is in flight: something must be on a track.
        let onTracks = lines.flatMap { $0["candidates"] as? [[String: Any]] ?? [] }.filter { $0["trajectory"] is String }
        #expect(!onTracks.isEmpty)

        let path = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("path.json")))
        #expect((path as? [String: Any])?["trajectories"] is [Any])
    }

    @Test func portraitPicturesAreInDisplayOrientationAndOldPicturesAreReplaced() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stale = folder.appendingPathComponent("frame-000001.png"), notes = folder.appendingPathComponent("notes.txt")
        try Data("old".utf8).write(to: stale)
        try Data("keep".utf8).write(to: notes)
        let result = try TracerProcess.run(["debug", SampleClips.clip("portrait_rot90").path, "--dump", folder.path,
                                            "--from", "1.01", "--to", "1.09"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try pictures(in: folder) == ["frame-000031.png", "frame-000032.png"])
        let size = try PNGHeader.size(folder.appendingPathComponent("frame-000031.png"))
        #expect(size?.width == 540 && size?.height == 960)
        #expect(FileManager.default.fileExists(atPath: notes.path))
        #expect(try jsonLines(folder.appendingPathComponent("detections.jsonl")).count == 2)
    }

    /// `--no-pictures` writes the same JSON lines and path as a dump with pictures, and no picture.
    @Test func noPicturesWritesTheSameLinesAndPathWithoutPictures() throws {
        let scratch = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let full = scratch.appendingPathComponent("full"), lean = scratch.appendingPathComponent("lean")
        let clip = SampleClips.clip("chip_side").path
        let range = ["--from", "0.9", "--to", "1.1"]
        #expect(try TracerProcess.run(["debug", clip, "--dump", full.path] + range).exitCode == 0)
        let result = try TracerProcess.run(["debug", clip, "--dump", lean.path, "--no-pictures"] + range)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("frame-*.png"), "\(result.stdout)")
        #expect(try pictures(in: lean).isEmpty)
        #expect(try pictures(in: full).count == 13)
        // Each run names its tracks with new uuids; all else is the same.
        func facts(_ folder: URL, _ file: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}",
                                      with: "uuid", options: .regularExpression)
        }
        for file in ["detections.jsonl", "path.json"] {
            let same = try facts(full, file) == facts(lean, file)
            #expect(same, "\(file) differs without pictures")
        }
    }

    /// A coded width that is not a multiple of the converter's vector size (540) once overran the picture buffer.
    @Test(arguments: ["driver_dtl", "hevc10_dtl"])
    func narrowCodedFramesDumpWholePictures(name: String) throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TracerProcess.run(["debug", SampleClips.clip(name).path, "--dump", folder.path,
                                            "--from", "1.0", "--to", "1.1"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try pictures(in: folder).count == 7)
        let size = try PNGHeader.size(folder.appendingPathComponent("frame-000060.png"))
        #expect(size?.width == 540 && size?.height == 960)
    }

    @Test(arguments: [
        (["--from", "1.25", "--to", "1.0"], "--from 1.25 is after --to 1.0"),
        (["--from=-1"], "--from -1.0 must be a time"),
        (["--to", "nan"], "--to"),
        (["--from", "10"], "past the end"),
    ])
    func badRangeFailsWithUsageExitCode(_ range: [String], message: String) throws {
        let scratch = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("dump")
        let result = try TracerProcess.run(["debug", SampleClips.clip("chip_side").path, "--dump", folder.path] + range)
        #expect(result.exitCode == 64, "\(range): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(range): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "a failed range check should create nothing")
    }

    /// The practice swing's club and hands make a short flight that path.json leaves out: the
    /// dump says so, and why (no ball seen leaving its spot).
    @Test func aFlightLeftOutOfThePathIsNamedWithWhy() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = SampleClips.clip("practice_swing").path
        let text = try TracerProcess.run(["debug", clip, "--dump", folder.path, "--to", "0.05"])
        #expect(text.exitCode == 0, "\(text.stderr)")
        #expect(text.stdout.contains("left out of path.json: flight "), "\(text.stdout)")
        #expect(text.stdout.contains("no ball seen leaving its spot"), "\(text.stdout)")

        let json = try TracerProcess.run(["debug", clip, "--dump", folder.path, "--to", "0.05", "--json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(summary["trajectories"] as? Int == 0)
        let leftOut = try #require(summary["leftOut"] as? [[String: Any]])
        #expect(!leftOut.isEmpty && leftOut.allSatisfy { ($0["reason"] as? String)?.isEmpty == false && $0["uuid"] is String })
    }

    @Test func dumpIntoAFileFails() throws {
        let scratch = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("taken")
        try Data().write(to: file)
        let result = try TracerProcess.run(["debug", SampleClips.clip("chip_side").path, "--dump", file.path, "--to", "0.1"])
        #expect(result.exitCode == 8, "\(result.stderr)")
        #expect(result.stderr.contains("is a file; give a folder"), "\(result.stderr)")
    }
}
