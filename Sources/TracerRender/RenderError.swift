/// Why the renderer cannot draw into a frame.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unsupportedRotation(Int)
    case badDisplaySize(width: Int, height: Int)
    case frameMismatch(expected: String, got: String)
    case unsupportedFrame(String)
    case cairo(CairoError)

    public var description: String {
        switch self {
        case .unsupportedRotation(let degrees):
            "unsupported display rotation \(degrees)°: use 0, 90, -90 or 180"
        case .badDisplaySize(let width, let height):
            "bad display size \(width)x\(height)"
        case .frameMismatch(let expected, let got):
            "frame is \(got) coded, expected \(expected) for this display size and rotation"
        case .unsupportedFrame(let reason):
            "unsupported frame: \(reason)"
        case .cairo(let error):
            error.description
        }
    }
}
