import Foundation

/// Whether a confirmed track was lost at once, without a single point after it was confirmed.
///
/// A track is confirmed on its first `trajectoryLength` points; a ball seen that steadily
/// goes on being seen, frame after frame, until it leaves the region, lands, or fades over
/// a while. Specks that lined up by chance along a curve for those few frames, or a club
/// head slowing to a stop at the end of the follow-through, are gone the frame after. A track
/// that leaves the region of interest or is cut by the end of the clip is not judged: it
/// was not lost. A flight that does go behind something at once is continued by the track
/// found after the gap, which stands on its own points. A flight that claimed a launch is
/// not judged either: leaving the spot where a ball sat, as it emptied, is what chance
/// specks and a club head lack (a driver seen down the line is often lost in a cloud, or
/// shrinks below a pixel, right after its first ten frames).
enum LostAtOnce {
    /// Why a track lost with `count` points, `confirmedCount` of them when it was confirmed,
    /// is no flight; nil when it grew after confirmation.
    static func verdict(count: Int, confirmedCount: Int) -> String? {
        count > confirmedCount ? nil : "lost as soon as confirmed (\(count) points)"
    }

    /// The verdict on a confirmed `track` that ended; only one that was `lost` is judged.
    static func verdict(_ track: Track, lost: Bool) -> String? {
        lost ? verdict(count: track.count, confirmedCount: track.confirmedCount) : nil
    }
}
