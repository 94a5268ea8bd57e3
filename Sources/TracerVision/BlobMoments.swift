import Foundation

/// A blob's centroid (ROI pixels, centres at +0.5), axis standard deviations and long-axis angle.
typealias BlobShape = (cx: Double, cy: Double, minorSigma: Double, majorSigma: Double, angle: Double)

/// Weighted moments of a connected blob of above-threshold pixels (ROI pixel indices).
struct BlobMoments {
    var weight: Double = 0
    var wx: Double = 0
    var wy: Double = 0
    var wxx: Double = 0
    var wyy: Double = 0
    var wxy: Double = 0
    var count = 0
    var peak = 0
    /// Where `peak` was first reached (ROI pixel indices).
    var peakX = 0
    var peakY = 0
    var signedWeight: Double = 0

    mutating func add(x: Int, y: Int, value: Int, signed: Int) {
        let w = Double(value), fx = Double(x), fy = Double(y)
        weight += w
        wx += w * fx
        wy += w * fy
        wxx += w * fx * fx
        wyy += w * fy * fy
        wxy += w * fx * fy
        count += 1
        if value > peak { (peak, peakX, peakY) = (value, x, y) }
        signedWeight += signed > 0 ? w : -w
    }

    mutating func merge(_ o: BlobMoments) {
        weight += o.weight
        wx += o.wx
        wy += o.wy
        wxx += o.wxx
        wyy += o.wyy
        wxy += o.wxy
        count += o.count
        if o.peak > peak { (peak, peakX, peakY) = (o.peak, o.peakX, o.peakY) }
        signedWeight += o.signedWeight
    }

    /// Centroid (pixel centres at +0.5), minor and major axis standard deviations, long-axis angle.
    var shape: BlobShape {
        let mx = wx / weight, my = wy / weight
        let pixelVariance = 1.0 / 12
        let sxx = max(0, wxx / weight - mx * mx) + pixelVariance
        let syy = max(0, wyy / weight - my * my) + pixelVariance
        let sxy = wxy / weight - mx * my
        let mean = (sxx + syy) / 2
        let spread = ((sxx - syy) * (sxx - syy) / 4 + sxy * sxy).squareRoot()
        let major = mean + spread, minor = max(pixelVariance, mean - spread)
        let angle = 0.5 * atan2(2 * sxy, sxx - syy)
        return (mx + 0.5, my + 0.5, minor.squareRoot(), major.squareRoot(), angle)
    }
}

/// Labels 8-connected runs of pixels into blobs with union-find, row by row.
struct RunLabeler {
    private var runRow: [Int32] = []
    private var runStart: [Int32] = []
    private var runEnd: [Int32] = []
    private var parent: [Int32] = []
    private var moments: [BlobMoments] = []
    private var previousRowFirst = 0
    private var previousRowEnd = 0
    private var currentRow = Int.min
    private var currentRowFirst = 0

    mutating func reset() {
        runRow.removeAll(keepingCapacity: true)
        runStart.removeAll(keepingCapacity: true)
        runEnd.removeAll(keepingCapacity: true)
        parent.removeAll(keepingCapacity: true)
        moments.removeAll(keepingCapacity: true)
        previousRowFirst = 0
        previousRowEnd = 0
        currentRow = Int.min
        currentRowFirst = 0
    }

    var runCount: Int { runRow.count }

    /// Adds a run `[start, end)` on `row` (rows non-decreasing, runs left to right) with its moments.
    mutating func addRun(row: Int, start: Int, end: Int, moments m: BlobMoments) {
        if row != currentRow {
            if row == currentRow + 1 {
                previousRowFirst = currentRowFirst
                previousRowEnd = runRow.count
            } else {
                previousRowFirst = runRow.count
                previousRowEnd = runRow.count
            }
            currentRow = row
            currentRowFirst = runRow.count
        }
        let index = Int32(runRow.count)
        runRow.append(Int32(row))
        runStart.append(Int32(start))
        runEnd.append(Int32(end))
        parent.append(index)
        moments.append(m)
        var j = previousRowFirst
        while j < previousRowEnd {
            if Int(runStart[j]) <= end && start <= Int(runEnd[j]) { union(Int(index), j) }
            j += 1
        }
    }

    private mutating func find(_ i: Int) -> Int {
        var i = i
        while Int(parent[i]) != i {
            parent[i] = parent[Int(parent[i])]
            i = Int(parent[i])
        }
        return i
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[max(ra, rb)] = Int32(min(ra, rb)) }
    }

    /// The moments of every blob.
    mutating func blobs() -> [BlobMoments] {
        var byRoot: [Int: Int] = [:]
        var result: [BlobMoments] = []
        for i in 0..<runRow.count {
            let r = find(i)
            if let k = byRoot[r] {
                result[k].merge(moments[i])
            } else {
                byRoot[r] = result.count
                result.append(moments[i])
            }
        }
        return result
    }
}
