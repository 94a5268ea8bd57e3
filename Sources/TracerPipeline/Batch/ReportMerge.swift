import Foundation

/// Merges the shard reports of one output folder into one report.
public enum ReportMerge {
    /// Reads `report-shard-i-of-n.json` files in `folder`. When reports of several
    /// shard counts are there, the count of the newest report wins (an older
    /// split is ignored, with a note); per clip the newest report wins.
    public static func merge(folder: URL, notes: (String) -> Void) throws(TracerError) -> BatchReport {
        let files = FileManager.default
        let names = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var shardReports: [BatchReport] = []
        for name in names where name.hasPrefix("report-shard-") && name.hasSuffix(".json") {
            let report = try BatchReport.read(folder.appendingPathComponent(name))
            if report.shard != nil { shardReports.append(report) }
        }
        if shardReports.isEmpty {
            let whole = folder.appendingPathComponent(BatchReport.fileName)
            guard files.fileExists(atPath: whole.path) else {
                throw TracerError("no report.json or report-shard-*.json in \(folder.path); run `tracer batch` into it first",
                                  exitCode: 3)
            }
            return try BatchReport.read(whole)
        }
        return merge(shardReports, notes: notes)
    }

    public static func merge(_ reports: [BatchReport], notes: (String) -> Void) -> BatchReport {
        let newest = reports.max { $0.finished < $1.finished }!
        let count = newest.shard?.count ?? 1
        let used = reports.filter { $0.shard?.count == count }
        if used.count < reports.count {
            notes("ignoring \(reports.count - used.count) report(s) of another shard count; using the \(count)-shard reports")
        }
        var byClip: [String: (ClipReport, Date)] = [:]
        for report in used {
            for clip in report.clips where byClip[clip.input].map({ $0.1 <= report.finished }) ?? true {
                byClip[clip.input] = (clip, report.finished)
            }
        }
        let present = Set(used.compactMap { $0.shard?.index })
        let missing = (0..<count).filter { !present.contains($0) }
        if !missing.isEmpty {
            notes("no report from shard(s) \(missing.map(String.init).joined(separator: ", ")) of \(count); those clips are missing")
        }
        let clips = byClip.values.map(\.0).sorted { $0.input.utf8.lexicographicallyPrecedes($1.input.utf8) }
        return BatchReport(input: newest.input, output: newest.output, shard: nil,
                           started: used.map(\.started).min() ?? newest.started,
                           finished: used.map(\.finished).max() ?? newest.finished,
                           interrupted: used.contains { $0.interrupted }, clips: clips,
                           missingShards: missing.isEmpty ? nil : missing)
    }
}
