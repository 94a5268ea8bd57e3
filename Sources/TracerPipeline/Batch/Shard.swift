import Foundation

/// One of `count` disjoint parts of a batch, numbered from 0 (as Kubernetes'
/// `JOB_COMPLETION_INDEX` is). A clip belongs to the shard
/// `FNV-1a-64(relative path, UTF-8) mod count`: the split depends on nothing
/// but the clip's own name, so it is the same on every machine and every run,
/// whatever order the file system lists files in and whatever else is in the folder.
public struct Shard: Sendable, Equatable, Codable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(TracerError) {
        guard count >= 1 else {
            throw TracerError("shard count \(count) must be at least 1", exitCode: ExitCodes.usage)
        }
        guard (0..<count).contains(index) else {
            throw TracerError("shard index \(index) is out of range for \(count) shards; indices run from 0 to \(count - 1)",
                              exitCode: ExitCodes.usage)
        }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, e.g. `0/4` ... `3/4`.
    public init(parsing text: String) throws(TracerError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw TracerError("--shard '\(text)' is not i/n; write e.g. --shard 0/4 (indices start at 0)",
                              exitCode: ExitCodes.usage)
        }
        try self.init(index: index, count: count)
    }

    /// Environment variables read, in order, for the index when only the count is given.
    public static let indexVariables = ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"]

    /// The shard `index/count` with the index from `JOB_COMPLETION_INDEX`
    /// (Kubernetes Indexed Job) or `SLURM_ARRAY_TASK_ID` (Slurm job array).
    public init(count: Int, environment: [String: String]) throws(TracerError) {
        for name in Self.indexVariables {
            guard let value = environment[name] else { continue }
            guard let index = Int(value.trimmingCharacters(in: .whitespaces)) else {
                throw TracerError("\(name)='\(value)' is not a shard index", exitCode: ExitCodes.usage)
            }
            try self.init(index: index, count: count)
            return
        }
        throw TracerError("--shards \(count) needs the shard index from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID; neither is set (or give --shard i/\(count))",
                          exitCode: ExitCodes.usage)
    }

    public func contains(_ relativePath: String) -> Bool {
        Int(Self.fnv1a64(relativePath) % UInt64(count)) == index
    }

    public var description: String { "\(index)/\(count)" }

    /// The report file a shard writes: `report-shard-i-of-n.json`.
    public var reportName: String { "report-shard-\(index)-of-\(count).json" }

    /// FNV-1a, 64 bit, of the UTF-8 bytes: fixed forever (Swift's `Hasher` is seeded per process).
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
