import Foundation

/// A confirmed flight's prediction just after it took one faint point past a gap: the point
/// is not yet trusted to steer the flight.
extension Track {
    /// Fewest frame intervals between a flight's last two points for the last to be a lone
    /// point past a gap: three frames or more went unseen before it.
    static let lonePointGap = 3.5
    /// Points seen in consecutive frames just before the gap for the flight to have a course
    /// to keep to.
    static let steadyPointsBeforeGap = 3

    /// Where the ball is at `time` when the last point was taken alone past a gap, and faint:
    /// on the flight model of the points before the gap, with the gate widened by how far the
    /// lone point lay off that model. Nil when the last point is not such a point or no model
    /// follows the points before it.
    ///
    /// A faint point (seen only below the detection threshold, where the track looked for it)
    /// taken past a gap may be noise near where the ball was lost, and a model of the last
    /// points bent by it can run far off course in the next few frames: seed 905's
    /// chip took a faint speck 16 px below its hidden ball, and its prediction fell 170 px
    /// in four frames, away from the ball coming out of the cloud, which was then turned
    /// down as part of the cloud (it is let through only inside a track's gate). If the
    /// point was the ball, the ball lies as far off the model as it did, within the gate.
    func predictPastLonePoint(at time: Double, radius: Double) -> (center: PixelPoint, gate: Double)? {
        let segmentStart = segmentStarts.last ?? 0
        guard state == .confirmed, last.isFaint, count - 1 - segmentStart >= CoastPrediction.minimumPoints else { return nil }
        let before = points[count - 2]
        let flight = points[max(segmentStart, count - 13)..<(count - 1)]
        // The frame step: the shortest between the points before (a flight's earlier gaps
        // would stretch its mean step).
        let step = zip(flight.dropFirst(), flight).map { $0.time - $1.time }.min() ?? nominalInterval
        // Followed frame by frame up to the gap: a track of sparse points (faint clutter taken
        // every few frames) has no steady course to keep to.
        let beforeGap = flight.suffix(Self.steadyPointsBeforeGap)
        guard last.time - before.time > Self.lonePointGap * step,
              beforeGap.count == Self.steadyPointsBeforeGap,
              zip(beforeGap.dropFirst(), beforeGap).allSatisfy({ $0.time - $1.time < 1.5 * step }),
              let model = FlightModel(points: Array(flight)),
              CoastPrediction.follows(model)
        else { return nil }
        let course: (at: (Double) -> PixelPoint, sigma: Double)
        if model.depth(at: time) > 0.8 * model.depth(at: before.time) {
            course = (model.position(at:), model.sigma)
        } else {
            // No golf ball comes at the camera: a model that has it plunge there across the gap
            // (the few points of a ball seen side on near its apex) gives way to a quadratic.
            guard let (fx, fy) = Polynomial.fitPath(flight, degree: 2, origin: before.time) else { return nil }
            let residuals = flight.map { hypot($0.position.x - fx($0.time), $0.position.y - fy($0.time)) }
            course = ({ PixelPoint(x: fx($0), y: fy($0)) }, residuals.reduce(0, +) / Double(residuals.count))
        }
        let expected = course.at(last.time), center = course.at(time)
        let offset = hypot(last.position.x - expected.x, last.position.y - expected.y)
        let travel = hypot(center.x - expected.x, center.y - expected.y)
        return (center, CoastPrediction.gate(radius: radius, sigma: course.sigma, travel: travel) + offset)
    }
}
