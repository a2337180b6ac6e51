import Foundation

/// The visible sibling that keeps our version when a save finds the document changed by someone else:
/// “Name (conflicted copy 2025-06-01 143005).ext”, the convention of Dropbox and Nextcloud, so people
/// recognise it and sync tools leave it alone.
enum ConflictCopy {
    /// The name for a conflict copy of `url` made at `date`; `attempt` > 1 adds a counter.
    static func url(for url: URL, date: Date = Date(), attempt: Int = 1) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HHmmss"
        var label = "conflicted copy \(formatter.string(from: date))"
        if attempt > 1 { label += " \(attempt)" }
        let name = url.lastPathComponent
        let ext = url.pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let copyName = ext.isEmpty ? "\(stem) (\(label))" : "\(stem) (\(label)).\(ext)"
        return url.deletingLastPathComponent().appendingPathComponent(copyName)
    }

    /// Renames `item` (a finished temporary file or staging folder) to a free conflict-copy name beside
    /// `document`, never replacing anything, and makes the rename durable. Each name is claimed with
    /// renameat2(RENAME_NOREPLACE), so conflicts in the same second (in this process or others) get
    /// “… 2”, “… 3” instead of one replacing the other.
    ///
    /// A package on a drive that empties folders it renames (fusefat) is moved file by file into a
    /// folder made under the claimed name (`PackageChildSwap.moveTree`).
    static func move(_ item: URL, beside document: URL, date: Date = Date()) throws -> URL {
        let byFiles = try POSIX.status(item).isDirectory
            && DriveCapabilities.known(document.deletingLastPathComponent())?.keepsRenamedFolderContents == false
        for attempt in 1...100 {
            let copy = url(for: document, date: date, attempt: attempt)
            do {
                if byFiles {
                    try PackageChildSwap.moveTree(item, to: copy)
                } else {
                    try POSIX.renameNoReplace(item, to: copy)
                }
            } catch let error as DocumentError where error.code == .nameTaken {
                continue
            }
            // The copy exists; a lost fsync can't undo it, and the conflict is the error to report.
            try? POSIX.fsyncDirectory(document.deletingLastPathComponent())
            return copy
        }
        throw DocumentError(.nameTaken, url: document, detail: "No free name for a conflicted copy")
    }
}
