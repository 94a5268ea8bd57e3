import Foundation
import TracerVision

/// Where a batch puts each clip's outputs: the clip's relative path, without its
/// extension, under the output folder, with `.traced.mp4`, `.traced.json` and
/// `.traced.png` (the thumbnail). When two clips in one folder differ only by
/// extension (`a.mp4`, `a.mov`) both keep it (`a.mp4.traced.mp4`, `a.mov.traced.mp4`).
public struct BatchLayout: Sendable {
    public var outputFolder: URL

    public init(outputFolder: URL) {
        self.outputFolder = outputFolder
    }

    /// The outputs of one clip, as paths relative to the output folder.
    public struct Outputs: Sendable, Equatable, Codable {
        public var video: String
        public var path: String
        public var thumbnail: String
    }

    /// Output names for every clip, in the order given.
    public static func outputs(for clips: [BatchClip]) -> [Outputs] {
        func stem(_ relative: String) -> String {
            (relative as NSString).deletingPathExtension
        }
        var stems: [String: Int] = [:]
        for clip in clips { stems[stem(clip.relativePath).lowercased(), default: 0] += 1 }
        return clips.map { clip in
            let base = stems[stem(clip.relativePath).lowercased(), default: 0] > 1
                ? clip.relativePath : stem(clip.relativePath)
            return Outputs(video: base + ".traced.mp4", path: base + ".traced.json", thumbnail: base + ".traced.png")
        }
    }

    public func url(_ relative: String) -> URL {
        outputFolder.appendingPathComponent(relative)
    }

    /// True when a clip need not be rendered again: the video and the path JSON
    /// exist, the JSON reads as a tracer path, and both are newer than the clip.
    /// Without the JSON requirement (`requiresPath: false`) for `--no-tracer` runs.
    public func completion(of outputs: Outputs, input: URL, requiresPath: Bool = true) -> Completion {
        guard let inputDate = Self.modified(input.path),
              let videoDate = Self.modified(url(outputs.video).path), videoDate >= inputDate
        else { return .notDone }
        guard let pathDate = Self.modified(url(outputs.path).path), pathDate >= inputDate,
              let path = try? PathFile.read(url(outputs.path))
        else { return requiresPath ? .notDone : .done(nil) }
        return .done(path)
    }

    /// Whether a clip's outputs from an earlier run can stand.
    public enum Completion: Sendable {
        case notDone
        /// Done; the path read back, if there is one.
        case done(TracerPath?)
    }

    static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    // MARK: Staging

    /// Hidden folder in the output folder where clips are rendered before they are
    /// moved into place, one subfolder per running batch (`host-pid`).
    public static let workFolderName = ".tracer-work"

    var workFolder: URL { outputFolder.appendingPathComponent(Self.workFolderName) }

    /// This process's staging folder.
    func stagingFolder() -> URL {
        workFolder.appendingPathComponent("\(Self.hostName)-\(getpid())")
    }

    static var hostName: String {
        ProcessInfo.processInfo.hostName.replacingOccurrences(of: "/", with: "_")
    }

    /// Removes staging folders left by batches on this host that are no longer
    /// running (killed with SIGKILL, or a machine that lost power). Staging
    /// folders of other hosts sharing the storage are left alone.
    public func sweepStaleStaging() {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: workFolder.path) else { return }
        let prefix = Self.hostName + "-"
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)) else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                try? files.removeItem(at: workFolder.appendingPathComponent(name))
            }
        }
        rmdir(workFolder.path)  // only when empty
    }
}
