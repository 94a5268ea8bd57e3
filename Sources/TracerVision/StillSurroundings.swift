import Foundation

/// Whether a track gets clear of moving surroundings, as a ball flying off does.
///
/// A ball just hit is beside the swinging club and golfer, but within a few frames it is
/// out in open sky or over the grass, where nothing around it moves. The golfer's hands,
/// a glint on the club or a speck on the shirt stay within the moving golfer: however
/// ball-like their path for a while, the picture around them moves at every point. The
/// test is on the second half of a track (its first frames may well be beside the club):
/// somewhere there, the surroundings must be still.
enum StillSurroundings {
    /// Fewest points the rule judges.
    static let minimumPoints = 8
    /// Surrounding motion above the frame's background (`TrackPoint.surroundingMotion`,
    /// 8-bit levels) at or below which a blob's surroundings count as still.
    static let stillLevel = 0.05

    /// Why the track never got clear of moving surroundings (`motions` in time order), or nil.
    static func verdict(_ motions: [Double]) -> String? {
        guard motions.count >= minimumPoints else { return nil }
        let quietest = motions[(motions.count / 2)...].min() ?? 0
        guard quietest > stillLevel else { return nil }
        return "never clear of moving surroundings (least \(fmt(quietest)) in its second half)"
    }
}
