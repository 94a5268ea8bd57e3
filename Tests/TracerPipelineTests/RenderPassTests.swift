import Foundation
import Testing
import TracerMedia
@testable import TracerPipeline
import TracerRender
import TracerTestSupport
import TracerVision

/// `render`'s single pass against a scripted detection: frames drawn from a path
/// that is still growing must give exactly the frames a burn of the final path
/// gives, and any difference must send the render to the second pass.
@Suite struct RenderPassTests {
    let clip = SampleClips.clip("chip_side")
    let encoding = EncodingSettings(preset: "ultrafast", crf: 23, threads: 1)

    init() { Logging.quietFFmpeg() }

    /// A fresh, empty folder for one test's outputs; the caller removes it.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-pass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func pass(_ detection: ScriptedDetection, into folder: URL, thumbnail: Bool = false) -> RenderPass {
        RenderPass(input: clip, output: folder.appendingPathComponent("pass.mp4"), overwrite: true,
                   detection: DetectionSettings(roi: [0, 0, 1, 1]), style: .broadcast, encoding: encoding,
                   thumbnail: thumbnail ? folder.appendingPathComponent("pass.png") : nil,
                   pathName: folder.appendingPathComponent("pass.json").path,
                   makeDetection: { _ in detection }, maximumLead: 8)
    }

    private func burn(_ path: TracerPath, into folder: URL, thumbnail: Bool = false) throws -> URL {
        let output = folder.appendingPathComponent("burn.mp4")
        _ = try TracerBurner(path: path, style: .broadcast,
                             thumbnail: thumbnail ? folder.appendingPathComponent("burn.png") : nil)
            .burn(input: clip, output: output, overwrite: true, encoding: encoding, progress: nil, warning: { _ in })
        return output
    }

    private func shifted(_ path: TracerPath, before time: Double, by dx: Double) -> TracerPath {
        var result = path
        for i in result.trajectories.indices {
            for j in result.trajectories[i].points.indices where result.trajectories[i].points[j].t < time {
                result.trajectories[i].points[j].x += dx
            }
        }
        return result
    }

    @Test func aDetectionThatSettlesRendersInOnePassExactlyAsBurn() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truthPath("chip_side")
        let detection = ScriptedDetection(final: truth, lag: 4.0 / 60)
        guard case .written(let path, let frames) = try pass(detection, into: folder, thumbnail: true)
            .run(progress: nil, warning: { _ in }) else {
            Issue.record("the pass asked for a second pass")
            return
        }
        #expect(frames == 180)
        #expect(detection.partialPathsGiven > 50, "frames were not drawn from a growing path")
        let burned = try burn(path, into: folder, thumbnail: true)
        let rendered = folder.appendingPathComponent("pass.mp4")
        let expected = try FrameDigests.of(burned)
        #expect(expected.count == 180)
        #expect(try FrameDigests.of(rendered) == expected)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("pass.png").path)
                == FileManager.default.contents(atPath: folder.appendingPathComponent("burn.png").path))
    }

    @Test func aChangeToFramesAlreadyWrittenStopsThePassEarly() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truthPath("chip_side")
        // Until 1.5 s the detection shows the flight's start 0.01 further right.
        let detection = ScriptedDetection(final: truth, lag: 4.0 / 60) { now in
            now < 1.5 ? shifted(truth, before: 1.0, by: 0.01) : truth
        }
        let outcome = try pass(detection, into: folder).run(progress: nil, warning: { _ in })
        guard case .redraw(let path, let reason) = outcome else {
            Issue.record("frames drawn from a path that changed were kept")
            return
        }
        #expect(path.trajectories.map(\.points) == truth.trajectories.map(\.points))
        #expect(reason.contains("changed"))
        // Detection went on to the end after the stop, every frame once, in order.
        #expect(detection.framesAdded == 180 && detection.alwaysInOrder)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pass.mp4").path))
    }

    @Test func aFinalPathThatDrawsOtherwiseNeedsTheSecondPass() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = try SampleClips.truthPath("chip_side")
        // What was shown never changes, but the final path moves the flight's start.
        let shown = shifted(truth, before: 1.0, by: 0.01)
        let detection = ScriptedDetection(final: truth, lag: 4.0 / 60) { _ in shown }
        guard case .redraw(_, let reason) = try pass(detection, into: folder).run(progress: nil, warning: { _ in }) else {
            Issue.record("frames that differ from the final path were kept")
            return
        }
        #expect(reason.contains("differ from the final path"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pass.mp4").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }
}
