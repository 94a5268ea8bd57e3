import Foundation
import Testing
import TracerTestSupport

/// `render` and `burn` end to end: identity of re-burns, where tracer pixels land, bad paths.
@Suite struct RenderCommandTests {
    private func frameHashes(_ video: URL) throws -> [String] {
        let result = try TracerProcess.run(executable: URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                                           ["-v", "error", "-nostdin", "-i", video.path, "-map", "0:v", "-f", "framemd5", "-"])
        return result.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { String($0.split(separator: ",").last ?? "") }
    }

    private func expectSuccess(_ arguments: [String]) throws {
        let result = try TracerProcess.run(arguments)
        #expect(result.exitCode == 0, "tracer \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    @Test func burningAPathTwiceGivesIdenticalFrames() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SampleClips.truthPath("chip_side", in: folder)
        let clip = SampleClips.clip("chip_side").path
        try expectSuccess(["burn", clip, "--path", path.path, "-o", folder.appendingPathComponent("a.mp4").path])
        try expectSuccess(["burn", clip, "--path", path.path, "-o", folder.appendingPathComponent("b.mp4").path])
        let first = try frameHashes(folder.appendingPathComponent("a.mp4"))
        #expect(first.count == 180)
        #expect(first == (try frameHashes(folder.appendingPathComponent("b.mp4"))))
    }

    /// How a render may run: as it chooses, in one pass whatever detection does (every
    /// frame held until the final path is known), or forced to the second pass.
    enum Passes: String, CaseIterable, Sendable {
        case chosen, one, two

        var environment: [String: String] {
            switch self {
            case .chosen: [:]
            case .one: ["TRACER_RENDER_LEAD": "1000000"]
            case .two: ["TRACER_RENDER_SECOND_PASS": "1"]
            }
        }
    }

