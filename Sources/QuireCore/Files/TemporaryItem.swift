import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Names for the hidden temporaries every safe write creates beside its destination. One recognisable
/// prefix, so leftovers from a crash can be found and removed on the next open.
enum TemporaryItem {
    static let prefix = ".quire-tmp-"

    /// A fresh hidden name in the same directory as `url` (same filesystem, so rename is atomic);
    /// `writer`: this process's token at the end of the random part, for drives without locks.
    static func url(beside url: URL, writer: WriterToken? = nil) -> URL {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36) + (writer?.text ?? "")
        let base = String(url.lastPathComponent.prefix(100))
        return url.deletingLastPathComponent().appendingPathComponent("\(prefix)\(random)-\(base)")
    }

    static func isTemporary(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// Whether `name` is a temporary made for a destination named `base`: exactly prefix, random part,
    /// hyphen, base (a plain suffix test would also claim the temporaries of “b-doc.txt” for “doc.txt”).
    static func belongs(_ name: String, to base: String) -> Bool {
        guard isTemporary(name) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let hyphen = rest.firstIndex(of: "-") else { return false }
        return rest[rest.index(after: hyphen)...] == base[...]
    }

    /// Removes the temporary files an `AtomicFile.write(…, locksTemporary: true)` of `url` abandoned
    /// (its process died before the rename), leaving every temporary whose writer may still be alive.
    ///
    /// Sound because of the writer's `flock`, not because of an age: the writer locks its temporary
    /// right after creating it and keeps the lock through the rename, and the kernel drops the lock
    /// when the process dies. A temporary we can lock is therefore one whose writer is gone, or one
    /// created an instant ago and not locked yet — and that writer, once it holds the lock, sees its
    /// name gone and starts over under a new one. An age threshold could not tell a stopped or slow
    /// writer from a dead one, and would keep fresh crash leftovers. Only regular files named for
    /// `url` are touched (not a folder, link or another program's temporary: GLib's own are
    /// `recently-used.xbel.XXXXXX`), and only the file that was locked is unlinked.
    @discardableResult
    static func removeAbandonedFiles(for url: URL) -> Int {
        let directory = url.deletingLastPathComponent()
        // Best effort, as documented: an unreadable folder has nothing this can remove.
        guard let names = try? POSIX.directoryEntries(directory) else { return 0 }
        let base = String(url.lastPathComponent.prefix(100))
        var removed = 0
        for name in names where belongs(name, to: base) {
            let temporary = directory.appendingPathComponent(name)
            // O_NONBLOCK: a FIFO under that name must not hang the cleanup. Gone or unreadable: left.
            guard let fd = try? POSIX.open(temporary, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) else { continue }
            defer { POSIX.close(fd) }
            // Anything that can't be checked, locked or matched is left: it may be a live writer's.
            guard let locked = try? POSIX.fileStatus(fd, url: temporary), locked.isRegularFile,
                  (try? POSIX.lock(fd, url: temporary, nonBlocking: true)) == true,  // as above
                  // as above
                  let now = try? POSIX.statusIfPresent(temporary), now.inode == locked.inode, now.device == locked.device
            else { continue }
            if Glibc.unlink(temporary.path) == 0 { removed += 1 }
        }
        return removed
    }
}
