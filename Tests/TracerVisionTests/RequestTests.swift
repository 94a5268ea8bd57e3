import Testing
@testable import TracerVision

@Suite struct RequestTests {
    private func message(_ body: () throws(TrajectoryRequestError) -> TrajectoryRequest) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func defaultsFollowVisionAndThePreset() throws {
        let golf = try TrajectoryRequest()
        #expect(golf.frameAnalysisSpacing == 0 && golf.regionOfInterest == .full)
        #expect(golf.objectMinimumNormalizedRadius == 0)
        #expect(golf.objectMaximumNormalizedRadius == TrajectoryPreset.golf.maximumNormalizedRadius)
        let basket = try TrajectoryRequest(objectMaximumNormalizedRadius: 0.2, preset: .basketball)
        #expect(basket.objectMaximumNormalizedRadius == 0.2)
        #expect(basket.objectMinimumNormalizedRadius == TrajectoryPreset.basketball.minimumNormalizedRadius)
    }

    @Test func everyInvalidParameterIsNamed() {
        let cases: [(String, () throws(TrajectoryRequestError) -> TrajectoryRequest)] = [
            ("trajectoryLength is 4", { () throws(TrajectoryRequestError) in try TrajectoryRequest(trajectoryLength: 4) }),
            ("frameAnalysisSpacing is -0.1", { () throws(TrajectoryRequestError) in try TrajectoryRequest(frameAnalysisSpacing: -0.1) }),
            ("objectMinimumNormalizedRadius is -0.01", { () throws(TrajectoryRequestError) in try TrajectoryRequest(objectMinimumNormalizedRadius: -0.01) }),
            ("objectMaximumNormalizedRadius is 1.5", { () throws(TrajectoryRequestError) in try TrajectoryRequest(objectMaximumNormalizedRadius: 1.5) }),
            ("objectMaximumNormalizedRadius is 0.0", { () throws(TrajectoryRequestError) in try TrajectoryRequest(objectMaximumNormalizedRadius: 0) }),
            ("objectMinimumNormalizedRadius is 0.05", { () throws(TrajectoryRequestError) in
                try TrajectoryRequest(objectMinimumNormalizedRadius: 0.05, objectMaximumNormalizedRadius: 0.02) }),
            ("regionOfInterest is (x: 0.5, y: 0.0, width: 0.6", { () throws(TrajectoryRequestError) in
                try TrajectoryRequest(regionOfInterest: NormalizedRect(x: 0.5, y: 0, width: 0.6, height: 1)) }),
            ("regionOfInterest is (x: 0.0, y: 0.0, width: 0.0", { () throws(TrajectoryRequestError) in
                try TrajectoryRequest(regionOfInterest: NormalizedRect(x: 0, y: 0, width: 0, height: 1)) }),
            ("regionOfInterest is (x: -0.1", { () throws(TrajectoryRequestError) in
                try TrajectoryRequest(regionOfInterest: NormalizedRect(x: -0.1, y: 0, width: 0.5, height: 1)) }),
            ("targetFrameTime is 0.0", { () throws(TrajectoryRequestError) in try TrajectoryRequest(targetFrameTime: 0) }),
        ]
        for (expected, make) in cases {
            let text = message(make)
            #expect(text?.hasPrefix(expected) == true, "\(expected) → \(text ?? "accepted")")
            #expect(text?.contains("allowed") == true)
        }
    }
}