    @Test(arguments: [("chip_side", Passes.chosen), ("chip_side", .one), ("chip_side", .two),
                      ("hevc10_dtl", .one), ("hevc10_dtl", .two), ("portrait_rot90", .one)])
    func renderAndBurnFromItsJSONGiveIdenticalFrames(clip name: String, passes: Passes) throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = SampleClips.clip(name).path
        let rendered = folder.appendingPathComponent("rendered.mp4")
        let render = try TracerProcess.run(["render", clip, "-o", rendered.path, "--json", "--preset", "ultrafast",
                                            "--thumbnail", folder.appendingPathComponent("rendered.png").path],
                                           environment: passes.environment)
        #expect(render.exitCode == 0, "\(render.stderr)")
        let summary = try #require(JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any])
        let count = try #require(summary["passes"] as? Int)
        switch passes {
        case .chosen: #expect(count == 1 || count == 2)
        case .one: #expect(count == 1)
        case .two: #expect(count == 2)
        }
        #expect(render.stderr.contains("2 passes") == (count == 2), "\(render.stderr)")
        let json = folder.appendingPathComponent("rendered.json")
        #expect(FileManager.default.fileExists(atPath: json.path))
        let burned = folder.appendingPathComponent("burned.mp4")
        try expectSuccess(["burn", clip, "--path", json.path, "-o", burned.path, "--preset", "ultrafast",
                           "--thumbnail", folder.appendingPathComponent("burned.png").path])
        let expected = try frameHashes(burned)
        #expect(expected.count == (try SampleClips.truth(name)).frameCount)
        #expect(try frameHashes(rendered) == expected)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("rendered.png").path)
                == FileManager.default.contents(atPath: folder.appendingPathComponent("burned.png").path))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "temporary files left: \(left)")
    }

    @Test func tracerPixelsFollowTheTruthAndNothingIsDrawnBeforeLaunch() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truth("chip_side")
        let clip = SampleClips.clip("chip_side").path
        let plain = folder.appendingPathComponent("plain.mp4"), traced = folder.appendingPathComponent("traced.mp4")
        // Lossless, so any difference between the two outputs is tracer ink.
        try expectSuccess(["render", clip, "--no-tracer", "--crf", "0", "-o", plain.path])
        try expectSuccess(["burn", clip, "--path", try SampleClips.truthPath("chip_side", in: folder).path,
                           "--crf", "0", "-o", traced.path])
        let before = try GrayFrames(plain, width: truth.width, height: truth.height)
        let after = try GrayFrames(traced, width: truth.width, height: truth.height)
        #expect(before.frames.count == truth.frameCount && after.frames.count == truth.frameCount)

        let shot = truth.shots[0]
        let launchFrame = shot.frames[0].frame
        for index in 0..<launchFrame {
            #expect(before.frames[index] == after.frames[index], "frame \(index) before launch was drawn on")
        }
        let last = shot.frames.last { $0.visible }!
        let route = shot.frames.filter(\.visible).map { ($0.x * Double(truth.width), $0.y * Double(truth.height)) }
        var inked = 0
        for y in 0..<truth.height {
            for x in 0..<truth.width where abs(Int(after.frames[last.frame][y * truth.width + x])
                                               - Int(before.frames[last.frame][y * truth.width + x])) > 24 {
                inked += 1
                let nearest = route.map { hypot($0.0 - Double(x), $0.1 - Double(y)) }.min()!
                #expect(nearest < 20, "ink at \(x),\(y) is \(nearest) px from the truth path")
            }
        }
        #expect(inked > route.count, "the tracer left too little ink: \(inked) pixels")
    }

    @Test func changingOnlyTheStyleChangesOnlyTracerPixels() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truth("chip_side")
        let clip = SampleClips.clip("chip_side").path
        let path = try SampleClips.truthPath("chip_side", in: folder).path
        let red = folder.appendingPathComponent("red.mp4"), white = folder.appendingPathComponent("white.mp4")
        try expectSuccess(["burn", clip, "--path", path, "--crf", "0", "-o", red.path])
        try expectSuccess(["burn", clip, "--path", path, "--crf", "0", "--style", "minimal", "--color", "white",
                           "-o", white.path])
        let first = try GrayFrames(red, width: truth.width, height: truth.height)
        let second = try GrayFrames(white, width: truth.width, height: truth.height)
        let route = truth.shots[0].frames.filter(\.visible).map { ($0.x * Double(truth.width), $0.y * Double(truth.height)) }
        let last = truth.shots[0].frames.last { $0.visible }!.frame
        var changed = 0
        for y in 0..<truth.height {
            for x in 0..<truth.width where first.frames[last][y * truth.width + x] != second.frames[last][y * truth.width + x] {
                changed += 1
                let nearest = route.map { hypot($0.0 - Double(x), $0.1 - Double(y)) }.min()!
                #expect(nearest < 20, "a pixel \(nearest) px away from the path changed with the style")
            }
        }
        #expect(changed > 0)
    }

    @Test func portraitClipGetsItsTracerOnTheBallInDisplayOrientation() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truth("portrait_rot90")
        let clip = SampleClips.clip("portrait_rot90").path
        let plain = folder.appendingPathComponent("plain.mp4"), traced = folder.appendingPathComponent("traced.mp4")
        try expectSuccess(["render", clip, "--no-tracer", "--crf", "0", "-o", plain.path])
        try expectSuccess(["burn", clip, "--path", try SampleClips.truthPath("portrait_rot90", in: folder).path,
                           "--style", "minimal", "--color", "black", "--crf", "0", "-o", traced.path])
        let before = try GrayFrames(plain, width: truth.width, height: truth.height)
        let after = try GrayFrames(traced, width: truth.width, height: truth.height)
        let frames = truth.shots[0].frames.filter(\.visible)
        for frame in [frames[frames.count / 2], frames.last!] {
            let cx = Int(frame.x * Double(truth.width)), cy = Int(frame.y * Double(truth.height))
            var darkened = 0
            for y in max(0, cy - 4)...min(truth.height - 1, cy + 4) {
                for x in max(0, cx - 4)...min(truth.width - 1, cx + 4) {
                    let i = y * truth.width + x
                    if Int(before.frames[frame.frame][i]) - Int(after.frames[frame.frame][i]) > 30 { darkened += 1 }
                }
            }
            #expect(darkened > 0, "no tracer at the ball (\(cx), \(cy)) at \(frame.t) s")
        }
    }

    @Test func thumbnailShowsTheWholeTracerInDisplayOrientation() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truth("portrait_rot90")
        let picture = folder.appendingPathComponent("thumb.png")
        try expectSuccess(["burn", SampleClips.clip("portrait_rot90").path,
                           "--path", try SampleClips.truthPath("portrait_rot90", in: folder).path,
                           "-o", folder.appendingPathComponent("out.mp4").path, "--thumbnail", picture.path])
        let size = try #require(try PNGHeader.size(picture))
        #expect(size.width == truth.width && size.height == truth.height)
    }

    @Test func tenBitSourceRenders() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("hevc.mp4")
        try expectSuccess(["burn", SampleClips.clip("hevc10_dtl").path,
                           "--path", try SampleClips.truthPath("hevc10_dtl", in: folder).path, "-o", out.path])
        let probe = try TracerProcess.run(["probe", "--json", out.path])
        let json = try #require(JSONSerialization.jsonObject(with: Data(probe.stdout.utf8)) as? [String: Any])
        let video = try #require(json["video"] as? [String: Any])
        #expect(video["codec"] as? String == "h264")
        #expect(video["frameCount"] as? Int == (try SampleClips.truth("hevc10_dtl")).frameCount)
        #expect((json["audio"] as? [Any])?.count == 1)
    }

    @Test(arguments: [
        ("{ not json", "not valid JSON"),
        (#"{"version": 7}"#, "version 7"),
        (#"{"version": 1, "source": {}}"#, "missing"),
    ])
    func badPathJSONFailsAndLeavesNoOutput(json: String, message: String) throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.json")
        try Data(json.utf8).write(to: path)
        let out = folder.appendingPathComponent("out.mp4")
        let result = try TracerProcess.run(["burn", SampleClips.clip("chip_side").path, "--path", path.path, "-o", out.path])
        #expect(result.exitCode == 10)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.json"])
    }

    @Test func pathForAnotherClipIsRefused() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try SampleClips.truthPath("driver_dtl", in: folder)
        let out = folder.appendingPathComponent("out.mp4")
        let result = try TracerProcess.run(["burn", SampleClips.clip("chip_side").path, "--path", path.path, "-o", out.path])
        #expect(result.exitCode == 10)
        #expect(result.stderr.contains("540x960"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func existingOutputIsKeptWithoutOverwrite() throws {
        let folder = try CLIFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.mp4")
        try Data("keep me".utf8).write(to: out)
        let result = try TracerProcess.run(["render", SampleClips.clip("chip_side").path, "--no-tracer", "-o", out.path])
        #expect(result.exitCode == 7)
        #expect(try String(contentsOf: out, encoding: .utf8) == "keep me")
    }
}
