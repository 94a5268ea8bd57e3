import ArgumentParser
import Foundation
import TracerPipeline

/// Where to look for the ball and Vision's trajectory-request parameters.
struct DetectionOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Region to search, x,y,width,height: normalised, origin top-left of the shown picture. Default: above the ball at rest, else the whole frame.",
        valueName: "x,y,w,h"))
    var roi: String?

    @Option(name: .long, help: ArgumentHelp(
        "The ball's position before the swing, x,y normalised top-left; the search region is set above it.",
        valueName: "x,y"))
    var ball: String?

    @Option(name: .long, help: ArgumentHelp(
        "Points needed before a trajectory is reported (Vision's trajectoryLength, at least 5).", valueName: "n"))
    var trajectoryLength: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Smallest ball radius as a fraction of the frame width (Vision's objectMinimumNormalizedRadius).",
        valueName: "fraction"))
    var minRadius: Double?

    @Option(name: .long, help: ArgumentHelp(
        "Largest ball radius as a fraction of the frame width (Vision's objectMaximumNormalizedRadius).",
        valueName: "fraction"))
    var maxRadius: Double?

    @Option(name: .long, help: ArgumentHelp(
        "Seconds between analysed frames; 0 analyses every frame (Vision's frameAnalysisSpacing).",
        valueName: "seconds"))
    var frameSpacing: Double?

    @Option(name: .long, help: ArgumentHelp(
        "Time budget per analysed frame; past it detection coarsens rather than falls behind (Vision's targetFrameTime).",
        valueName: "seconds"))
    var targetFrameTime: Double?

    @Flag(name: .long, help: "Continue each flight past its last detection to landing; those points are marked extrapolated.")
    var extrapolate = false

    func settings(sport: String?, threads: Int = 0) throws -> DetectionSettings {
        do throws(TracerError) {
            return try DetectionSettings(
                roi: roi.map { (text) throws(TracerError) in try Self.numbers(text, count: 4, flag: "--roi") },
                ball: ball.map { (text) throws(TracerError) in try Self.numbers(text, count: 2, flag: "--ball") },
                sport: sport,
                trajectoryLength: trajectoryLength,
                minimumRadius: minRadius,
                maximumRadius: maxRadius,
                frameAnalysisSpacing: frameSpacing,
                targetFrameTime: targetFrameTime,
                extrapolate: extrapolate,
                threads: threads
            ).validated()
        } catch {
            throw ValidationError(error.message)
        }
    }

    private static func numbers(_ text: String, count: Int, flag: String) throws(TracerError) -> [Double] {
        let values = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == count, values.allSatisfy({ $0?.isFinite == true }) else {
            let shape = count == 4 ? "x,y,width,height" : "x,y"
            throw TracerError("\(flag) '\(text)' is not \(count) numbers; write it as \(shape), e.g. \(count == 4 ? "0.3,0,0.4,0.8" : "0.5,0.85")",
                              exitCode: ExitCodes.usage)
        }
        return values.compactMap { $0 }
    }
}
