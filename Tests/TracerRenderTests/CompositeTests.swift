import Testing
import TracerVision
@testable import TracerRender

@Suite struct CompositeTests {
    let width = 320, height = 180

    func render(_ path: TracerPath, style: TracerStyle = .broadcast, at times: [Double],
                renderer existing: TracerRenderer? = nil) throws -> TestFrame {
        let renderer = try existing ?? TracerRenderer(path: path, style: style, displayWidth: width,
                                                      displayHeight: height, rotation: 0)
        let frame = TestFrame(width: width, height: height)
        for t in times { try renderer.composite(at: t, into: frame.view) }
        return frame
    }

    /// Dense samples of the drawn path at `t`, display pixels.
    func samples(_ path: TracerPath, at t: Double) -> [SIMD2<Double>] {
        let splines = path.trajectories.map { TimeSpline(points: $0.points, width: Double(width), height: Double(height)) }
        return TracerGeometry(splines: splines, time: t, fadeTail: 0).trails.flatMap { $0.runs.flatMap(\.points) }
    }

    func distance(_ p: SIMD2<Double>, to samples: [SIMD2<Double>]) -> Double {
        samples.map { (($0 - p) * ($0 - p)).sum() }.min()!.squareRoot()
    }

    @Test func sameInputsGiveIdenticalBytesWhateverCameBefore() throws {
        let path = SamplePaths.path([SamplePaths.flight(), SamplePaths.flight(start: 1.4, from: 0.3, toX: 0.6)])
        for style in TracerStyle.presets {
            let fresh = try render(path, style: style, at: [1.5])
            let renderer = try TracerRenderer(path: path, style: style, displayWidth: width, displayHeight: height, rotation: 0)
            for t in [1.9, 1.2, 2.5, 0.5] { _ = try render(path, at: [t], renderer: renderer) }
            let after = try render(path, at: [1.5], renderer: renderer)
            #expect(fresh.isIdentical(to: after), "re-render differs")
            #expect(!fresh.isIdentical(to: TestFrame(width: width, height: height)))
        }
    }

    @Test func nothingIsDrawnBeforeATrajectoryStarts() throws {
        let late = SamplePaths.flight(start: 2, from: 0.5, toX: 0.9)
        let path = SamplePaths.path([SamplePaths.flight(start: 1), late])
        let renderer = try TracerRenderer(path: path, style: .broadcast, displayWidth: width, displayHeight: height, rotation: 0)
        let blank = TestFrame(width: width, height: height)
        let before = TestFrame(width: width, height: height)
        #expect(try !renderer.composite(at: 0.999, into: before.view))
        #expect(before.isIdentical(to: blank), "drawn before start")
        let onlyFirst = try render(path, at: [1.999])
        let firstAlone = try render(SamplePaths.path([SamplePaths.flight(start: 1)]), at: [1.999])
        #expect(onlyFirst.isIdentical(to: firstAlone), "late trajectory drawn early")
    }

    @Test func changedPixelsLieAlongThePath() throws {
        let path = SamplePaths.path([SamplePaths.flight()])
        let frame = try render(path, at: [2.0])
        let changed = frame.changedLuma(comparedWith: TestFrame(width: width, height: height))
        let dense = samples(path, at: 2.0)
        let reach = TracerPainter(style: .broadcast, lineWidth: TracerStyle.broadcast.pixelWidth(displayHeight: height)).margin
        #expect(changed.count > 300)
        for pixel in changed {
            #expect(distance(SIMD2(Double(pixel.x) + 0.5, Double(pixel.y) + 0.5), to: dense) <= reach + 1)
        }
        let changedSet = Set(changed.map { $0.y * width + $0.x })
        for point in path.trajectories[0].points {
            let x = Int(point.x * Double(width)), y = Int(point.y * Double(height))
            #expect(changedSet.contains(y * width + x), "no ink at path point (\(x), \(y))")
        }
    }

    @Test func afterTheEndTheFullLineHolds() throws {
        let path = SamplePaths.path([SamplePaths.flight()])
        let end = try render(path, style: .minimal, at: [2.0])
        let later = try render(path, style: .minimal, at: [3.7])
        let diff = end.changedLuma(comparedWith: later)
        #expect(diff.isEmpty, "\(diff.count) luma pixels differ, first \(diff.prefix(5))")
        #expect(end.isIdentical(to: later), "chroma differs")
    }

