import ArgumentParser
import Foundation
import TracerPipeline

/// `tracer report`: merges shard reports into report.json and report.html.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Merge a batch's shard reports into report.json and report.html.",
        discussion: """
            Reads OUT/report-shard-i-of-n.json (written by `tracer batch --shard`) and writes \
            OUT/report.json and OUT/report.html. Per clip the newest report wins; with no shard \
            reports it re-draws report.html from report.json.

            Exit status: 0 every clip traced, 2 some failed or a shard's report is missing, \
            1 none traced.
            """)

    @Argument(help: ArgumentHelp("The batch's output folder.", valueName: "folder"))
    var folder: String

    @Flag(name: .long, help: "Print the merged report as one line of JSON on standard output.")
    var json = false

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        let report = try reportingFailures { () throws(TracerError) -> BatchReport in
            let report = try ReportMerge.merge(folder: url, notes: warn)
            try report.write(to: url.appendingPathComponent(BatchReport.fileName))
            let page = url.appendingPathComponent(BatchReport.pageName)
            do {
                try Data(ReportPage.html(report).utf8).write(to: page, options: .atomic)
            } catch {
                throw TracerError("cannot write \(page.path): \(error.localizedDescription)", exitCode: 8)
            }
            return report
        }
        let totals = report.totals
        StandardError.write("report: \(totals.clips) clips, \(totals.ok + totals.skipped) traced, \(totals.failed) failed, \(totals.shots) shots; \(url.appendingPathComponent(BatchReport.pageName).path)\n")
        if json, let line = String(data: report.jsonData(pretty: false), encoding: .utf8) {
            print(line)
        }
        var code = report.exitCode
        if code == ExitCodes.success, report.missingShards != nil { code = ExitCodes.partialFailure }
        if code != 0 { throw ExitCode(code) }
    }
}
