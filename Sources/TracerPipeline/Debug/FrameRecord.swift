import Foundation
import TracerVision

/// One line of `detections.jsonl`: what the detector and fitter made of one frame.
/// Positions are normalised, origin top-left, display orientation (like the path
/// JSON); radii are divided by the display width.
struct FrameRecord: Encodable {
    struct Candidate: Encodable {
        var x, y, r: Double
        var score: Double
        var status: String
        var decision: String
        var trajectory: UUID?
        var reason: String?
        var length: Double
        var angle: Double
        var polarity: String
        var contrast: Double
        var area: Int
        var faint: Bool
        var motion: Double

        enum CodingKeys: String, CodingKey {
            case x, y, r, score, status, decision, trajectory, reason, length, angle, polarity, contrast, area, faint, motion
        }

        // Written out so that a missing trajectory or reason is an explicit null.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(x, forKey: .x)
            try c.encode(y, forKey: .y)
            try c.encode(r, forKey: .r)
            try c.encode(score, forKey: .score)
            try c.encode(status, forKey: .status)
            try c.encode(decision, forKey: .decision)
            try c.encode(trajectory, forKey: .trajectory)
            try c.encode(reason, forKey: .reason)
            try c.encode(length, forKey: .length)
            try c.encode(angle, forKey: .angle)
            try c.encode(polarity, forKey: .polarity)
            try c.encode(contrast, forKey: .contrast)
            try c.encode(area, forKey: .area)
            try c.encode(faint, forKey: .faint)
            try c.encode(motion, forKey: .motion)
        }
    }

    struct Rejected: Encodable {
        var x, y, r: Double
        var area: Int
        var reason: String
        var detail: String?
    }

    struct Event: Encodable {
        var uuid: UUID
        var kind: String
        var points: Int
        var reason: String
    }

    struct Track: Encodable {
        var uuid: UUID
        var state: String
        var points: Int
        var misses: Int
        var start: Double
        /// Index in this line's `candidates` of the one the track took in this frame.
        var candidate: Int?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(uuid, forKey: .uuid)
            try c.encode(state, forKey: .state)
            try c.encode(points, forKey: .points)
            try c.encode(misses, forKey: .misses)
            try c.encode(start, forKey: .start)
            // Present even when there is none: null.
            try c.encode(candidate, forKey: .candidate)
        }

        enum CodingKeys: String, CodingKey { case uuid, state, points, misses, start, candidate }
    }

    /// A search gate and what it is for: "flight" (a track of five points or more, looked at
    /// again with a lower threshold), "youngFlight" (a ball just hit, looked at again at the
    /// full threshold without the ring test) or "launch" (above a spot that just emptied).
    struct Gate: Encodable {
        var x, y, r: Double
        var kind: String

        init(_ gate: SearchGate, width w: Double, height h: Double) {
            x = gate.center.x / w
            y = gate.center.y / h
            r = gate.radius / w
            switch gate.purpose {
            case .flight: kind = "flight"
            case .youngFlight: kind = "youngFlight"
            case .launch: kind = "launch"
            }
        }
    }

    struct Shift: Encodable {
        var x, y: Double
    }

    /// A ball at rest or a launch: where (normalised, top-left), and when it left.
    struct Spot: Encodable {
        var x, y, r: Double
        var t: Double?
    }

    var frame: Int
    var t: Double
    /// False for frames the session did not analyse (see `note`).
    var analysed: Bool
    var note: String?
    var candidates: [Candidate] = []
    var rejected: [Rejected] = []
    var events: [Event] = []
    var tracks: [Track] = []
    var gates: [Gate] = []
    var noiseSigma: Double?
    var threshold: Int?
    /// The camera's shift from the previous analysed frame, coded pixels.
    var cameraShift: Shift?
    var activeTrajectories: [UUID] = []
    var ballAtRest: Spot?
    var launches: [Spot] = []

    /// A frame with no analysis.
    init(frame: Int, t: Double, note: String) {
        self.frame = frame
        self.t = t
        analysed = false
        self.note = note
    }

    init(frame: Int, diagnostics d: FrameDiagnostics, displayWidth: Int, displayHeight: Int) {
        let w = Double(max(1, displayWidth)), h = Double(max(1, displayHeight))
        self.frame = frame
        t = d.time
        analysed = true
        candidates = d.candidates.map { item in
            let c = item.candidate
            return Candidate(x: c.position.x / w, y: c.position.y / h, r: c.radius / w, score: c.score,
                             status: item.decision.status, decision: item.decision.name,
                             trajectory: item.decision.trajectory, reason: item.decision.reason,
                             length: c.length / w, angle: c.angle, polarity: c.polarity.rawValue,
                             contrast: c.contrast, area: c.area, faint: c.isFaint, motion: c.surroundingMotion)
        }
        rejected = d.rejectedBlobs.map {
            Rejected(x: $0.position.x / w, y: $0.position.y / h, r: $0.radius / w, area: $0.area,
                     reason: $0.reason.rawValue, detail: $0.detail)
        }
        events = d.trackEvents.map { Event(uuid: $0.uuid, kind: $0.kind.rawValue, points: $0.pointCount, reason: $0.reason) }
        gates = d.gates.map { Gate($0, width: w, height: h) }
        noiseSigma = d.noiseSigma
        threshold = d.threshold
        cameraShift = Shift(x: d.cameraShift.x, y: d.cameraShift.y)
        activeTrajectories = d.activeTrajectories
        ballAtRest = d.ballAtRest.map { Spot(x: $0.position.x, y: $0.position.y, r: $0.radius, t: nil) }
        launches = d.launches.map { Spot(x: $0.position.x, y: $0.position.y, r: $0.radius, t: $0.time) }
        tracks = d.tracks.map {
            Track(uuid: $0.uuid, state: $0.isConfirmed ? "confirmed" : "tentative", points: $0.pointCount,
                  misses: $0.misses, start: $0.start, candidate: $0.candidate)
        }
    }

    enum CodingKeys: String, CodingKey {
        // frame and t are written first by `line()`, by hand.
        case analysed, note, candidates, rejected, events, gates, noiseSigma, threshold, cameraShift, activeTrajectories,
             ballAtRest, launches, tracks
    }

    /// One line of JSON, newline included: `{"frame":…,"t":…,` then the rest, keys sorted.
    func line() throws -> Data {
        let head = try Self.encoder.encode(frame), time = try Self.encoder.encode(t)
        let body = try Self.encoder.encode(self)
        var data = Data("{\"frame\":".utf8) + head + Data(",\"t\":".utf8) + time + Data(",".utf8)
        data.append(body.dropFirst())
        data.append(0x0A)
        return data
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // NaN and infinities are not JSON: written as strings so every line still parses.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}
