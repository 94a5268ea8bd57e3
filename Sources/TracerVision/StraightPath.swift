import Foundation

/// How far a path strays from the straight line that fits it best. A bird flies straight at
/// a steady speed, and a straight line in space pictures as a straight line; gravity bends
/// a ball's path, save where the ball flies in a plane through the camera.
enum StraightPath {
    /// Root mean square distance, pixels, of `points` from their principal axis (the line
    /// through their centroid along which they spread most); 0 for fewer than three points.
    static func deviation(of points: [PixelPoint]) -> Double {
        guard points.count >= 3 else { return 0 }
        let n = Double(points.count)
        let meanX = points.map(\.x).reduce(0, +) / n
        let meanY = points.map(\.y).reduce(0, +) / n
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for point in points {
            let dx = point.x - meanX, dy = point.y - meanY
            sxx += dx * dx
            syy += dy * dy
            sxy += dx * dy
        }
        // The smaller eigenvalue of the scatter matrix is the spread across the principal axis.
        let half = (sxx + syy) / 2
        let across = half - (((sxx - syy) / 2) * ((sxx - syy) / 2) + sxy * sxy).squareRoot()
        return (max(0, across) / n).squareRoot()
    }
}
