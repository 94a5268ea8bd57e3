/// The normal equations of one Lucas-Kanade step for a translation: Σ w g gᵀ and
/// Σ w g r over the sampled pixels, g the image gradient, r the residual, w a robust
/// weight. Sums are kept in `Float` a row at a time (`endRow()`), which keeps the
/// rounding of a whole frame's sums small at Float's speed.
struct ShiftNormalEquations {
    private var row: (xx: Float, xy: Float, yy: Float, bx: Float, by: Float) = (0, 0, 0, 0, 0)
    private var total: (xx: Float, xy: Float, yy: Float, bx: Float, by: Float) = (0, 0, 0, 0, 0)

    /// No pixels yet.
    init() {}

    /// Sums already gathered: Σ w g gᵀ (`xx`, `xy`, `yy`) and Σ w g r (`bx`, `by`).
    init(xx: Float, xy: Float, yy: Float, bx: Float, by: Float) {
        total = (xx, xy, yy, bx, by)
    }

    @inline(__always)
    mutating func add(weight: Float, gx: Float, gy: Float, residual r: Float) {
        row.xx += weight * gx * gx
        row.xy += weight * gx * gy
        row.yy += weight * gy * gy
        row.bx += weight * gx * r
        row.by += weight * gy * r
    }

    mutating func endRow() {
        total.xx += row.xx; total.xy += row.xy; total.yy += row.yy; total.bx += row.bx; total.by += row.by
        row = (0, 0, 0, 0, 0)
    }

    /// The step δ that solves (Σ w g gᵀ) δ = -Σ w g r, and its standard errors for a
    /// residual scale of 1; nil when the gradients do not fix both axes.
    func solve() -> (x: Double, y: Double, errorX: Double, errorY: Double)? {
        let sxx = Double(total.xx), sxy = Double(total.xy), syy = Double(total.yy)
        let bx = Double(total.bx), by = Double(total.by)
        let determinant = sxx * syy - sxy * sxy
        guard determinant > 1e-9 * max(1, sxx * syy) else { return nil }
        return (-(syy * bx - sxy * by) / determinant, -(sxx * by - sxy * bx) / determinant,
                (syy / determinant).squareRoot(), (sxx / determinant).squareRoot())
    }
}
