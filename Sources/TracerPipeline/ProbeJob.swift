import Foundation
import TracerMedia

/// What `tracer probe` reports.
public struct ProbeReport: Sendable {
    public var info: MediaInfo
    /// Frames actually decoded, when a full decode was asked for.
    public var decodedFrames: Int?
    /// Decode speed in frames per second, when a full decode was asked for.
    public var decodeRate: Double?
    public var warnings: [String]
}

/// Reads a clip's facts, optionally decoding every frame to count them exactly.
public struct ProbeJob: Sendable {
    public var input: URL
    public var decodeAll: Bool

    public init(input: URL, decodeAll: Bool) {
        self.input = input
        self.decodeAll = decodeAll
    }

    public func run() throws(TracerError) -> ProbeReport {
        do {
            guard decodeAll else {
                return ProbeReport(info: try MediaProbe.probe(url: input, countFrames: true), warnings: [])
            }
            let start = ProcessInfo.processInfo.systemUptime
            let reader = try VideoReader(url: input)
            var frames = 0
            while try reader.nextFrame() != nil { frames += 1 }
            let seconds = ProcessInfo.processInfo.systemUptime - start
            var info = reader.info
            info.video.frameCount = frames
            return ProbeReport(info: info, decodedFrames: frames, decodeRate: seconds > 0 ? Double(frames) / seconds : nil,
                               warnings: reader.warnings)
        } catch {
            throw TracerError(error)
        }
    }
}
