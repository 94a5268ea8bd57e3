import Foundation

/// Whether a track's blobs keep one contrast sign against their background, as a ball does.
///
/// A ball is brighter than a blue sky or darker than an overcast one, and stays so while
/// the background behind it stays alike: crossing from sky onto trees or ground turns it
/// over once or twice, and the club beside it in the first frames may turn a point or two.
/// Sensor noise and compression speckle on the golfer's shirt or hands come up brighter
/// and darker in turn; a track of such specks flips sign every few points. Only blobs
/// that reach the detection threshold count: the sign of a fainter one says little.
enum PolarityFlicker {
    /// Fewest points the rule judges.
    static let minimumPoints = 8
    /// Most sign changes a ball's track is allowed whatever its length.
    static let allowedFlips = 2
    /// Largest share of consecutive point pairs that may change sign beyond `allowedFlips`.
    static let maximumRate = 0.25

    /// Why the polarities (in time order; nil where a blob was too faint for its sign to
    /// count) flicker like noise, or nil when they are steady enough.
    static func verdict(_ signs: [Polarity?]) -> String? {
        let polarities = signs.compactMap { $0 }
        guard polarities.count >= minimumPoints else { return nil }
        let flips = zip(polarities, polarities.dropFirst()).filter { $0.0 != $0.1 }.count
        let rate = Double(flips) / Double(polarities.count - 1)
        guard flips > allowedFlips, rate > maximumRate else { return nil }
        return "contrast sign flickers (\(flips) changes in \(polarities.count) points)"
    }
}
