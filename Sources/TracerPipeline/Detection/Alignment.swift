import Foundation
import TracerMedia
import TracerVision

/// The alignment step: unless the user gave a region or the ball, the first half
/// second is watched for the ball at rest, and the region of interest above it
/// follows. The trajectory session must see the clip from its first frame with
/// that region, so the step runs as a short decode of the clip's start of its own,
/// before the main pass opens: no frame is kept, the decoder (on one thread) is
/// gone before the main pass's opens, and the main pass has the region from frame 0.
struct Alignment {
    /// The request the session runs with.
    var request: TrajectoryRequest
    /// Watches for the launch during the main pass (nil when the user gave `--roi`
    /// or `--ball`, or no ball was found at rest).
    var launchWatcher: BallAtRestFinder?
    /// The finder has seen the frames up to this time; later ones go to it.
    var seenUntil: Double

    /// Whether the clip must be looked at: the user gave neither a region nor the ball.
    static func searches(_ settings: DetectionSettings) -> Bool {
        settings.roi == nil && settings.ball == nil
    }

    /// The alignment without a look at the clip: the user's region, or the region
    /// above the user's ball, or the whole frame.
    static func given(_ settings: DetectionSettings, info: MediaInfo) throws(TracerError) -> Alignment {
        let aspect = Double(info.video.width) / Double(max(1, info.video.height))
        let ball = settings.ball.map { RequestBuilder.ball(from: $0, aspectRatio: aspect) }
        return Alignment(request: try RequestBuilder.request(for: settings, ballAtRest: ball), launchWatcher: nil,
                         seenUntil: -.infinity)
    }

    /// Decodes the start of `input` until the finder decides (or the clip ends);
    /// the decoder is gone when this returns.
    static func find(in input: URL, settings: DetectionSettings) throws(TracerError) -> Alignment {
        try TracerError.catching {
            // One thread: half a second of video, and threads would leave their
            // allocator arenas behind for the main pass.
            let reader = try VideoReader(url: input, options: SessionDetection.decoding(threads: 1))
            let geometry = FrameGeometry(info: reader.info)
            let finder = BallAtRestFinder(geometry: geometry)
            var seenUntil = -Double.infinity
            while finder.ball == nil, let frame = try reader.nextFrame() {
                try Interruption.check()
                guard frame.width == geometry.codedWidth, frame.height == geometry.codedHeight else { continue }
                frame.withLumaPlane { finder.add(luma: LumaPlane($0), time: frame.time) }
                seenUntil = frame.time
                if frame.time >= finder.restDuration { break }
            }
            let request = try RequestBuilder.request(for: settings, ballAtRest: finder.ball)
            return Alignment(request: request, launchWatcher: finder.ball == nil ? nil : finder, seenUntil: seenUntil)
        }
    }
}

extension FrameGeometry {
    /// The geometry of a clip's frames as the reader decodes them.
    init(info: MediaInfo) {
        self.init(codedWidth: info.video.codedWidth, codedHeight: info.video.codedHeight,
                  orientation: DisplayOrientation(rotationDegrees: Double(info.video.rotation)) ?? .identity)
    }
}

extension LumaPlane {
    /// Borrows a decoded frame's luma plane.
    init(_ view: LumaView) {
        self.init(base: view.base, width: view.width, height: view.height, bytesPerRow: view.bytesPerRow,
                  bitDepth: view.bitDepth)
    }
}
