import CCairo

/// A failed Cairo call; the text is Cairo's own description of the status.
public struct CairoError: Error, Equatable, CustomStringConvertible {
    /// The raw `cairo_status_t` value.
    public let status: UInt32
    /// What was being done when Cairo reported the status.
    public let operation: String

    init(_ status: cairo_status_t, operation: String) {
        self.status = status.rawValue
        self.operation = operation
    }

    public var description: String {
        let text = String(cString: cairo_status_to_string(cairo_status_t(rawValue: status)))
        return "cairo: \(operation): \(text)"
    }

    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(CairoError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CairoError(status, operation: operation())
    }
}
