import Foundation

/// Creates the dump folder and clears an earlier dump's frame pictures from it.
enum DumpFolder {
    static func prepare(_ folder: URL) throws(TracerError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw TracerError("--dump \(folder.path) is a file; give a folder", exitCode: OutputFile.notWritableCode)
            }
        } else {
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw TracerError("cannot create --dump folder \(folder.path): \(PathFile.reason(error))",
                                  exitCode: OutputFile.notWritableCode)
            }
        }
        guard manager.isWritableFile(atPath: folder.path) else {
            throw TracerError("--dump folder \(folder.path) is not writable", exitCode: OutputFile.notWritableCode)
        }
        // Pictures left by an earlier dump over another range would mix with this one's.
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where isFramePicture(name) {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    static func isFramePicture(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
