import Foundation

extension Track {
    /// Why the track's detections are too sparse for a ball seen in nearly every frame, if they are.
    func sparseness(frameInterval: Double?, minimum: Double) -> String? {
        guard let interval = frameInterval, interval > 0 else { return nil }
        // Long gaps (a joined, partly hidden flight) count as a few frames only.
        var frames = 1.0
        // The gap between the pieces of a young flight joined across it (see `GapJoin`) counts as
        // one, and so do those inside a run followed from a launch (`LaunchFlightSearch`: one
        // flight model follows it within a pixel; seed 707's drive, seen in 11 of 29 frames
        // around its cloud).
        let joins = Set(segmentStarts.dropFirst())
        for (i, (a, b)) in zip(points, points.dropFirst()).enumerated() {
            frames += joins.contains(i + 1) || i + 1 < followedFromLaunch ? 1 : min(b.time - a.time, 6 * interval) / interval
        }
        let density = Double(count) / frames
        let solid = Double(points.filter { !$0.isFaint }.count) / Double(count)
        if density < minimum { return "sparse detections (\(count) in \(Int(frames.rounded())) frames)" }
        if solid < 0.4 { return "mostly faint detections" }
        return nil
    }
}
