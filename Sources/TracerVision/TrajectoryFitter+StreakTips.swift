import Foundation

/// A flight's first point on the streak whose end it took (`StreakTips`).
extension TrajectoryFitter {
    /// Puts the streak in place of a flight's first point where that point is a speck at the
    /// streak's end (`StreakTips`) and the streak continues the flight backwards; returns
    /// whether it did.
    @discardableResult
    func takeStreakForTipSpeck(of track: Track) -> Bool {
        guard track.finalSamples.isEmpty, track.count > 6,
              let points = historyPoints(at: track.first.time) else { return false }
        let owned = Self.candidates(heldBy: tracks)
        guard let streak = StreakTips.streak(endedBy: track.first, among: points.filter { !owned.contains($0.candidateID) }),
              track.continuesBackwardsInsteadOfFirst(streak) else { return false }
        track.replaceFirst(with: streak)
        return true
    }
}
