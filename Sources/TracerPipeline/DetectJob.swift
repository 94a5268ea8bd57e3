import Foundation
import TracerMedia
import TracerVision

/// What `tracer detect` did.
public struct DetectSummary: Codable, Sendable {
    public var input: String
    public var output: String
    public var frames: Int
    public var trajectories: Int
    public var seconds: Double

    public var sentence: String {
        if trajectories == 0 {
            return "no shot found in \(input); wrote \(output) with no trajectories"
        }
        let shots = trajectories == 1 ? "1 trajectory" : "\(trajectories) trajectories"
        return "wrote \(output): \(shots) from \(frames) frames in \(String(format: "%.1f", seconds)) s"
    }
}

/// `tracer detect`: finds the ball's flights in a clip and builds the path.
public struct DetectJob: Sendable {
    public var input: URL
    public var settings: DetectionSettings
    public init(input: URL, settings: DetectionSettings) {
        self.input = input
        self.settings = settings
    }

    public func run(writingTo output: URL, overwrite: Bool, progress: ProgressHandler?,
                    warning: @escaping (String) -> Void) throws(TracerError) -> DetectSummary {
        let start = ProcessInfo.processInfo.systemUptime
        Logging.quietFFmpeg()
        try OutputFile.checkWritable(output, overwrite: overwrite, input: input)
        var frames = 0
        let path = try detect(progress: progress, warning: warning, framesRead: &frames)
        try PathFile.write(path, to: output, overwrite: overwrite)
        return DetectSummary(input: input.path, output: output.path, frames: frames,
                             trajectories: path.trajectories.count,
                             seconds: ProcessInfo.processInfo.systemUptime - start)
    }

    public func detect(progress: ProgressHandler?, warning: @escaping (String) -> Void) throws(TracerError) -> TracerPath {
        var frames = 0
        return try detect(progress: progress, warning: warning, framesRead: &frames)
    }

    private func detect(progress: ProgressHandler?, warning: @escaping (String) -> Void,
                        framesRead: inout Int) throws(TracerError) -> TracerPath {
        do {
            var reader = try openReader(warning: warning)
            let info = reader.info
            let geometry = FrameGeometry(codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                                         orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
            var meter = ProgressMeter(phase: "detect", total: info.video.frameCount, handler: progress)
            let aspect = Double(info.video.width) / Double(max(1, info.video.height))

            var ballAtRest = settings.ball.map { RequestBuilder.ball(from: $0, aspectRatio: aspect) }
            let finder = settings.roi == nil && settings.ball == nil ? BallAtRestFinder(geometry: geometry) : nil
            if let finder {
                while finder.ball == nil, let frame = try reader.nextFrame() {
                    frame.withLumaPlane { finder.add(luma: LumaPlane($0), time: frame.time) }
                    meter.advance()
                    if frame.time >= finder.restDuration { break }
                }
                ballAtRest = finder.ball
                // Search from the first frame: the whole frame without a ball at rest, else the
                // region above it (the ball may have left during the pre-pass: a slow-motion clip).
                reader = try openReader(warning: warning)
                meter = ProgressMeter(phase: "detect", total: info.video.frameCount, handler: progress)
            }
            let request = try RequestBuilder.request(for: settings, ballAtRest: ballAtRest)
            let session = TrajectorySession(request: request, geometry: geometry)
            while let frame = try reader.nextFrame() {
                try Interruption.check()
                frame.withLumaPlane { luma in
                    let plane = LumaPlane(luma)
                    session.process(luma: plane, time: frame.time)
                    if ballAtRest != nil { finder?.add(luma: plane, time: frame.time) }
                }
                meter.advance()
            }
            framesRead = meter.done
            let source = TracerPath.Source(file: input.lastPathComponent, width: info.video.width,
                                           height: info.video.height, rotation: info.video.rotation,
                                           frameRate: info.video.frameRate, duration: info.duration)
            return TracerPathBuilder.build(observations: session.finish(), source: source, request: request,
                                           extrapolation: settings.extrapolate ? ExtrapolationLimit() : nil,
                                           launch: finder?.launch)
        } catch let error as MediaError {
            throw TracerError(error)
        } catch let error as TracerError {
            throw error
        } catch {
            throw TracerError("\(error)")
        }
    }

    private func openReader(warning: @escaping (String) -> Void) throws(MediaError) -> VideoReader {
        let reader = try VideoReader(url: input, options: .init(fastLumaDecode: true, threads: settings.threads))
        reader.warningHandler = warning
        return reader
    }
}

extension LumaPlane {
    /// Borrows a decoded frame's luma plane.
    init(_ view: LumaView) {
        self.init(base: view.base, width: view.width, height: view.height, bytesPerRow: view.bytesPerRow,
                  bitDepth: view.bitDepth)
    }
}
