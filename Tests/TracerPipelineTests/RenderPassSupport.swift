import Foundation
import TracerMedia
@testable import TracerPipeline
import TracerTestSupport
import TracerVision

/// A detection that knows its final path and reveals it as frames come: the
/// points up to `lag` seconds before the newest frame, settled up to there.
/// `shown` may give another path to reveal at a time (a detection that changes
/// what it called settled).
final class ScriptedDetection: LiveDetection {
    let final: TracerPath
    let lag: Double
    let shown: (Double) -> TracerPath
    private(set) var newest = -Double.infinity
    private(set) var partialPathsGiven = 0
    /// Frames added, and whether each came after the one before.
    private(set) var framesAdded = 0
    private(set) var alwaysInOrder = true

    init(final: TracerPath, lag: Double, shown: ((Double) -> TracerPath)? = nil) {
        self.final = final
        self.lag = lag
        self.shown = shown ?? { _ in final }
    }

    func add(_ frame: borrowing VideoFrame) throws(TracerError) {
        if frame.time <= newest { alwaysInOrder = false }
        newest = frame.time
        framesAdded += 1
    }

    var settledUntil: Double { newest - lag }

    func provisional() -> ProvisionalPath {
        let until = settledUntil
        var path = shown(newest)
        path.trajectories = path.trajectories.compactMap { trajectory in
            var cut = trajectory
            cut.points = trajectory.points.filter { $0.t <= until }
            guard let last = cut.points.last else { return nil }
            cut.end = last.t
            return cut
        }
        if path.trajectories != final.trajectories { partialPathsGiven += 1 }
        return ProvisionalPath(path: path, settledUntil: until)
    }

    func finish() throws(TracerError) -> TracerPath { final }
}

extension SampleClips {
    /// A path whose trajectories are the truth's visible ball positions.
    static func truthPath(_ name: String) throws -> TracerPath {
        let truth = try truth(name)
        let trajectories = truth.shots.map { shot in
            let points = shot.frames.filter(\.visible).map { TracerPath.Point(t: $0.t, x: $0.x, y: $0.y, r: $0.r) }
            return TracerPath.Trajectory(uuid: UUID(), confidence: 1, start: points.first!.t, end: points.last!.t,
                                         equationCoefficients: [0, 0, 0], movingAverageRadius: 0.002, points: points)
        }
        return TracerPath(source: .init(file: truth.file, width: truth.width, height: truth.height, rotation: truth.rotation,
                                        frameRate: truth.frameRate, duration: truth.duration),
                          request: .init(regionOfInterest: [0, 0, 1, 1], trajectoryLength: 10,
                                         objectMinimumNormalizedRadius: 0, objectMaximumNormalizedRadius: 1,
                                         frameAnalysisSpacing: 0),
                          trajectories: trajectories)
    }
}

/// One digest per decoded frame of a video, over its Y, U and V samples (comparable
/// within one test run).
enum FrameDigests {
    static func of(_ video: URL) throws -> [Int] {
        let reader = try VideoReader(url: video)
        var digests: [Int] = []
        while var frame = try reader.nextFrame() {
            digests.append(frame.withMutablePlanes { planes in
                var hasher = Hasher()
                let sample = planes.bitDepth > 8 ? 2 : 1
                for (base, stride, width, height) in [(planes.y, planes.yBytesPerRow, planes.width, planes.height),
                                                      (planes.u, planes.uBytesPerRow, planes.chromaWidth, planes.chromaHeight),
                                                      (planes.v, planes.vBytesPerRow, planes.chromaWidth, planes.chromaHeight)] {
                    for row in 0..<height {
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: base + row * stride, count: width * sample))
                    }
                }
                return hasher.finalize()
            })
        }
        return digests
    }
}
