import Foundation

/// A flight's departure from its rest spot when its first positions, run back alone, do not
/// reach the spot (`LaunchDeparture`): the ball's first frames after impact went unseen (a
/// dark ball too faint against bright overcast, seed 241's hevc10 drive: first seen seven
/// frames after the launch), and the flight model of the slower frames after them recedes
/// too gently to run back all the way.
///
/// The spot at the launch is then taken as one more position of the flight: if one
/// perspective flight model (`FlightModel`) follows the spot at that moment and the first
/// positions together, within a pixel (one stray position aside), and carries the ball
/// steadily away from the spot, the flight left the spot at the launch. Clutter that merely
/// lies ahead of the spot fits no one flight with it. (Eight positions: with more, the slow
/// frames outweigh the fast first ones, and the run back lags the ball further.)
enum AnchoredDeparture {
    /// Most seconds from the launch to the flight's first position.
    static let longestGap = 0.2
    /// First positions the model is fitted to with the spot, at most, and at least.
    static let positions = 8
    static let fewestPositions = 6
    /// Copies of the spot in the fit: it is one position against many, and the fit must pass it.
    static let spotWeight = 3

    /// The run back from the first positions to the spot at `launchTime`, or nil (positions
    /// and spot in units equal along both axes).
    static func runBack(times: [Double], xs: [Double], ys: [Double], spot: (x: Double, y: Double),
                        spotRadius: Double, launchTime: Double, frameInterval: Double) -> LaunchDeparture.RunBack? {
        let m = min(positions, times.count)
        guard m >= fewestPositions, let first = times.first else { return nil }
        let gap = first - launchTime
        guard gap > frameInterval, gap <= longestGap else { return nil }
        let copies = [Double](repeating: launchTime, count: spotWeight)
        guard let model = FlightModel(times: copies + times.prefix(m),
                                      xs: [Double](repeating: spot.x, count: spotWeight) + xs.prefix(m),
                                      ys: [Double](repeating: spot.y, count: spotWeight) + ys.prefix(m)),
              model.sigma < 1, model.inliers.prefix(spotWeight).allSatisfy({ $0 }),
              model.inliers.filter({ !$0 }).count <= 1,
              model.depth(at: launchTime) > LaunchDeparture.meaningfulDepth,
              model.depth(at: first) > LaunchDeparture.meaningfulDepth else { return nil }
        let start = model.position(at: launchTime)
        guard hypot(start.x - spot.x, start.y - spot.y) <= spotRadius else { return nil }
        // Away from the spot all the way to the first position, never back towards it.
        var reach = 0.0
        let steps = 20
        for k in 1...steps {
            let p = model.position(at: launchTime + gap * Double(k) / Double(steps))
            let d = hypot(p.x - spot.x, p.y - spot.y)
            guard d >= reach else { return nil }
            reach = d
        }
        return LaunchDeparture.RunBack(time: launchTime, position: LaunchDeparture.positions(of: model), close: true)
    }
}
