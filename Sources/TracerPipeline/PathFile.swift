import Foundation
import TracerVision

/// Reads and writes the path JSON (`TracerPath`) with errors a user can act on.
public enum PathFile {
    public static func read(_ url: URL) throws(TracerError) -> TracerPath {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TracerError("cannot read path file \(url.path): \(Self.reason(error)); check the --path argument",
                              exitCode: ExitCodes.badPath)
        }
        return try decode(data, name: url.path)
    }

    public static func decode(_ data: Data, name: String) throws(TracerError) -> TracerPath {
        if let version = try? JSONDecoder().decode(VersionProbe.self, from: data).version,
           version != TracerPath.currentVersion {
            throw TracerError("path file \(name) has version \(version); this tracer reads version \(TracerPath.currentVersion)",
                              exitCode: ExitCodes.badPath)
        }
        do {
            let path = try JSONDecoder().decode(TracerPath.self, from: data)
            try check(path, name: name)
            return path
        } catch let error as TracerError {
            throw error
        } catch let error as DecodingError {
            throw TracerError("path file \(name) is not a valid tracer path: \(describe(error))", exitCode: ExitCodes.badPath)
        } catch {
            throw TracerError("path file \(name) is not valid JSON: \(Self.reason(error))", exitCode: ExitCodes.badPath)
        }
    }

    public static func encode(_ path: TracerPath) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of numbers and strings cannot fail.
        return (try? encoder.encode(path)) ?? Data()
    }

    /// Writes atomically (a temporary file renamed into place).
    public static func write(_ path: TracerPath, to url: URL, overwrite: Bool) throws(TracerError) {
        try OutputFile.checkWritable(url, overwrite: overwrite)
        do {
            try encode(path).write(to: url, options: .atomic)
        } catch {
            throw TracerError("cannot write \(url.path): \(Self.reason(error))", exitCode: OutputFile.notWritableCode)
        }
    }

    /// Checks that a path can be drawn on a clip of the given display size and duration.
    public static func checkFits(_ path: TracerPath, width: Int, height: Int, duration: Double, name: String) throws(TracerError) {
        if path.source.width != width || path.source.height != height {
            throw TracerError("path file \(name) was made for a \(path.source.width)x\(path.source.height) clip, this clip is \(width)x\(height); use the path detected on this clip",
                              exitCode: ExitCodes.badPath)
        }
        let slack = 0.5
        for trajectory in path.trajectories {
            if trajectory.start < -slack || (duration > 0 && trajectory.start > duration + slack) {
                throw TracerError("path file \(name) has a trajectory starting at \(trajectory.start) s, outside this \(String(format: "%.2f", duration)) s clip",
                                  exitCode: ExitCodes.badPath)
            }
        }
    }

    private static func check(_ path: TracerPath, name: String) throws(TracerError) {
        guard path.source.width > 0, path.source.height > 0 else {
            throw TracerError("path file \(name): source width and height must be positive", exitCode: ExitCodes.badPath)
        }
        for (index, trajectory) in path.trajectories.enumerated() {
            var previous = -Double.infinity
            for point in trajectory.points {
                guard point.t.isFinite, point.x.isFinite, point.y.isFinite, point.r.isFinite else {
                    throw TracerError("path file \(name): trajectory \(index + 1) has a point that is not a finite number",
                                      exitCode: ExitCodes.badPath)
                }
                guard point.t >= previous else {
                    throw TracerError("path file \(name): trajectory \(index + 1) has points out of time order at t=\(point.t)",
                                      exitCode: ExitCodes.badPath)
                }
                previous = point.t
            }
        }
    }

    private struct VersionProbe: Decodable { var version: Int }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(at(context))"
        case .typeMismatch(_, let context): return "wrong type\(at(context)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "missing value\(at(context))"
        case .dataCorrupted(let context): return "\(context.debugDescription)\(at(context))"
        @unknown default: return "\(error)"
        }
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
