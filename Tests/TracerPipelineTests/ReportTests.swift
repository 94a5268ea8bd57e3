import Foundation
import Testing
import TracerPipeline

@Suite struct ReportTests {
    @Test func reportJSONRoundTripsAndHasTheFields() throws {
        let folder = try ClipFolder(["ab.mp4", "bad.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let report = try folder.job().run(runner: FakeRunner())
        let url = folder.output.appendingPathComponent(BatchReport.fileName)
        try report.write(to: url)
        // Times are stored to the millisecond; everything else survives exactly.
        let back = try BatchReport.read(url)
        #expect(back.jsonData() == report.jsonData())
        #expect(abs(back.finished.timeIntervalSince(report.finished)) < 0.001)
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(totals["clips"] as? Int == 2)
        #expect(totals["ok"] as? Int == 1)
        #expect(totals["failed"] as? Int == 1)
        #expect(json["started"] is String)
        #expect(json["interrupted"] as? Bool == false)
        let clips = try #require(json["clips"] as? [[String: Any]])
        let good = clips[0], bad = clips[1]
        #expect(good["input"] as? String == "ab.mp4")
        #expect(good["status"] as? String == "ok")
        #expect((good["outputs"] as? [String: Any])?["video"] as? String == "ab.traced.mp4")
        #expect(good["shots"] as? Int == 0)
        #expect(bad["status"] as? String == "failed")
        #expect(bad["exitCode"] as? Int == 4)
        #expect((bad["error"] as? String)?.isEmpty == false)
        // A clip with shots lists each trajectory in brief.
        let other = try ClipFolder(["abc.mp4"])
        defer { try? FileManager.default.removeItem(at: other.root) }
        let shots = try other.job().run(runner: FakeRunner()).clips[0]
        #expect(shots.shots == 1)
        #expect(shots.trajectories == [ClipReport.Trajectory(start: 0, end: 0.5, confidence: 0.9, points: 6)])
        #expect(shots.seconds == 0.5)
    }

    @Test func pageEscapesNamesAndLinksRelatively() throws {
        let folder = try ClipFolder(["<script>alert(1)</script> & \"q\".mp4", "sub/a #1?.mov", "bad'.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let report = try folder.job().run(runner: FakeRunner())
        let html = ReportPage.html(report)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;.mp4"))
        #expect(html.contains("href=\"sub/a%20%231%3F.traced.mp4\""))
        #expect(html.contains("src=\"sub/a%20%231%3F.traced.png\""))
        #expect(html.contains("bad&#39;.mp4"))
        #expect(html.contains("class=\"placeholder\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("href=\"/"))
    }

    @Test func cardWithoutThumbnailShowsPlaceholder() throws {
        let folder = try ClipFolder(["a.mp4"])
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let report = try folder.job().run(runner: FakeRunner(thumbnails: false))
        #expect(report.clips[0].outputs.thumbnail == nil)
        let html = ReportPage.html(report)
        #expect(html.contains("no thumbnail"))
        #expect(!html.contains("<img"))
    }
}
