import Foundation

/// Writes a whole file so that a crash at any instant leaves either the old content or the new one:
/// temporary beside the destination, data fsync, rename(2) over, directory fsync (best effort: once the
/// rename is done, the write has happened).
enum AtomicFile {
    /// - Parameters:
    ///   - mode: permissions for the new file; defaults to the replaced file's, or 0644 (less umask).
    ///   - locksTemporary: hold an `flock` on the temporary from just after creating it until it has
    ///     been renamed into place, for files whose abandoned temporaries are cleaned while other
    ///     processes may be writing (`TemporaryItem.removeAbandonedFiles(for:)`: only unlocked ones go).
    static func write(_ data: Data, to url: URL, mode: mode_t? = nil, locksTemporary: Bool = false) throws {
        let existing = try POSIX.statusIfPresent(url)
        if let existing, existing.isDirectory {
            throw DocumentError(.nameTaken, url: url, detail: "A folder is in the way")
        }
        let (temporary, fd) = try createTemporary(beside: url, locked: locksTemporary)
        do {
            defer { if !locksTemporary { POSIX.close(fd) } }
            try POSIX.writeAll(fd, data, url: url)
            try POSIX.fsync(fd, url: url)
            if let existing { POSIX.copyOwnership(fd, from: existing) }
            try POSIX.setPermissions(fd, mode ?? existing?.permissions ?? defaultMode(), url: url)
        } catch {
            _ = Glibc.unlink(temporary.path)
            if locksTemporary { POSIX.close(fd) }
            throw error
        }
        // A locked temporary keeps its lock through the rename: a cleanup must never find it unlocked
        // under its temporary name while it is still ours.
        defer { if locksTemporary { POSIX.close(fd) } }
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

    /// A cleanup elsewhere may lock and remove a temporary between our creating and our locking it;
    /// each attempt then starts over under a new name.
    private static let creationAttempts = 8

    /// A fresh temporary beside `url`, created 0600 so no other user can read it while it is
    /// incomplete (widened just before the swap); when `locked`, also `flock`ed and checked to still
    /// be the file at that name once the lock is held (as `SaveFolder` does with its folder).
    private static func createTemporary(beside url: URL, locked: Bool) throws -> (URL, Int32) {
        var attempt = 0
        while true {
            attempt += 1
            let temporary = TemporaryItem.url(beside: url)
            let fd = try POSIX.open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
            guard locked else { return (temporary, fd) }
            // Blocking: a cleanup holding it only long enough to remove it lets go at once. Where the
            // filesystem refuses locks the write goes on unlocked: a cleanup can't lock it there either,
            // so it leaves it alone.
            guard (try? POSIX.lock(fd, url: temporary)) == true else { return (temporary, fd) }
            do {
                let mine = try POSIX.fileStatus(fd, url: temporary)
                if let now = try POSIX.statusIfPresent(temporary), now.inode == mine.inode, now.device == mine.device {
                    return (temporary, fd)
                }
            } catch {
                POSIX.close(fd)
                _ = Glibc.unlink(temporary.path)
                throw error
            }
            // A cleanup took it between the open and the lock, and removed it.
            POSIX.close(fd)
            if attempt >= creationAttempts {
                throw DocumentError(.ioFailure, url: url, detail: "Its temporary copy kept being removed by another process")
            }
        }
    }

    /// 0666 less the process umask, as `open(O_CREAT)` would give a new file.
    static func defaultMode(directory: Bool = false) -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return (directory ? 0o777 : 0o666) & ~mask
    }
}
