import Foundation

/// One track the fitter is linking, as it stands after a frame: what `tracer debug`
/// lists so a track can be followed frame by frame by its uuid, and its points read off
/// the candidates it took.
public struct TrackSnapshot: Sendable, Equatable {
    public var uuid: UUID
    /// Confirmed as a trajectory (else still tentative).
    public var isConfirmed: Bool
    public var pointCount: Int
    /// Frames in a row it has gone without a point.
    public var misses: Int
    /// Time of its first point, seconds.
    public var start: Double
    /// Index, among this frame's candidates, of the one it took in this frame (nil: none).
    public var candidate: Int?
}

extension TrajectoryFitter {
    /// The confirmed tracks and the tentative ones of `minimumPoints` points or more, longest first.
    func snapshots(minimumPoints: Int) -> [TrackSnapshot] {
        tracks.filter { $0.state == .confirmed || $0.count >= minimumPoints }
            .sorted { $0.count > $1.count }
            .map { track in
                let id = track.last.candidateID
                return TrackSnapshot(uuid: track.uuid, isConfirmed: track.state == .confirmed, pointCount: track.count,
                                     misses: track.misses, start: track.first.time,
                                     candidate: id / Self.candidatesPerFrame == frameIndex ? id % Self.candidatesPerFrame : nil)
            }
    }
}
