import Foundation
import TracerTestSupport

extension SampleClips {
    /// A path JSON whose trajectories are the truth's visible ball positions.
    static func truthPath(_ name: String, in folder: URL) throws -> URL {
        let truth = try truth(name)
        let trajectories: [[String: Any]] = truth.shots.enumerated().map { index, shot in
            let points = shot.frames.filter(\.visible).map { ["t": $0.t, "x": $0.x, "y": $0.y, "r": $0.r] }
            return ["uuid": UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!.uuidString,
                    "confidence": 1, "start": points.first!["t"]!, "end": points.last!["t"]!,
                    "equationCoefficients": [0, 0, 0], "movingAverageRadius": 0.002, "points": points]
        }
        let document: [String: Any] = [
            "version": 1,
            "source": ["file": truth.file, "width": truth.width, "height": truth.height, "rotation": truth.rotation,
                       "frameRate": truth.frameRate, "duration": truth.duration],
            "request": ["regionOfInterest": [0, 0, 1, 1], "trajectoryLength": 10, "objectMinimumNormalizedRadius": 0,
                        "objectMaximumNormalizedRadius": 1, "frameAnalysisSpacing": 0],
            "trajectories": trajectories,
        ]
        let url = folder.appendingPathComponent("\(name).truth-path.json")
        try JSONSerialization.data(withJSONObject: document).write(to: url)
        return url
    }
}

/// Decoded frames of a video as ffmpeg shows them (display orientation), luma only.
struct GrayFrames {
    var width: Int
    var height: Int
    var frames: [[UInt8]]

    init(_ video: URL, width: Int, height: Int) throws {
        let result = try TracerProcess.runCapturingData(
            executable: URL(fileURLWithPath: "/usr/bin/ffmpeg"),
            ["-v", "error", "-nostdin", "-i", video.path, "-f", "rawvideo", "-pix_fmt", "gray", "-"])
        guard result.exitCode == 0 else { throw FixtureError(message: "ffmpeg decode of \(video.path) failed") }
        self.width = width
        self.height = height
        let size = width * height
        frames = stride(from: 0, to: result.stdout.count - size + 1, by: size).map {
            [UInt8](result.stdout[$0..<$0 + size])
        }
    }
}
