import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a whole file so that a crash at any instant leaves either the old content or the new one:
/// temporary beside the destination, data fsync, rename(2) over, directory fsync (best effort: once the
/// rename is done, the write has happened).
enum AtomicFile {
    /// - Parameters:
    ///   - mode: permissions for the new file; defaults to the replaced file's, or 0644 (less umask).
    static func write(_ data: Data, to url: URL, mode: mode_t? = nil) throws {
        let existing = try POSIX.statusIfPresent(url)
        if let existing, existing.isDirectory {
            throw DocumentError(.nameTaken, url: url, detail: "A folder is in the way")
        }
        let temporary = TemporaryItem.url(beside: url)
        // Created 0600 so no other user can read it while it is incomplete; widened just before the swap.
        let fd = try POSIX.open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
        do {
            defer { POSIX.close(fd) }
            try POSIX.writeAll(fd, data, url: url)
            try POSIX.fsync(fd, url: url)
            if let existing { POSIX.copyOwnership(fd, from: existing) }
            try POSIX.setPermissions(fd, mode ?? existing?.permissions ?? defaultMode(), url: url)
        } catch {
            _ = Glibc.unlink(temporary.path)
            throw error
        }
        do {
            try POSIX.rename(temporary, to: url)
        } catch {
            _ = Glibc.unlink(temporary.path)
            throw error
        }
        // The new content is in place: a failing folder fsync can't undo that, so it must not be
        // reported as a failed write (the caller would believe the old content is still there).
        try? POSIX.fsyncDirectory(url.deletingLastPathComponent())
    }

    /// 0666 less the process umask, as `open(O_CREAT)` would give a new file.
    static func defaultMode(directory: Bool = false) -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return (directory ? 0o777 : 0o666) & ~mask
    }
}
