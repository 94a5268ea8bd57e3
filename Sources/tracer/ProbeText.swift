import Foundation
import TracerPipeline

/// Formats a probe report as aligned text for people.
enum ProbeText {
    static func describe(_ report: ProbeReport) -> String {
        let info = report.info
        let video = info.video
        var rows: [(String, String)] = [
            ("container", info.container),
            ("duration", String(format: "%.3f s", info.duration)),
            ("video", "\(video.codec), \(video.pixelFormat), \(video.bitDepth)-bit, \(video.colorRange) range, \(video.colorSpace)"),
            ("size", "\(video.width)x\(video.height) shown, \(video.codedWidth)x\(video.codedHeight) coded"),
            ("rotation", "\(video.rotation)°" + (video.rotation == 0 ? "" : " (display matrix)")),
            ("frame rate", String(format: "%.3f fps average, %.3f fps real", video.frameRate, video.realFrameRate)),
            ("time base", "\(video.timeBase.numerator)/\(video.timeBase.denominator)"),
            ("frames", video.frameCount.map(String.init) ?? "unknown (use --decode)"),
        ]
        if let rate = report.decodeRate, let frames = report.decodedFrames {
            rows.append(("decoded", String(format: "%d frames at %.0f fps", frames, rate)))
        }
        if info.audio.isEmpty {
            rows.append(("audio", "none"))
        }
        for audio in info.audio {
            let kbps = audio.bitRate > 0 ? ", \(audio.bitRate / 1000) kb/s" : ""
            rows.append(("audio #\(audio.index)", "\(audio.codec), \(audio.sampleRate) Hz, \(audio.channels) ch\(kbps)"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
            .joined(separator: "\n")
    }
}
