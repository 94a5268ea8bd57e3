import Foundation

/// `report.html`: a contact sheet of a batch, one card per clip with its
/// thumbnail, numbers and links. Self-contained (inline CSS, no scripts, no
/// fonts or images from elsewhere); links and thumbnails are relative, so the
/// output folder can be moved or served as it is.
public enum ReportPage {
    public static func html(_ report: BatchReport) -> String {
        let totals = report.totals
        var summary = "\(totals.clips) clips · \(totals.ok) traced · \(totals.skipped) already done · \(totals.failed) failed"
        if totals.interrupted > 0 { summary += " · \(totals.interrupted) interrupted" }
        summary += " · \(totals.shots) shots"
        var notes: [String] = []
        if report.interrupted { notes.append("The batch was interrupted; run it again to finish.") }
        if let missing = report.missingShards {
            notes.append("No report from shard(s) \(missing.map(String.init).joined(separator: ", ")); their clips are not listed.")
        }
        let cards = report.clips.map(card).joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>tracer batch: \(escape(report.input))</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            <header>
            <h1>tracer batch</h1>
            <p class="paths"><code>\(escape(report.input))</code> → <code>\(escape(report.output))</code></p>
            <p class="summary">\(escape(summary))</p>
            \(notes.map { "<p class=\"note\">\(escape($0))</p>" }.joined(separator: "\n"))
            <p class="when">Finished \(escape(BatchReport.timestamp(report.finished)))</p>
            </header>
            <main class="grid">
            \(cards)
            </main>
            </body>
            </html>

            """
    }

    static func card(_ clip: ClipReport) -> String {
        let picture: String
        if let thumbnail = clip.outputs.thumbnail {
            picture = "<img src=\"\(href(thumbnail))\" alt=\"\(escape(clip.input))\" loading=\"lazy\">"
        } else {
            let label = clip.status == .failed ? "failed" : clip.status == .interrupted ? "not finished" : "no thumbnail"
            picture = "<div class=\"placeholder\"><span>\(escape(label))</span></div>"
        }
        var facts: [String] = []
        if let shots = clip.shots { facts.append(shots == 1 ? "1 shot" : "\(shots) shots") }
        if let frames = clip.frames { facts.append("\(frames) frames") }
        if let seconds = clip.seconds { facts.append(String(format: "%.1f s", seconds)) }
        var lines: [String] = []
        if !facts.isEmpty { lines.append("<p class=\"facts\">\(escape(facts.joined(separator: " · ")))</p>") }
        let shown = 3
        let trajectories = clip.trajectories ?? []
        for (number, trajectory) in trajectories.prefix(shown).enumerated() {
            lines.append(String(format: "<p class=\"shot\">#%d: %.2f–%.2f s, confidence %.2f, %d points</p>",
                                number + 1, trajectory.start, trajectory.end, trajectory.confidence, trajectory.points))
        }
        if trajectories.count > shown {
            lines.append("<p class=\"shot\">… and \(trajectories.count - shown) more in the path JSON</p>")
        }
        if let error = clip.error {
            let code = clip.exitCode.map { " (exit \($0))" } ?? ""
            lines.append("<p class=\"error\">\(escape(error + code))</p>")
        }
        var links: [String] = []
        if let video = clip.outputs.video { links.append("<a href=\"\(href(video))\">video</a>") }
        if let path = clip.outputs.path { links.append("<a href=\"\(href(path))\">path JSON</a>") }
        if !links.isEmpty { lines.append("<p class=\"links\">\(links.joined(separator: " · "))</p>") }
        let mediaLink = clip.outputs.video.map { "<a class=\"media\" href=\"\(href($0))\">\(picture)</a>" }
            ?? "<div class=\"media\">\(picture)</div>"
        return """
            <article class="card \(clip.status.rawValue)">
            \(mediaLink)
            <div class="body">
            <h2 title="\(escape(clip.input))">\(escape(clip.input))</h2>
            <p class="status">\(escape(clip.status.rawValue))</p>
            \(lines.joined(separator: "\n"))
            </div>
            </article>
            """
    }

    /// Escapes text for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A relative path as a URL reference: each segment percent-encoded (so `#`,
    /// `?`, `%` and spaces in file names stay part of the name), then HTML-escaped.
    public static func href(_ relative: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$()*,;=:@")
        let encoded = relative.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }.joined(separator: "/")
        // A first segment with a colon would read as a URL scheme.
        let safe = encoded.split(separator: "/").first?.contains(":") == true ? "./" + encoded : encoded
        return escape(safe)
    }

    static let css = """
        :root { color-scheme: light dark; --bg: #f4f5f2; --card: #fff; --ink: #1d2320; --muted: #5f6b64;
                --ok: #2e7d32; --bad: #c62828; --skip: #546e7a; --line: #dde1dc; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #141816; --card: #1e2421; --ink: #e8ece9; --muted: #9aa6a0; --line: #2f3833; } }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; background: var(--bg); color: var(--ink);
               font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        header h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 2px 0; color: var(--muted); }
        header .summary { color: var(--ink); font-weight: 600; }
        header .note { color: var(--bad); }
        code { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 12px; overflow-wrap: anywhere; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; margin-top: 20px; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; overflow: hidden;
                border-top: 4px solid var(--ok); display: flex; flex-direction: column; }
        .card.failed, .card.interrupted { border-top-color: var(--bad); }
        .card.skipped { border-top-color: var(--skip); }
        .media { display: block; text-decoration: none; aspect-ratio: 16 / 9; background: #000; }
        .media img { width: 100%; height: 100%; object-fit: contain; display: block; }
        .placeholder { width: 100%; height: 100%; display: flex; align-items: center; justify-content: center;
                       background: repeating-linear-gradient(45deg, #2a302d, #2a302d 10px, #313834 10px, #313834 20px);
                       color: #c9d1cc; font-size: 13px; text-transform: uppercase; letter-spacing: .08em; }
        .body { padding: 10px 12px 12px; }
        .body h2 { margin: 0; font-size: 14px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .body p { margin: 3px 0; }
        .status { font-size: 11px; text-transform: uppercase; letter-spacing: .08em; font-weight: 700; color: var(--ok); }
        .failed .status, .interrupted .status { color: var(--bad); }
        .skipped .status { color: var(--skip); }
        .facts, .shot { color: var(--muted); font-size: 12px; }
        .error { color: var(--bad); font-size: 12px; overflow-wrap: anywhere; }
        .links a { color: inherit; font-size: 12px; }
        """
}
