import Foundation

/// The frames inside a flight where its ball was not seen: it crossed a cloud, or grew too
/// faint for a few frames, and the track joined the detections either side of the gap. A
/// straight line across the gap would cut the corner of a curving flight (and a ball flying
/// away from the camera slows fast in the picture, so even a quadratic misses it). One
/// perspective flight model (`FlightModel`) over the smoothed samples either side of the gap
/// says where the ball was at each frame of it, when it follows those samples closely;
/// otherwise the gap stays open (drawn straight across).
enum GapFill {
    /// Samples taken on each side of a gap for its model.
    static let sideSamples = 8
    /// Fewest samples on each side.
    static let fewestSideSamples = 3
    /// Fewest samples after a gap that has fewer than `fewestSideSamples` before it.
    static let openingAfterSamples = 6
    /// Largest robust residual of the model, pixels per coordinate: the samples are smoothed,
    /// so a model that misses them by more is the wrong curve for the gap.
    static let maximumSigma = 0.75
    /// Farthest the model may pass from the samples at the gap's ends, pixels.
    static let largestStep = 2.0

    /// `samples` (display-normalised, in time order, with the camera's shake at each in
    /// `offsets`) with a sample at every frame inside each gap the model can fill, marked
    /// `interpolated`, and the shake at each (linear across the gap). A frame is the median
    /// time between samples. `width` and `height` are the display size in pixels.
    static func filled(_ samples: [TrajectorySample], offsets: [NormalizedPoint],
                       width: Double, height: Double) -> (samples: [TrajectorySample], offsets: [NormalizedPoint]) {
        guard samples.count == offsets.count, samples.count >= 2 * fewestSideSamples else { return (samples, offsets) }
        let interval = median(zip(samples, samples.dropFirst()).map { $1.t - $0.t })
        guard interval > 0 else { return (samples, offsets) }
        var outSamples: [TrajectorySample] = [], outOffsets: [NormalizedPoint] = []
        for i in samples.indices {
            outSamples.append(samples[i])
            outOffsets.append(offsets[i])
            // A model of the fewest samples before the gap, when one of more does not follow
            // them: a drive slows from 50 px a frame to 15 in its first frames, and one model
            // over those and the slow flight past a cloud misses them by a pixel or more.
            let reaches = i + 1 > fewestSideSamples ? [sideSamples, fewestSideSamples] : [sideSamples]
            guard i + 1 < samples.count, samples[i + 1].t - samples[i].t > 1.5 * interval,
                  let fill = reaches.lazy.compactMap({
                      fill(after: i, samples, offsets: offsets, interval: interval, width: width, height: height,
                           reachingBack: $0)
                  }).first
            else { continue }
            outSamples += fill.samples
            outOffsets += fill.offsets
        }
        return (outSamples, outOffsets)
    }

    /// The samples inside the gap after `samples[index]`, from a model of up to `reach`
    /// samples before it and `sideSamples` after; nil when the model does not follow them.
    private static func fill(after index: Int, _ samples: [TrajectorySample], offsets: [NormalizedPoint],
                             interval: Double, width: Double, height: Double, reachingBack reach: Int)
        -> (samples: [TrajectorySample], offsets: [NormalizedPoint])? {
        let before = max(0, index + 1 - reach)...index
        let after = (index + 1)...min(samples.count - 1, index + sideSamples)
        // A gap just after the flight's first sample or two (a ball just hit, too fast or too
        // blurred to be seen in the next frames) is filled from the samples after it, which
        // must then be many, and the model must follow every sample before it.
        let opening = before.count < fewestSideSamples
        guard before.count >= 1, after.count >= (opening ? openingAfterSamples : fewestSideSamples) else { return nil }
        let used = Array(before) + Array(after)
        // Pixels with the shake taken out, so the model sees the flight a still camera would.
        let times = used.map { samples[$0].t }
        let xs = used.map { (samples[$0].x - offsets[$0].x) * width }
        let ys = used.map { (samples[$0].y - offsets[$0].y) * height }
        guard let model = FlightModel(times: times, xs: xs, ys: ys), model.sigma <= maximumSigma,
              !opening || liesOnRunBack(before: before.count, times: times, xs: xs, ys: ys)
        else { return nil }
        // A fast ball's first samples wobble by a pixel or two: most of each side must fit,
        // and the samples at the gap's ends must, so the fill joins them without a step.
        let inBefore = model.inliers.prefix(before.count).filter { $0 }.count
        let inAfter = model.inliers.suffix(after.count).filter { $0 }.count
        guard 2 * inBefore >= before.count, 2 * inAfter >= after.count,
              inBefore >= (opening ? before.count : fewestSideSamples), inAfter >= fewestSideSamples else { return nil }
        for k in [before.count - 1, before.count] {
            let p = model.position(at: times[k])
            guard hypot(p.x - xs[k], p.y - ys[k]) <= largestStep else { return nil }
        }
        let a = samples[index], b = samples[index + 1]
        let shakeA = offsets[index], shakeB = offsets[index + 1]
        var filledSamples: [TrajectorySample] = [], filledOffsets: [NormalizedPoint] = []
        var t = a.t + interval
        while t < b.t - 0.5 * interval {
            // Where the model's depth runs out, it means nothing.
            guard model.depth(at: t) > 0.25 else { return nil }
            let f = (t - a.t) / (b.t - a.t)
            let shake = NormalizedPoint(x: shakeA.x + f * (shakeB.x - shakeA.x), y: shakeA.y + f * (shakeB.y - shakeA.y))
            let p = model.position(at: t)
            filledSamples.append(TrajectorySample(t: t, x: p.x / width + shake.x, y: p.y / height + shake.y,
                                                  r: a.r + f * (b.r - a.r), interpolated: true))
            filledOffsets.append(shake)
            t += interval
        }
        return (filledSamples, filledOffsets)
    }

    /// Whether the `before` first samples lie on the flight the samples after them (the rest
    /// of `times`, `xs`, `ys`) run back to: within `largestStep` and a share of the run back's
    /// length (`runBackAcross`) across it. A model of a handful of samples after the gap
    /// bends to a first sample off the flight (clutter by the golfer) and still follows it
    /// within a pixel or two; the line the ball came along does not.
    private static func liesOnRunBack(before: Int, times: [Double], xs: [Double], ys: [Double]) -> Bool {
        guard let back = FlightModel(times: Array(times.dropFirst(before)), xs: Array(xs.dropFirst(before)),
                                     ys: Array(ys.dropFirst(before))), back.sigma <= maximumSigma else { return false }
        let first = (x: xs[before], y: ys[before])
        return (0..<before).allSatisfy { k in
            let p = back.position(at: times[k])
            let dx = p.x - first.x, dy = p.y - first.y
            let length = hypot(dx, dy)
            guard length > 1 else { return hypot(xs[k] - p.x, ys[k] - p.y) <= largestStep }
            let across = abs((xs[k] - first.x) * dy - (ys[k] - first.y) * dx) / length
            return across <= largestStep + runBackAcross * length
        }
    }

    /// Share of the run back's length a first sample before an opening gap may lie across it.
    static let runBackAcross = 0.02
}
