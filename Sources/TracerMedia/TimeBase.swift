import CFFmpeg

/// A rational number of seconds per tick, as FFmpeg stores stream time bases.
public struct TimeBase: Sendable, Codable, Hashable {
    public var numerator: Int32
    public var denominator: Int32

    public init(numerator: Int32, denominator: Int32) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Seconds per tick; 0 when the denominator is 0.
    public var seconds: Double {
        denominator == 0 ? 0 : Double(numerator) / Double(denominator)
    }

    init(_ rational: AVRational) {
        self.init(numerator: rational.num, denominator: rational.den)
    }

    var rational: AVRational { AVRational(num: numerator, den: denominator) }
}
