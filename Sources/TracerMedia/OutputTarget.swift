import Foundation

/// The destination of a write, checked up front, and the temporary file
/// beside it that becomes the destination only on `commit()`.
///
/// Until committed, the temporary file is removed when the target goes away.
final class OutputTarget {
    let destination: URL
    let temporary: URL
    private var committed = false

    init(destination: URL, input: URL, overwrite: Bool) throws(MediaError) {
        let files = FileManager.default
        let path = destination.path
        let folder = destination.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MediaError.outputNotWritable(path: path, reason: "the folder \(folder.path) does not exist")
        }
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                throw MediaError.outputNotWritable(path: path, reason: "it is a folder")
            }
            if Self.sameFile(path, input.path) {
                throw MediaError.outputIsInput(path: path)
            }
            if !overwrite {
                throw MediaError.outputExists(path: path)
            }
        }
        guard files.isWritableFile(atPath: folder.path) else {
            throw MediaError.outputNotWritable(path: path, reason: "the folder \(folder.path) is not writable")
        }
        let ext = destination.pathExtension.isEmpty ? "mp4" : destination.pathExtension
        let name = destination.deletingPathExtension().lastPathComponent
        self.destination = destination
        temporary = folder.appendingPathComponent(".\(name).tmp-\(ProcessInfo.processInfo.processIdentifier).\(ext)")
    }

    deinit {
        discard()
    }

    /// Removes the temporary file now (after a failure); the destination is untouched.
    func discard() {
        guard !committed else { return }
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Atomically replaces the destination with the finished temporary file.
    func commit() throws(MediaError) {
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw MediaError.outputNotWritable(path: destination.path, reason: reason)
        }
        committed = true
    }

    /// Same device and inode: catches symlinks, hard links and `..` spellings.
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        let files = FileManager.default
        guard let first = try? files.attributesOfItem(atPath: a),
            let second = try? files.attributesOfItem(atPath: b)
        else { return false }
        let firstID = (first[.systemNumber] as? NSNumber, first[.systemFileNumber] as? NSNumber)
        let secondID = (second[.systemNumber] as? NSNumber, second[.systemFileNumber] as? NSNumber)
        guard let device = firstID.0, let inode = firstID.1 else { return false }
        return device == secondID.0 && inode == secondID.1
    }
}
