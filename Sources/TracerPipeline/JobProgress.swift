import Foundation

/// How far a long job has got: what a progress bar shows.
public struct JobProgress: Sendable, Equatable {
    /// A short name of the current phase ("detect", "render", "batch").
    public var phase: String
    public var done: Int
    /// `nil` when the total is unknown (a stream without a frame count).
    public var total: Int?
    /// The unit counted ("frames", "clips").
    public var unit: String
    /// Units per second so far.
    public var rate: Double

    public init(phase: String, done: Int, total: Int?, unit: String, rate: Double) {
        self.phase = phase
        self.done = done
        self.total = total
        self.unit = unit
        self.rate = rate
    }

    public var secondsRemaining: Double? {
        guard let total, rate > 0, done <= total else { return nil }
        return Double(total - done) / rate
    }
}

/// Receives progress as a job runs, on the job's own task.
public typealias ProgressHandler = (JobProgress) -> Void

/// Counts units of work and turns them into `JobProgress` values at a steady pace.
struct ProgressMeter {
    let phase: String
    let total: Int?
    let unit: String
    let handler: ProgressHandler?
    private let start = ProcessInfo.processInfo.systemUptime
    private(set) var done = 0

    init(phase: String, total: Int?, unit: String = "frames", handler: ProgressHandler?) {
        self.phase = phase
        self.total = total
        self.unit = unit
        self.handler = handler
    }

    mutating func advance(by count: Int = 1) {
        done += count
        guard let handler else { return }
        let elapsed = ProcessInfo.processInfo.systemUptime - start
        handler(JobProgress(phase: phase, done: done, total: total, unit: unit,
                            rate: elapsed > 0 ? Double(done) / elapsed : 0))
    }
}
