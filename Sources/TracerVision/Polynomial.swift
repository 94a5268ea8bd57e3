/// A polynomial in `(t - origin)`, coefficients lowest degree first.
public struct Polynomial: Sendable, Equatable {
    public var coefficients: [Double]
    public var origin: Double

    public init(coefficients: [Double], origin: Double = 0) {
        self.coefficients = coefficients
        self.origin = origin
    }

    public func callAsFunction(_ t: Double) -> Double {
        let u = t - origin
        var value = 0.0
        for c in coefficients.reversed() { value = value * u + c }
        return value
    }

    public func derivative(at t: Double) -> Double {
        let u = t - origin
        var value = 0.0
        for (k, c) in coefficients.enumerated().reversed() where k > 0 { value = value * u + Double(k) * c }
        return value
    }

    public func secondDerivative(at t: Double) -> Double {
        let u = t - origin
        var value = 0.0
        for (k, c) in coefficients.enumerated().reversed() where k > 1 { value = value * u + Double(k * (k - 1)) * c }
        return value
    }

    /// Weighted least squares fit of `degree` (degree reduced when there are too few points).
    static func fit(_ t: [Double], _ v: [Double], weights: [Double]? = nil, degree: Int, origin: Double) -> Polynomial? {
        let n = min(degree, t.count - 1) + 1
        guard n >= 1 else { return nil }
        var scale = 1e-9
        for x in t { scale = max(scale, abs(x - origin)) }
        // The normal equations, their right-hand side and one point's powers of time, side by side.
        let solution: [Double]? = withUnsafeTemporaryAllocation(of: Double.self, capacity: n * n + 3 * n) { buffer in
            let m = buffer.baseAddress!, rhs = m + n * n, powers = rhs + n
            m.initialize(repeating: 0, count: n * n + n)
            t.withUnsafeBufferPointer { t in
                v.withUnsafeBufferPointer { v in
                    for i in 0..<t.count {
                        let w = weights?[i] ?? 1
                        guard w > 0 else { continue }
                        let u = (t[i] - origin) / scale
                        var p = 1.0
                        for k in 0..<(2 * n) {
                            powers[k] = p
                            p *= u
                        }
                        for r in 0..<n {
                            rhs[r] += w * powers[r] * v[i]
                            let row = m + r * n, shifted = powers + r
                            for c in 0..<n { row[c] += w * shifted[c] }
                        }
                    }
                }
            }
            guard eliminate(m, rhs, n) else { return nil }
            return (0..<n).map { rhs[$0] / m[$0 * n + $0] }
        }
        guard var coefficients = solution else {
            return n > 1 ? fit(t, v, weights: weights, degree: n - 2, origin: origin) : nil
        }
        var s = 1.0
        for k in 0..<n {
            coefficients[k] /= s
            s *= scale
        }
        return Polynomial(coefficients: coefficients, origin: origin)
    }

    /// Robust IRLS fit: Huber weights (with a hard cut for gross outliers) to settle, then
    /// Tukey's biweight, which gives a point well off the curve no pull at all. Returns the
    /// polynomial, the final per-point weights (0...1) and the robust residual scale.
    static func robustFit(_ t: [Double], _ v: [Double], degree: Int, origin: Double,
                          minimumScale: Double, iterations: Int = 6) -> (Polynomial, [Double], Double)? {
        var weights = [Double](repeating: 1, count: t.count)
        guard var poly = fit(t, v, degree: degree, origin: origin) else { return nil }
        var sigma = minimumScale
        var residuals = [Double](repeating: 0, count: t.count), scratch = residuals
        for iteration in 0..<iterations {
            for i in t.indices { residuals[i] = abs(v[i] - poly(t[i])) }
            sigma = max(minimumScale, 1.4826 * median(residuals, sortingIn: &scratch))
            let k = 2.0 * sigma, c = 4.685 * sigma
            for i in t.indices {
                let r = residuals[i]
                if iteration < 2 {
                    weights[i] = r <= k ? 1 : (r > 4 * k ? 0 : k / r)
                } else {
                    let z = r / c
                    weights[i] = z < 1 ? (1 - z * z) * (1 - z * z) : 0
                }
            }
            guard let next = fit(t, v, weights: weights, degree: degree, origin: origin) else { break }
            poly = next
        }
        return (poly, weights, sigma)
    }

    /// Reduces the n×n system `m · x = b` (row-major) by Gauss-Jordan elimination with partial
    /// pivoting, in place: then `x[i] = b[i] / m[i * n + i]`. False when it is singular.
    static func eliminate(_ m: UnsafeMutablePointer<Double>, _ b: UnsafeMutablePointer<Double>, _ n: Int) -> Bool {
        for col in 0..<n {
            var pivot = col
            for r in (col + 1)..<max(col + 1, n) where abs(m[r * n + col]) > abs(m[pivot * n + col]) { pivot = r }
            guard abs(m[pivot * n + col]) > 1e-12 else { return false }
            if pivot != col {
                for c in 0..<n { swap(&m[col * n + c], &m[pivot * n + c]) }
                swap(&b[col], &b[pivot])
            }
            let top = m + col * n
            for r in 0..<n where r != col {
                let row = m + r * n
                let f = row[col] / top[col]
                if f == 0 { continue }
                for c in col..<n { row[c] -= f * top[c] }
                b[r] -= f * b[col]
            }
        }
        return true
    }
}

/// `median(values)`, sorted in `scratch` (as long as `values`) instead of a new array.
func median(_ values: [Double], sortingIn scratch: inout [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    return scratch.withUnsafeMutableBufferPointer { s in
        for i in 0..<values.count { s[i] = values[i] }
        s.sort()
        return s.count % 2 == 1 ? s[s.count / 2] : 0.5 * (s[s.count / 2 - 1] + s[s.count / 2])
    }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : 0.5 * (s[s.count / 2 - 1] + s[s.count / 2])
}
