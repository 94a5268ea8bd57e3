import Foundation
import Testing
@testable import TracerVision

/// The frames of a flight's gap, filled from the flight either side (`GapFill`).
@Suite struct GapFillTests {
    static let width = 540.0, height = 960.0

    /// A drive seen from behind: it slows and rises less in the picture as its depth grows.
    static func drive(at t: Double) -> (x: Double, y: Double) {
        let depth = 1 + 6 * t
        let side = 0.1 * t, height = 25 * t - 4.9 * t * t
        return (300 - 40 * side / depth - 30 * (1 - 1 / depth), 700 - 260 * height / depth)
    }

    /// Samples of `position` at the `frames` (60 fps), display-normalised, with no shake.
    static func samples(_ frames: [Int], position: (Double) -> (x: Double, y: Double) = drive)
        -> (samples: [TrajectorySample], offsets: [NormalizedPoint]) {
        let samples = frames.map { frame -> TrajectorySample in
            let t = Double(frame) / 60, p = position(t)
            return TrajectorySample(t: t, x: p.x / width, y: p.y / height, r: 0.004)
        }
        return (samples, Array(repeating: NormalizedPoint(x: 0, y: 0), count: frames.count))
    }

    @Test func aCloudGapIsFilledOnTheFlightAtEveryFrame() {
        let seen = Array(0...7) + Array(18...30)
        let (samples, offsets) = Self.samples(seen)
        let filled = GapFill.filled(samples, offsets: offsets, width: Self.width, height: Self.height)
        #expect(filled.samples.count == 31 && filled.offsets.count == 31)
        #expect(filled.samples.filter(\.interpolated).map { Int(($0.t * 60).rounded()) } == Array(8...17))
        for sample in filled.samples {
            let truth = Self.drive(at: sample.t)
            #expect(hypot(sample.x * Self.width - truth.x, sample.y * Self.height - truth.y) < 0.2)
        }
        // A straight line across the gap would have cut the corner by pixels.
        let a = samples[7], b = samples[8], middle = Self.drive(at: 12.5 / 60)
        let chord = (x: 0.5 * (a.x + b.x) * Self.width, y: 0.5 * (a.y + b.y) * Self.height)
        #expect(hypot(chord.x - middle.x, chord.y - middle.y) > 3)
    }

    @Test func twoMoversEitherSideOfAGapAreNotJoined() {
        // After the gap, something else: the same motion 25 pixels to the side.
        let before = Self.samples(Array(0...7)), after = Self.samples(Array(18...30)) { t in
            let p = Self.drive(at: t)
            return (p.x + 25, p.y)
        }
        let filled = GapFill.filled(before.samples + after.samples, offsets: before.offsets + after.offsets,
                                    width: Self.width, height: Self.height)
        #expect(filled.samples == before.samples + after.samples)
    }

    @Test func theCameraShakeIsTakenOutForTheModelAndPutBackLinearly() {
        let seen = Array(0...7) + Array(18...30)
        var (samples, offsets) = Self.samples(seen)
        // The camera drifts 4 px to the right over the clip; the samples move with it.
        for i in samples.indices {
            let shake = NormalizedPoint(x: 4 * samples[i].t / 0.5 / Self.width, y: 0)
            offsets[i] = shake
            samples[i].x += shake.x
        }
        let filled = GapFill.filled(samples, offsets: offsets, width: Self.width, height: Self.height)
        let inside = zip(filled.samples, filled.offsets).filter { $0.0.interpolated }
        #expect(inside.count == 10)
        for (sample, shake) in inside {
            let truth = Self.drive(at: sample.t)
            #expect(abs(shake.x * Self.width - 4 * sample.t / 0.5) < 1e-6)
            #expect(hypot((sample.x - shake.x) * Self.width - truth.x, sample.y * Self.height - truth.y) < 0.2)
        }
    }

    @Test func aSingleMissedFrameIsFilledToo() {
        let (samples, offsets) = Self.samples(Array(0...10) + Array(12...20))
        let filled = GapFill.filled(samples, offsets: offsets, width: Self.width, height: Self.height)
        #expect(filled.samples.filter(\.interpolated).count == 1)
    }

    @Test func aGapJustAfterTheFirstSampleIsFilledFromTheManyAfterIt() {
        // The ball just hit is seen once, then missed for two frames (too fast, too blurred).
        let (samples, offsets) = Self.samples([0] + Array(3...10))
        let filled = GapFill.filled(samples, offsets: offsets, width: Self.width, height: Self.height)
        #expect(filled.samples.filter(\.interpolated).map { Int(($0.t * 60).rounded()) } == [1, 2])
        for sample in filled.samples {
            let truth = Self.drive(at: sample.t)
            #expect(hypot(sample.x * Self.width - truth.x, sample.y * Self.height - truth.y) < 0.5)
        }
        // With only five samples after it, the gap stays open.
        let (few, fewOffsets) = Self.samples([0] + Array(3...7))
        #expect(GapFill.filled(few, offsets: fewOffsets, width: Self.width, height: Self.height).samples == few)
    }

    @Test func aGapAfterAFirstSampleOffTheFlightStaysOpen() {
        // The first sample is clutter by the golfer, 8 px off where the flight puts the ball.
        var (samples, offsets) = Self.samples([0] + Array(3...12))
        samples[0].x += 8 / Self.width
        #expect(GapFill.filled(samples, offsets: offsets, width: Self.width, height: Self.height).samples == samples)
    }

    /// Seed 239's drive (540×960, 60 fps): its smoothed samples (frame, x, y) either side of a
    /// cloud that hid the ball from frame 68 to 75, and the truth in those frames.
    static let cloudCrossing: [(Int, Double, Double)] = [
        (62, 306.57, 646.30), (63, 304.06, 595.35), (64, 302.27, 559.09), (65, 300.95, 532.63), (66, 299.98, 513.04),
        (67, 299.24, 498.45), (76, 294.83, 427.06), (77, 294.56, 423.48), (78, 294.30, 420.09), (79, 294.05, 416.88),
        (80, 293.80, 413.85), (81, 293.55, 411.01), (82, 293.32, 408.34), (83, 293.11, 405.97), (84, 292.92, 403.72),
    ]
    static let hidden: [(Int, Double, Double)] = [
        (68, 298.37, 483.34), (69, 297.76, 472.39), (70, 297.21, 463.12), (71, 296.73, 455.15),
        (72, 296.29, 448.23), (73, 295.90, 442.15), (74, 295.53, 436.75), (75, 295.19, 431.94),
    ]

    @Test func whenTheFlightsFastFirstFramesMisfitOneModelTheLastSamplesBeforeTheGapFillIt() {
        // One model of the six samples before the cloud (the ball slowing from 51 px a frame to
        // 15) and the eight after misses them; one of the last three before it and those after
        // follows the flight across the cloud.
        let samples = Self.cloudCrossing.map { frame, x, y in
            TrajectorySample(t: Double(frame) / 60, x: x / Self.width, y: y / Self.height, r: 0.004)
        }
        let offsets = Array(repeating: NormalizedPoint(x: 0, y: 0), count: samples.count)
        let filled = GapFill.filled(samples, offsets: offsets, width: Self.width, height: Self.height)
        let inside = filled.samples.filter(\.interpolated)
        #expect(inside.map { Int(($0.t * 60).rounded()) } == Array(68...75))
        for (sample, truth) in zip(inside, Self.hidden) {
            #expect(hypot(sample.x * Self.width - truth.1, sample.y * Self.height - truth.2) < 2)
        }
    }
}
