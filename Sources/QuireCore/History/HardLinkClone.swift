import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Exact, nearly free copies of a file or package whose inodes will never be modified again (the
/// engine's safe save always writes new inodes): regular files are hard-linked, folders recreated,
/// symbolic links copied as links (never followed). Copies bytes where links are refused (EXDEV, EPERM,
/// EMLINK). Other kinds of items (FIFOs, devices, sockets) have no place in a document and are skipped.
enum HardLinkClone {
    /// Deeper packages are refused rather than recursed into without bound.
    static let maximumDepth = 64

    /// Clones `source` to `destination` (which must not exist). Returns the bytes of content (the sum
    /// of the regular files' sizes).
    @discardableResult
    static func clone(_ source: URL, to destination: URL) throws -> Int64 {
        try clone(source, to: destination, status: try POSIX.status(source), depth: 0)
    }

    private static func clone(_ source: URL, to destination: URL, status: POSIX.Status, depth: Int) throws -> Int64 {
        if status.isRegularFile {
            try POSIX.linkOrCopy(source, to: destination)
            return status.size
        }
        if status.isSymbolicLink {
            try POSIX.symlink(target: try POSIX.readLink(source), at: destination)
            return 0
        }
        guard status.isDirectory else { return 0 }
        guard depth < maximumDepth else {
            throw DocumentError(.tooLarge, url: source, detail: "Its folders are nested more than \(maximumDepth) levels deep")
        }
        // Owner rwx while filling it; the original bits are restored afterwards.
        try POSIX.makeDirectory(destination, mode: 0o700)
        var size: Int64 = 0
        for name in try POSIX.directoryEntries(source) {
            let child = source.appendingPathComponent(name)
            size += try clone(child, to: destination.appendingPathComponent(name), status: try POSIX.status(child), depth: depth + 1)
        }
        try POSIX.setPermissions(destination, status.permissions | 0o700)
        return size
    }

    /// What identifies the exact content of `url` without reading it: its inodes (and link targets and
    /// folder names, for a package). Two items with equal fingerprints share every inode.
    static func fingerprint(_ url: URL) throws -> Set<String> {
        var result = Set<String>()
        try collect(url, relative: "", into: &result, depth: 0)
        return result
    }

    private static func collect(_ url: URL, relative: String, into result: inout Set<String>, depth: Int) throws {
        let status = try POSIX.status(url)
        if status.isRegularFile {
            result.insert("f\0\(relative)\0\(status.device):\(status.inode)")
        } else if status.isSymbolicLink {
            result.insert("l\0\(relative)\0\(try POSIX.readLink(url))")
        } else if status.isDirectory {
            guard depth < maximumDepth else {
                throw DocumentError(.tooLarge, url: url, detail: "Its folders are nested more than \(maximumDepth) levels deep")
            }
            result.insert("d\0\(relative)")
            for name in try POSIX.directoryEntries(url) {
                try collect(url.appendingPathComponent(name), relative: relative + "/" + name, into: &result, depth: depth + 1)
            }
        }
    }
}
