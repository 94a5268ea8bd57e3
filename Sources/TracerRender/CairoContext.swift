import CCairo

/// One `cairo_t` drawing onto one surface; owned by whoever created it.
final class CairoContext {
    private let pointer: OpaquePointer

    /// A context on `surface` (a `cairo_surface_t *`).
    init(surface: OpaquePointer) throws(CairoError) {
        let context = cairo_create(surface)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw CairoError(status, operation: "create context")
        }
        self.pointer = context
    }

    deinit { cairo_destroy(pointer) }

    /// The status Cairo accumulated while drawing; drawing calls themselves do not fail.
    func checkStatus(_ operation: String) throws(CairoError) {
        try CairoError.check(cairo_status(pointer), operation)
    }

    /// The raw `cairo_t *`, valid only inside `body`.
    func withUnsafePointer<R, E: Error>(_ body: (OpaquePointer) throws(E) -> R) throws(E) -> R {
        try body(pointer)
    }
}
