import TracerRender
import TracerVision

/// Every candidate of a frame circled in its decision's colour, labelled with its
/// score and which track took it or why none did. Positions are display pixels.
///
/// A busy frame can hold hundreds of candidates, so labels are placed best first
/// (confirmed, tentative, seed, unused; then by score) and a label that would
/// overlap one already drawn is left off; unused candidates lose their reason
/// text when there are many (the JSON lines keep everything).
struct CandidateDecisionOverlay: Overlay {
    var candidates: [CandidateDiagnostic]
    var fontSize = 12.0
    var maximumLabels = 40
    /// Past this many candidates, unused ones are labelled with their score only.
    var reasonsUpTo = 15

    func draw(on canvas: Canvas) {
        let ranked = candidates.sorted { a, b in
            let (ra, rb) = (Self.rank(a.decision), Self.rank(b.decision))
            return ra != rb ? ra < rb : a.candidate.score > b.candidate.score
        }
        // Circles: least important first, so the best are drawn on top.
        for item in ranked.reversed() {
            let c = item.candidate
            let unused = item.decision.status == "rejected"
            let color = DebugPalette.color(for: item.decision)
            canvas.strokeCircle(center: c.position, radius: Self.radius(c), color: unused ? color.withAlpha(0.7) : color,
                                width: unused || c.isFaint ? 1 : 2, dash: c.isFaint ? [3, 3] : [])
        }
        var placed: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for item in ranked where placed.count < maximumLabels {
            let c = item.candidate
            let radius = Self.radius(c)
            var text = String(format: "%.2f", c.score)
            if item.decision.status == "accepted" || candidates.count <= reasonsUpTo {
                text += " " + item.decision.shortLabel
            }
            let origin = c.position.simd + SIMD2(radius + 2, -radius)
            let box = (x0: origin.x, y0: origin.y - fontSize, x1: origin.x + Double(text.count) * fontSize * 0.6,
                       y1: origin.y + 2)
            if placed.contains(where: { $0.x0 < box.x1 && box.x0 < $0.x1 && $0.y0 < box.y1 && box.y0 < $0.y1 }) { continue }
            placed.append(box)
            canvas.label(text, at: origin, size: fontSize, color: DebugPalette.color(for: item.decision))
        }
    }

    private static func radius(_ c: BallCandidate) -> Double { max(c.radius + 3, 5) }

    private static func rank(_ decision: CandidateDecision) -> Int {
        switch decision {
        case .confirmedTrack: 0
        case .tentativeTrack: 1
        case .seed: 2
        case .unassigned: 3
        }
    }
}
