import Testing
@testable import TracerVision

@Suite struct CoordinateTests {
    @Test func roiTopLeftToLowerLeftAndBack() {
        let rect = NormalizedRect.fromTopLeft(x: 0.3, y: 0.1, width: 0.4, height: 0.6)
        #expect(abs(rect.x - 0.3) < 1e-12 && abs(rect.y - 0.3) < 1e-12)
        #expect(abs(rect.width - 0.4) < 1e-12 && abs(rect.height - 0.6) < 1e-12)
        let back = rect.topLeftComponents
        #expect(abs(back.x - 0.3) < 1e-12 && abs(back.y - 0.1) < 1e-12)
        #expect(abs(back.width - 0.4) < 1e-12 && abs(back.height - 0.6) < 1e-12)
        #expect(NormalizedRect.fromTopLeft(x: 0, y: 0, width: 1, height: 1) == .full)
    }

    @Test func pointConversionAndROINormalisation() {
        let p = NormalizedPoint.fromTopLeft(x: 0.25, y: 0.2)
        #expect(p == NormalizedPoint(x: 0.25, y: 0.8))
        #expect(abs(p.topLeft.y - 0.2) < 1e-12 && p.topLeft.x == 0.25)
        let roi = NormalizedRect(x: 0.2, y: 0.4, width: 0.5, height: 0.4)
        let inROI = roi.roiNormalized(NormalizedPoint(x: 0.45, y: 0.6))
        #expect(abs(inROI.x - 0.5) < 1e-12 && abs(inROI.y - 0.5) < 1e-12)
        let back = roi.frameNormalized(inROI)
        #expect(abs(back.x - 0.45) < 1e-12 && abs(back.y - 0.6) < 1e-12)
    }

    @Test(arguments: DisplayOrientation.allCases)
    func displayCodedRoundTrip(orientation: DisplayOrientation) {
        let g = FrameGeometry(codedWidth: 64, codedHeight: 48, orientation: orientation)
        #expect(g.displayWidth == (orientation.swapsAxes ? 48 : 64))
        for (cx, cy) in [(0, 0), (63, 0), (0, 47), (10, 20), (63, 47)] {
            let d = g.displayIndex(ofCodedX: cx, y: cy)
            #expect(d.x >= 0 && d.x < g.displayWidth && d.y >= 0 && d.y < g.displayHeight)
            let c = g.codedIndex(ofDisplayX: d.x, y: d.y)
            #expect(c.x == cx && c.y == cy)
            // The continuous mapping agrees with the index mapping at pixel centres.
            let dp = g.displayPixel(fromCoded: PixelPoint(x: Double(cx) + 0.5, y: Double(cy) + 0.5))
            #expect(abs(dp.x - (Double(d.x) + 0.5)) < 1e-9 && abs(dp.y - (Double(d.y) + 0.5)) < 1e-9)
            let cp = g.codedPixel(fromDisplay: dp)
            #expect(abs(cp.x - (Double(cx) + 0.5)) < 1e-9 && abs(cp.y - (Double(cy) + 0.5)) < 1e-9)
        }
    }

    @Test func rotationMinus90IsAClockwiseTurn() {
        // Phone portrait: coded 1920x1080 landscape, shown 1080x1920 after a clockwise turn.
        let g = FrameGeometry(codedWidth: 1920, codedHeight: 1080, orientation: .rotationMinus90)
        #expect(g.displayWidth == 1080 && g.displayHeight == 1920)
        // Coded top-left lands top-right; coded top-right lands bottom-right.
        #expect(g.displayIndex(ofCodedX: 0, y: 0) == (1079, 0))
        #expect(g.displayIndex(ofCodedX: 1919, y: 0) == (1079, 1919))
        #expect(g.displayIndex(ofCodedX: 0, y: 1079) == (0, 0))
        #expect(g.displayIndex(ofCodedX: 100, y: 200) == (1080 - 1 - 200, 100))
    }

    @Test func rotation90And180() {
        let ccw = FrameGeometry(codedWidth: 40, codedHeight: 30, orientation: .rotation90)
        // A counter-clockwise turn puts the coded top-left at the bottom-left.
        #expect(ccw.displayIndex(ofCodedX: 0, y: 0) == (0, 39))
        #expect(ccw.displayIndex(ofCodedX: 39, y: 0) == (0, 0))
        let flip = FrameGeometry(codedWidth: 40, codedHeight: 30, orientation: .rotation180)
        #expect(flip.displayIndex(ofCodedX: 0, y: 0) == (39, 29))
        #expect(DisplayOrientation(rotationDegrees: 270) == .rotationMinus90)
        #expect(DisplayOrientation(rotationDegrees: -90) == .rotationMinus90)
        #expect(DisplayOrientation(rotationDegrees: -180) == .rotation180)
        #expect(DisplayOrientation(rotationDegrees: 45) == nil)
    }

    @Test func codedRectOfROI() {
        let g = FrameGeometry(codedWidth: 200, codedHeight: 100, orientation: .rotationMinus90)
        // Display is 100 wide, 200 tall. Top half of the display, Vision form.
        let top = NormalizedRect.fromTopLeft(x: 0, y: 0, width: 1, height: 0.5)
        // Display y in 0..<100 is coded x in 0..<100.
        #expect(g.codedRect(for: top) == PixelRect(x: 0, y: 0, width: 100, height: 100))
        let left = NormalizedRect.fromTopLeft(x: 0, y: 0, width: 0.3, height: 1)
        // Display x in 0..<30 is coded y in 70..<100.
        #expect(g.codedRect(for: left) == PixelRect(x: 0, y: 70, width: 200, height: 30))
    }
}
