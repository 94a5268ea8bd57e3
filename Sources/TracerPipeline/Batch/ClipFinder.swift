import Foundation

/// One clip of a batch: where it is, and its path relative to the batch folder.
public struct BatchClip: Sendable, Equatable {
    /// Relative to the batch folder, `/`-separated: the clip's name in reports and shards.
    public var relativePath: String
    public var url: URL

    public init(relativePath: String, url: URL) {
        self.relativePath = relativePath
        self.url = url
    }
}

/// Finds the clips of a batch folder.
public enum ClipFinder {
    /// Extensions taken as video, compared case-insensitively.
    public static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "mkv", "avi", "webm"]

    /// The clips in `folder`, sorted by relative path (byte order), so every
    /// machine and every run sees the same list. Hidden files and folders, and
    /// `excluding` (the output folder, when it lies inside), are skipped.
    public static func clips(in folder: URL, recursive: Bool, excluding excluded: URL? = nil) throws(TracerError) -> [BatchClip] {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw TracerError("folder \(folder.path) not found", exitCode: 3)
        }
        guard isFolder.boolValue else {
            throw TracerError("\(folder.path) is not a folder; give a folder of clips (for one clip use `tracer render`)",
                              exitCode: ExitCodes.usage)
        }
        let root = canonical(folder)
        let skip = excluded.map(canonical)
        var found: [BatchClip] = []
        func walk(_ directory: URL, prefix: String) {
            guard let names = try? files.contentsOfDirectory(atPath: directory.path) else { return }
            for name in names where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let relative = prefix + name
                var entryIsFolder: ObjCBool = false
                guard files.fileExists(atPath: url.path, isDirectory: &entryIsFolder) else { continue }
                if entryIsFolder.boolValue {
                    // Symlinked folders are not followed: they can loop.
                    let isLink = (try? files.destinationOfSymbolicLink(atPath: url.path)) != nil
                    if recursive, !isLink, canonical(url) != skip {
                        walk(url, prefix: relative + "/")
                    }
                } else if videoExtensions.contains(url.pathExtension.lowercased()) {
                    found.append(BatchClip(relativePath: relative, url: url))
                }
            }
        }
        walk(root, prefix: "")
        return found.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    static func canonical(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath()
    }
}
