import Foundation

/// Where a document really is, and whether it can be saved there.
enum DocumentLocation {
    /// The absolute, standardised location of the document at `url`. A path inside a package
    /// (a folder whose extension names a package type, e.g. `Weekend.boardpkg/manifest.json`) maps to
    /// the package, since Linux file choosers let people pick files inside folders.
    static func resolve(_ url: URL) throws -> URL {
        let url = url.standardizedFileURL
        guard try POSIX.statusIfPresent(url) != nil else {
            throw DocumentError(.notFound, url: url)
        }
        var candidate = url.deletingLastPathComponent()
        var packageRoot: URL?
        while candidate.path != "/" && !candidate.path.isEmpty {
            if !candidate.pathExtension.isEmpty,
               let type = UTType(filenameExtension: candidate.pathExtension, conformingTo: .package),
               type.conforms(to: .package), !type.isDynamic {
                packageRoot = candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        // One spelling per document: `deletingLastPathComponent()` leaves a trailing slash on the
        // package, so the same package opened by its path or through a file inside it would otherwise
        // get two different `fileURL`s (and `save(to:)` would take its own file for another one).
        return URL(fileURLWithPath: (packageRoot ?? url).path, isDirectory: false)
    }

    /// Whether a safe save can replace `url`: the item and its folder must be writable and the file
    /// system not mounted read-only. Checked with mode bits as well as `access(2)`, because root's
    /// `access` says yes to a file or folder its owner marked read-only — for the folder too, since a
    /// safe save creates, renames and removes entries in it.
    static func isWritable(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent()
        guard access(url.path, W_OK) == 0, access(folder.path, W_OK) == 0 else { return false }
        // What can't be looked at is not offered for editing: it opens read-only, and saving elsewhere works.
        guard let status = try? POSIX.status(url), status.mode & 0o222 != 0 else { return false }
        guard let folderStatus = try? POSIX.status(folder), folderStatus.mode & 0o222 != 0 else { return false }  // as above
        var fs = statvfs()
        if statvfs(url.path, &fs) == 0, fs.f_flag & UInt(ST_RDONLY) != 0 { return false }
        return true
    }
}
