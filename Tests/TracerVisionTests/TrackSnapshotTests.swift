import Foundation
import Testing
@testable import TracerVision

/// The tracks a session lists per frame for `tracer debug`: each names the candidate it took.
@Suite struct TrackSnapshotTests {
    @Test func theConfirmedTrackNamesTheBallsCandidateEachFrame() throws {
        let ball = TrackingTests.ball, geometry = TrackingTests.geometry
        var checked = 0
        var lastCount: (uuid: UUID, count: Int)?
        _ = runSession(request: try TrajectoryRequest(), geometry: geometry, balls: [ball], frames: 60,
                       recordsTracks: true, perFrame: { _, diagnostics in
            guard let d = diagnostics, let track = d.tracks.first(where: \.isConfirmed),
                  let truth = ball.position(at: d.time) else { return }
            guard let index = track.candidate else {
                Issue.record("the confirmed track took nothing at \(d.time) s")
                return
            }
            let taken = d.candidates[index].candidate.position
            #expect(hypot(taken.x - truth.x, taken.y - truth.y) < 1.5, "at \(d.time) s it names a candidate off the ball")
            // Tentative in the frame it was confirmed in.
            let decision = d.candidates[index].decision
            #expect(decision == .confirmedTrack(track.uuid) || decision == .tentativeTrack(track.uuid))
            if let lastCount, lastCount.uuid == track.uuid { #expect(track.pointCount == lastCount.count + 1) }
            lastCount = (track.uuid, track.pointCount)
            checked += 1
        })
        #expect(checked >= 20)
    }

    @Test func tracksAreListedOnlyWhenAsked() throws {
        var listed = 0
        _ = runSession(request: try TrajectoryRequest(), geometry: TrackingTests.geometry, balls: [TrackingTests.ball],
                       frames: 40, perFrame: { _, diagnostics in listed += diagnostics?.tracks.count ?? 0 })
        #expect(listed == 0)
    }
}
