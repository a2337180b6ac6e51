import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Walking a package directory: depth first, parents before their children, never following a
/// symbolic link, refusing trees deeper than `FileIdentity.maximumDepth`.
enum PackageTree {
    /// Calls `body(relativePath, url, lstat)` for every item below `root` (not `root` itself).
    static func walk(
        _ root: URL, document: URL, _ body: (String, URL, POSIX.Status) throws -> Void
    ) throws {
        try walk(root, prefix: "", depth: 0, document: document, body)
    }

    private static func walk(
        _ directory: URL, prefix: String, depth: Int, document: URL,
        _ body: (String, URL, POSIX.Status) throws -> Void
    ) throws {
        guard depth < FileIdentity.maximumDepth else {
            throw DocumentError(.tooLarge, url: document, detail: "Its folders are nested more than \(FileIdentity.maximumDepth) levels deep")
        }
        let names: [String]
        do {
            names = try POSIX.directoryEntries(directory)
        } catch let error as DocumentError {
            throw error.naming(document)
        }
        for name in names {
            let url = directory.appendingPathComponent(name)
            let path = prefix.isEmpty ? name : prefix + "/" + name
            let status: POSIX.Status
            do {
                status = try POSIX.status(url)
            } catch let error as DocumentError {
                throw error.naming(document)
            }
            try body(path, url, status)
            if status.isDirectory {
                try walk(url, prefix: path, depth: depth + 1, document: document, body)
            }
        }
    }
}