    @Test func changingOnlyTheStyleLeavesFarPixelsUntouched() throws {
        let path = SamplePaths.path([SamplePaths.flight()])
        let blank = TestFrame(width: width, height: height)
        let a = try render(path, style: .broadcast, at: [1.6])
        let b = try render(path, style: .minimal, at: [1.6])
        let dense = samples(path, at: 1.6)
        let reach = TracerPainter(style: .broadcast, lineWidth: TracerStyle.broadcast.pixelWidth(displayHeight: height)).margin
        var differing = 0
        for y in 0..<height {
            for x in 0..<width where distance(SIMD2(Double(x) + 0.5, Double(y) + 0.5), to: dense) > reach + 2 {
                #expect(a.luma(x, y) == blank.luma(x, y) && b.luma(x, y) == blank.luma(x, y))
                for plane in 1...2 where x % 2 == 0 && y % 2 == 0 {
                    #expect(a.sample(plane: plane, x: x / 2, y: y / 2) == 128)
                }
            }
        }
        for (pa, pb) in zip(a.bytes[0], b.bytes[0]) where pa != pb { differing += 1 }
        #expect(differing > 0)
    }

    @Test func interpolatedLaunchFramesAreDrawnLikeDetectedOnes() throws {
        var flight = SamplePaths.flight(extrapolated: 6)
        for i in 1...4 { flight.points[i].kind = .interpolated }
        let splines = [TimeSpline(points: flight.points, width: Double(width), height: Double(height))]
        let runs = TracerGeometry(splines: splines, time: 2.0, fadeTail: 0).trails[0].runs
        #expect(runs.map(\.extrapolated) == [false, true])
    }

    @Test func extrapolatedPartIsFainter() throws {
        let path = SamplePaths.path([SamplePaths.flight(extrapolated: 12)])
        var style = TracerStyle.minimal
        style.color = TracerColor(red: 1, green: 1, blue: 1)
        style.width = 0.02
        let frame = try render(path, style: style, at: [2.0])
        let splines = [TimeSpline(points: path.trajectories[0].points, width: Double(width), height: Double(height))]
        let runs = TracerGeometry(splines: splines, time: 2.0, fadeTail: 0).trails[0].runs
        #expect(runs.map(\.extrapolated) == [false, true])
        func brightest(_ run: TracerGeometry.Run) -> Int {
            run.points.dropFirst(4).dropLast(4).map { frame.luma(Int($0.x), Int($0.y)) }.max()!
        }
        let solid = brightest(runs[0]) - 64, faint = brightest(runs[1]) - 64
        #expect(solid > 100)
        #expect(faint > 20 && Double(faint) < 0.6 * Double(solid))
    }

    @Test func colourLandsInChroma() throws {
        let path = SamplePaths.path([SamplePaths.flight()])
        var style = TracerStyle.minimal
        style.color = TracerColor(red: 1, green: 0, blue: 0)
        style.width = 0.03
        let frame = try render(path, style: style, at: [2.0])
        let p = SamplePaths.flightPosition(at: 1.5, width: Double(width), height: Double(height))
        let (cx, cy) = (Int(p.x) / 2, Int(p.y) / 2)
        // BT.709 limited red: Y 63, Cb 102, Cr 240.
        #expect(abs(frame.luma(Int(p.x), Int(p.y)) - 63) <= 1)
        #expect(abs(frame.sample(plane: 1, x: cx, y: cy) - 102) <= 1)
        #expect(abs(frame.sample(plane: 2, x: cx, y: cy) - 240) <= 1)
    }

    @Test func rejectsFramesOfTheWrongSize() throws {
        let renderer = try TracerRenderer(path: SamplePaths.path([SamplePaths.flight()]), style: .broadcast,
                                          displayWidth: width, displayHeight: height, rotation: -90)
        #expect(throws: RenderError.self) { try renderer.composite(at: 1.5, into: TestFrame(width: width, height: height).view) }
        #expect(throws: RenderError.unsupportedRotation(45)) {
            try TracerRenderer(path: SamplePaths.path([]), style: .broadcast, displayWidth: 10, displayHeight: 10, rotation: 45)
        }
    }
}
