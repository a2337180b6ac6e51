import Foundation

/// A name for a new item in a folder that nothing there has: the name asked for, else "Name 2.ext",
/// "Name 3.ext", …
package enum FreeName {
    package static func `in`(_ folder: URL, _ name: String) throws -> String {
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        for number in 1...10_000 {
            let candidate = number == 1 ? name : "\(stem) \(number)" + (ext.isEmpty ? "" : ".\(ext)")
            if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(candidate).path) {
                return candidate
            }
        }
        throw DocumentError(.nameTaken, url: folder.appendingPathComponent(name))
    }
}
