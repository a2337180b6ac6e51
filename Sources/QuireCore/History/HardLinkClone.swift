import Foundation

/// Exact, nearly free copies of a file or package whose inodes will never be modified again (the
/// engine's safe save always writes new inodes): regular files are reflinked where the drive can, else
/// hard-linked, else copied (`FileSharing`), folders recreated, symbolic links copied as links (never
/// followed). Other kinds of items (FIFOs, devices, sockets) have no place in a document and are skipped.
enum HardLinkClone {
    /// Deeper packages are refused rather than recursed into without bound.
    static let maximumDepth = 64

    /// Clones `source` to `destination` (which must not exist). Returns the bytes of content (the sum
    /// of the regular files' sizes). A package goes through `PackageTree.clone` (directory descriptors,
    /// no URL per item); its folders get the source's modes (plus owner rwx) once filled.
    @discardableResult
    static func clone(_ source: URL, to destination: URL) throws -> Int64 {
        let status = try POSIX.status(source)
        if status.isRegularFile {
            try FileSharing.share(source, to: destination)
            return status.size
        }
        if status.isSymbolicLink {
            try POSIX.symlink(target: try POSIX.readLink(source), at: destination)
            return 0
        }
        guard status.isDirectory else { return 0 }
        try POSIX.makeDirectory(destination, mode: 0o700)
        let from = try POSIX.open(source, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        defer { POSIX.close(from) }
        let into = try POSIX.open(destination, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        defer { POSIX.close(into) }
        let clone = try PackageTree.clone(from: from, sourceURL: source, into: into, destinationURL: destination,
                                          document: source, maximumDepth: maximumDepth - 1, refuseSpecialFiles: false)
        for (path, mode) in clone.folderModes {
            try POSIX.setPermissions(at: into, path, mode | 0o700, url: destination.appendingPathComponent(path))
        }
        try POSIX.setPermissions(into, status.permissions | 0o700, url: destination)
        return clone.size
    }

    /// What identifies the exact content of `url` without reading it: its inodes (and link targets and
    /// folder names, for a package). Two items with equal fingerprints share every inode.
    static func fingerprint(_ url: URL) throws -> Set<String> {
        let status = try POSIX.status(url)
        if status.isRegularFile { return ["f\0\0\(status.device):\(status.inode)"] }
        if status.isSymbolicLink { return ["l\0\0\(try POSIX.readLink(url))"] }
        guard status.isDirectory else { return [] }
        var result: Set<String> = ["d\0"]
        try PackageTree.walk(url, document: url, maximumDepth: maximumDepth - 1) { entry in
            let relative = "/" + entry.path
            if entry.status.isRegularFile {
                result.insert("f\0\(relative)\0\(entry.status.device):\(entry.status.inode)")
            } else if entry.status.isSymbolicLink {
                result.insert("l\0\(relative)\0\(try POSIX.readLink(at: entry.directory, entry.name, url: PackageTree.url(url, entry.path)))")
            } else if entry.status.isDirectory {
                result.insert("d\0\(relative)")
            }
        }
        return result
    }
}
