import Foundation

/// Checks made on an output path before any long work starts, so a job never
/// runs for minutes only to fail at the end.
public enum OutputFile {
    static let existsCode: Int32 = 7
    static let notWritableCode: Int32 = 8

    public static func checkWritable(_ url: URL, overwrite: Bool, input: URL? = nil) throws(TracerError) {
        let manager = FileManager.default
        if let input, sameFile(url, input) {
            throw TracerError("output \(url.path) is the input; choose another -o", exitCode: notWritableCode)
        }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw TracerError("output \(url.path) is a folder; give a file name", exitCode: notWritableCode)
            }
            if !overwrite {
                throw TracerError("output \(url.path) exists; pass -y/--overwrite to replace it", exitCode: existsCode)
            }
        }
        let folder = url.deletingLastPathComponent()
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TracerError("output folder \(folder.path) does not exist; create it first", exitCode: notWritableCode)
        }
        guard manager.isWritableFile(atPath: folder.path) else {
            throw TracerError("output folder \(folder.path) is not writable", exitCode: notWritableCode)
        }
    }

    static func sameFile(_ a: URL, _ b: URL) -> Bool {
        if a.standardizedFileURL.resolvingSymlinksInPath() == b.standardizedFileURL.resolvingSymlinksInPath() {
            return true
        }
        var first = stat(), second = stat()
        guard stat(a.path, &first) == 0, stat(b.path, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
