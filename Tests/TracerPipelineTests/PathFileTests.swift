import Foundation
import Testing
@testable import TracerPipeline
import TracerVision

@Suite struct PathFileTests {
    private func samplePath() -> TracerPath {
        let points = (0..<8).map { TracerPath.Point(t: 1 + 0.1 / 3 * Double($0), x: 0.1 + 0.0123456789 * Double($0),
                                                    y: 0.8 - 0.0333 * Double($0), r: 0.004, kind: .detected) }
        let trajectory = TracerPath.Trajectory(uuid: UUID(), confidence: 0.9, start: points.first!.t, end: points.last!.t,
                                               equationCoefficients: [1.5, -2.25, 0.125], movingAverageRadius: 0.004,
                                               points: points)
        return TracerPath(source: .init(file: "a.mp4", width: 540, height: 960, rotation: -90, frameRate: 59.94, duration: 3),
                          request: .init(regionOfInterest: [0, 0.2, 1, 0.8], trajectoryLength: 10,
                                         objectMinimumNormalizedRadius: 0, objectMaximumNormalizedRadius: 0.02,
                                         frameAnalysisSpacing: 0),
                          trajectories: [trajectory])
    }

    @Test func encodingRoundTripsExactly() throws {
        let path = samplePath()
        #expect(try PathFile.decode(PathFile.encode(path), name: "p") == path)
    }

    @Test func unknownVersionIsNamed() {
        #expect(throws: TracerError.self) { try PathFile.decode(Data(#"{"version": 2}"#.utf8), name: "p") }
        do {
            _ = try PathFile.decode(Data(#"{"version": 2}"#.utf8), name: "p")
        } catch {
            #expect(error.message.contains("version 2"))
            #expect(error.exitCode == ExitCodes.badPath)
        }
    }

    @Test func pointsOutOfTimeOrderAreRefused() throws {
        var path = samplePath()
        path.trajectories[0].points.swapAt(2, 5)
        do {
            _ = try PathFile.decode(PathFile.encode(path), name: "p")
            Issue.record("out-of-order points were accepted")
        } catch {
            #expect(error.message.contains("out of time order"))
        }
    }

    @Test func pathForAnotherFrameSizeDoesNotFit() {
        #expect(throws: TracerError.self) {
            try PathFile.checkFits(samplePath(), width: 960, height: 540, duration: 3, name: "p")
        }
        #expect(throws: Never.self) {
            try PathFile.checkFits(samplePath(), width: 540, height: 960, duration: 3, name: "p")
        }
    }
}

@Suite struct RequestBuilderTests {
    @Test func topLeftROIBecomesVisionsLowerLeft() throws {
        let settings = DetectionSettings(roi: [0.3, 0.0, 0.4, 0.8])
        let request = try RequestBuilder.request(for: settings)
        let roi = request.record.regionOfInterest
        #expect(abs(roi[0] - 0.3) < 1e-12 && abs(roi[1] - 0.2) < 1e-12)
        #expect(abs(roi[2] - 0.4) < 1e-12 && abs(roi[3] - 0.8) < 1e-12)
    }

    @Test func defaultsFollowVisionAndThePreset() throws {
        let request = try RequestBuilder.request(for: DetectionSettings())
        #expect(request.trajectoryLength == 10)
        #expect(request.frameAnalysisSpacing == 0)
        #expect(request.record.regionOfInterest == [0, 0, 1, 1])
        let basketball = try RequestBuilder.request(for: DetectionSettings(sport: "basketball"))
        #expect(basketball.objectMaximumNormalizedRadius > request.objectMaximumNormalizedRadius)
    }

    @Test func ballIsWatchedAndGivesARegionAboveIt() throws {
        let alignment = RequestBuilder.alignment(for: DetectionSettings(ball: [0.5, 0.85]))
        #expect(alignment.ball == NormalizedPoint(x: 0.5, y: 0.85))
        #expect(alignment.findsBall && alignment.derivesRegion)
        // The region the user gave stays: alignment only watches for the launch.
        let withRegion = RequestBuilder.alignment(for: DetectionSettings(roi: [0, 0, 1, 0.9]))
        #expect(withRegion.findsBall && !withRegion.derivesRegion)
        let request = try RequestBuilder.request(for: DetectionSettings(ball: [0.5, 0.85]))
        #expect(request.record.regionOfInterest == [0, 0, 1, 1])
    }
}
