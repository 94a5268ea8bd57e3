import Foundation
import Testing
@testable import TracerPipeline
@testable import TracerVision

/// A line of `detections.jsonl` names what each search gate was for, so a dump tells a
/// flight's gate from a young flight's and a launch's.
@Suite struct FrameRecordTests {
    @Test func eachGateIsWrittenWithItsKind() throws {
        let centre = PixelPoint(x: 270, y: 480)
        let diagnostics = FrameDiagnostics(
            time: 1, candidates: [], rejectedBlobs: [], trackEvents: [], noiseSigma: 1, threshold: 4,
            cameraShift: PixelPoint(x: 0, y: 0), activeTrajectories: [], framesSkippedForBudget: 0,
            gates: [SearchGate(center: centre, radius: 10),
                    SearchGate(center: centre, radius: 20, purpose: .youngFlight),
                    SearchGate(center: centre, radius: 30, purpose: .launch(spot: centre))])
        let record = FrameRecord(frame: 60, diagnostics: diagnostics, displayWidth: 540, displayHeight: 960)
        let json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
        let gates = try #require(json["gates"] as? [[String: Any]])
        let kinds: [String] = gates.compactMap { $0["kind"] as? String }
        #expect(kinds == ["flight", "youngFlight", "launch"])
        let radii: [Double] = gates.compactMap { $0["r"] as? Double }
        let expectedRadii: [Double] = [10, 20, 30].map { $0 / 540 }
        #expect(radii.count == 3 && zip(radii, expectedRadii).allSatisfy { abs($0 - $1) < 1e-12 })
        let centres: [Double] = gates.flatMap { [$0["x"], $0["y"]].compactMap { $0 as? Double } }
        #expect(centres == [Double](repeating: 0.5, count: 6))
    }
}
