import Foundation
import TracerRender
import TracerVision

/// The colours of the debug pictures, one per kind of thing drawn, so the legend
/// and the overlays agree.
enum DebugPalette {
    static let confirmed = TracerColor(red: 0.15, green: 1, blue: 0.25)
    static let tentative = TracerColor(red: 1, green: 0.9, blue: 0.1)
    static let seed = TracerColor(red: 0.35, green: 0.8, blue: 1)
    static let unassigned = TracerColor(red: 1, green: 0.2, blue: 0.2)
    static let droppedBlob = TracerColor(red: 1, green: 0.55, blue: 0.75, alpha: 0.45)
    static let gate = TracerColor(red: 1, green: 0.55, blue: 0, alpha: 0.9)
    static let trackLink = TracerColor(red: 1, green: 0.3, blue: 1, alpha: 0.5)
    static let activeCurve = TracerColor(red: 0, green: 1, blue: 1)
    static let endedCurve = TracerColor(red: 0, green: 0.7, blue: 0.7, alpha: 0.5)
    static let regionOfInterest = TracerColor(red: 0, green: 1, blue: 0, alpha: 0.7)
    static let text = TracerColor(red: 1, green: 1, blue: 1)
    static let shadow = TracerColor(red: 0, green: 0, blue: 0, alpha: 0.8)

    static func color(for decision: CandidateDecision) -> TracerColor {
        switch decision {
        case .confirmedTrack: confirmed
        case .tentativeTrack: tentative
        case .seed: seed
        case .unassigned: unassigned
        }
    }
}

extension CandidateDecision {
    /// "accepted" when a track took the candidate or it seeded new ones, else "rejected".
    var status: String {
        if case .unassigned = self { return "rejected" }
        return "accepted"
    }

    /// The decision's name, as the JSON lines write it.
    var name: String {
        switch self {
        case .confirmedTrack: "confirmedTrack"
        case .tentativeTrack: "tentativeTrack"
        case .seed: "seed"
        case .unassigned: "unassigned"
        }
    }

    var trajectory: UUID? {
        switch self {
        case .confirmedTrack(let uuid), .tentativeTrack(let uuid): uuid
        case .seed, .unassigned: nil
        }
    }

    var reason: String? {
        switch self {
        case .confirmedTrack: "extended a confirmed trajectory"
        case .tentativeTrack: "extended a tentative track"
        case .seed: "started new track hypotheses"
        case .unassigned(let why): why
        }
    }

    /// A few characters for the picture: which track, or why none.
    var shortLabel: String {
        switch self {
        case .confirmedTrack(let uuid): "C:" + uuid.shortID
        case .tentativeTrack(let uuid): "T:" + uuid.shortID
        case .seed: "seed"
        case .unassigned(let why): why.count > 22 ? String(why.prefix(21)) + "…" : why
        }
    }
}

extension UUID {
    /// The first four hex digits: enough to tell tracks apart in one picture.
    var shortID: String { String(uuidString.prefix(4)) }
}
