import Foundation
import Testing
import TracerMedia
@testable import TracerPipeline
import TracerRender
import TracerTestSupport

/// The end-of-clip check of what `render` drew while the path still grew.
@Suite struct DrawRecordTests {
    @Test func onlyFramesDrawnFromAGrowingPathAreChecked() throws {
        let name = "chip_side"
        let info = try MediaProbe.probe(url: SampleClips.clip(name))
        let path = try SampleClips.truthPath(name)
        let stage = TracerStage(style: .broadcast, info: info, warning: { _ in })
        // A time where the truth path draws its tracer, and a fingerprint no drawing has.
        let time = try #require(path.trajectories.first?.points.last?.t)
        guard case .drawn(let real) = try stage.outcome(of: path, at: time) else {
            Issue.record("the path draws nothing at \(time)")
            return
        }
        let wrong = TracerStage.Outcome.drawn(real &+ 1)

        var record = DrawRecord()
        record.append(time: time, outcome: wrong)
        #expect(try record.differences(from: path, stage: stage) == [time])

        var honest = DrawRecord()
        honest.append(time: time, outcome: .drawn(real))
        honest.appendFinal(time: time + 1)
        #expect(try honest.differences(from: path, stage: stage).isEmpty)
        #expect(honest.count == 2)
        // The last frame came from the final path: nothing growing to compare it with.
        #expect(honest.last == nil)
        #expect(honest.times == [time, time + 1])
    }
}
