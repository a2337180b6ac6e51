import Foundation

/// Where a document really is when its path is a symbolic link. Saving through a link writes the
/// link's target (as GIO's `g_file_replace` does); replacing the link itself with a file would silently
/// fork the document from the copy every other app sees.
enum DocumentPath {
    static let maximumLinks = 40

    /// `url` with a symbolic link in its last component followed (repeatedly); a dangling link yields
    /// the path it points to, so a first save creates the target.
    static func resolve(_ url: URL) throws -> URL {
        var current = url.standardizedFileURL
        for _ in 0..<maximumLinks {
            guard let status = try POSIX.statusIfPresent(current), status.isSymbolicLink else { return current }
            let target = try POSIX.readLink(current)
            current = target.hasPrefix("/")
                ? URL(fileURLWithPath: target).standardizedFileURL
                : current.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
        }
        throw DocumentError.posix(ELOOP, url: url, operation: "following its symbolic links")
    }
}
