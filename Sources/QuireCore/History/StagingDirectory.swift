import Foundation

/// A private (0700) hidden folder beside a store entry, built up and then renamed or exchanged into
/// place so a crash leaves either the old entry or the new one. While it is being filled it holds an
/// `flock`, which the kernel releases if the process dies: a leftover whose lock can be taken was
/// abandoned and is safe to remove, while one another process is still filling is left alone.
final class StagingDirectory {
    let url: URL
    private var descriptor: Int32

    /// Creates a fresh staging folder named after `destination`, in the same folder.
    init(beside destination: URL) throws {
        (url, descriptor) = try LockedTemporaryFolder.make(beside: destination)
    }

    /// Flushes the folder's entries (names of what was written into it) to disk.
    func sync() throws { try POSIX.fsync(descriptor, url: url) }

    /// Drops the lock. Call after the folder was renamed into place or removed.
    func release() {
        if descriptor >= 0 { POSIX.close(descriptor) }
        descriptor = -1
    }

    /// Removes the folder (best effort) and releases the lock.
    func discard() {
        // Best effort: a folder left behind is removed by the next `removeAbandoned` here.
        _ = try? POSIX.removeTree(url)
        release()
    }

    deinit { release() }

    /// Removes abandoned hidden temporaries directly inside `directory`: folders whose lock can be
    /// taken (their writer is gone) and other temporaries untouched for an hour (an `AtomicFile` write
    /// in progress elsewhere is younger than that). Returns how many were removed.
    @discardableResult
    static func removeAbandoned(in directory: URL) -> Int {
        TemporaryItem.sweep(directory, matching: { _ in true }, removeIfAbandoned)
    }

    /// `removeAbandoned`'s decision about one temporary the sweep holds.
    static func removeIfAbandoned(_ found: FoundTemporary) -> Bool {
        if found.status.isDirectory ? !found.isLocked : found.status.modificationDate.timeIntervalSinceNow > -3600 {
            return false
        }
        return (try? POSIX.removeTree(found.url)) != nil  // what can't be removed stays for the next cleanup
    }
}
