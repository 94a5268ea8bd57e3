import Foundation

/// Whether a track rises and sinks again and again: a bird flapping along, not a ball.
///
/// Under gravity a ball's height in the picture turns at most once or twice (its apex, and
/// where perspective overtakes its fall); a bird flying level bobs up and down with its
/// wingbeats, and over a second or more its path can bend downwards by chance, enough to
/// pass for a flight. Heights are stabilised, so a shaking camera does not bob; a turn
/// counts only when the height comes back by `prominence` pixels, well above a sub-pixel
/// blob's centroid noise.
enum VerticalWobble {
    /// Turns of the height a flight may make.
    static let allowedTurns = 2
    /// Pixels the height must come back by for a turn to count.
    static let prominence = 3.0

    /// Why `heights` (in time order, outliers left out) are no ball's; nil when they turn
    /// `allowedTurns` times or fewer.
    static func verdict(_ heights: [Double]) -> String? {
        let turns = turns(of: heights, prominence: prominence)
        return turns > allowedTurns ? "rises and sinks \(turns) times (a bird's wingbeats)" : nil
    }

    /// How many times `values` turn, each turn counted once the values have come back from
    /// the extreme by `prominence` or more.
    static func turns(of values: [Double], prominence: Double) -> Int {
        guard var low = values.first else { return 0 }
        var high = low, extreme = low
        var rising: Bool?
        var count = 0
        for value in values.dropFirst() {
            switch rising {
            case nil:
                low = min(low, value)
                high = max(high, value)
                if value - low >= prominence {
                    rising = true
                    extreme = value
                } else if high - value >= prominence {
                    rising = false
                    extreme = value
                }
            case true?:
                if value > extreme {
                    extreme = value
                } else if extreme - value >= prominence {
                    count += 1
                    rising = false
                    extreme = value
                }
            case false?:
                if value < extreme {
                    extreme = value
                } else if value - extreme >= prominence {
                    count += 1
                    rising = true
                    extreme = value
                }
            }
        }
        return count
    }
}
