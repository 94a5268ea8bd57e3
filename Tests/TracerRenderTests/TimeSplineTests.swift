import Testing
import TracerVision
@testable import TracerRender

@Suite struct TimeSplineTests {
    let flight = SamplePaths.flight()

    @Test func reproducesABallisticFlightBetweenPoints() {
        let spline = TimeSpline(points: flight.points, width: 1920, height: 1080)
        for (i, u) in [(0, 0.5), (7, 0.3), (29, 0.9)] {
            let h = spline.knots[i + 1].t - spline.knots[i].t
            let expected = SamplePaths.flightPosition(at: spline.knots[i].t + u * h, width: 1920, height: 1080)
            let got = spline.position(segment: i, u: u)
            #expect(abs(got.x - expected.x) < 1e-6 && abs(got.y - expected.y) < 1e-6)
        }
    }

    @Test func ignoresUnorderedDuplicateAndNonFiniteTimes() {
        var points = flight.points.reversed() as [TracerPath.Point]
        points.append(points[3])
        points.append(TracerPath.Point(t: .nan, x: 0, y: 0, r: 0))
        let spline = TimeSpline(points: points, width: 100, height: 100)
        #expect(spline.knots.count == flight.points.count)
        #expect(zip(spline.knots, spline.knots.dropFirst()).allSatisfy { $0.t < $1.t })
    }

    @Test func lineEndsAtTheBallAndGrowsSmoothly() {
        let spline = TimeSpline(points: flight.points, width: 1920, height: 1080)
        var previousLength = 0.0
        for t in stride(from: 1.0, through: 2.0, by: 0.0071) {
            let geometry = TracerGeometry(splines: [spline], time: t, fadeTail: 0)
            let points = geometry.trails[0].runs.flatMap(\.points)
            let end = points.last!
            let expected = SamplePaths.flightPosition(at: t, width: 1920, height: 1080)
            #expect(abs(end.x - expected.x) < 1e-6 && abs(end.y - expected.y) < 1e-6)
            let gaps = zip(points, points.dropFirst()).map { (($1 - $0) * ($1 - $0)).sum().squareRoot() }
            #expect(gaps.allSatisfy { $0 <= TracerGeometry.sampleSpacing * 1.25 })
            let length = gaps.reduce(0, +)
            #expect(length >= previousLength)
            previousLength = length
        }
    }

    @Test func headOnlyWhileInFlight() {
        let spline = TimeSpline(points: flight.points, width: 100, height: 100)
        #expect(TracerGeometry(splines: [spline], time: 0.99, fadeTail: 0).isEmpty)
        #expect(TracerGeometry(splines: [spline], time: 1.5, fadeTail: 0).trails[0].head != nil)
        #expect(TracerGeometry(splines: [spline], time: 2.5, fadeTail: 0).trails[0].head == nil)
    }
}
