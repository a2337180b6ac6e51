import Foundation

/// A hidden temporary a cleanup found that no live writer holds, handed to the cleanup's decision
/// while the sweep holds it. Valid only inside that call.
struct FoundTemporary {
    let url: URL
    let name: String
    /// Its `lstat` before it was opened (the kind and age the cleanup judges).
    let status: POSIX.Status
    /// Whether it was opened: folders and regular files are; links and other kinds are not.
    let isOpen: Bool
    /// Whether the sweep holds its `flock`; false for what was not opened and on a drive with no
    /// locks, where nothing says whether its writer is alive.
    let isLocked: Bool
}

extension TemporaryItem {
    /// Offers `decide` each temporary directly inside `directory` whose name passes `matching` and
    /// that no live writer holds. Writers lock their temporaries (the kernel drops the lock when the
    /// process dies), so a folder or file whose lock the sweep takes was abandoned — or is an instant
    /// old and about to be locked, and that writer, once it holds the lock, finds its name gone and
    /// starts over. The lock is held until `decide` returns, so what it removes stays abandoned; the
    /// path is checked to still name what was locked. `decide` returns whether it removed the item;
    /// the count is returned. Best effort throughout: what can't be listed, opened or locked stays for
    /// the next sweep.
    @discardableResult
    static func sweep(_ directory: URL, matching: (String) -> Bool, _ decide: (FoundTemporary) -> Bool) -> Int {
        guard let names = try? POSIX.directoryEntries(directory) else { return 0 }  // (above)
        var removed = 0
        for name in names where isTemporary(name) && matching(name) {
            let url = directory.appendingPathComponent(name)
            guard let status = try? POSIX.status(url) else { continue }  // gone meanwhile, or unreadable
            guard status.isDirectory || status.isRegularFile else {
                if decide(FoundTemporary(url: url, name: name, status: status, isOpen: false, isLocked: false)) { removed += 1 }
                continue
            }
            // O_NONBLOCK: never hang on something that is not what it seemed between lstat and open.
            let flags = status.isDirectory ? O_RDONLY | O_DIRECTORY | O_NOFOLLOW : O_RDONLY | O_NOFOLLOW | O_NONBLOCK
            guard let fd = try? POSIX.open(url, flags) else { continue }  // (above)
            defer { POSIX.close(fd) }
            let locked: Bool
            switch Result(catching: { try POSIX.lockIfSupported(fd, url: url, nonBlocking: true) }) {
            case .success(true?): locked = true
            case .success(nil): locked = false
            default: continue  // a live writer holds it, or the lock failed
            }
            guard let opened = try? POSIX.fileStatus(fd, url: url), let now = try? POSIX.statusIfPresent(url),  // (above)
                  now.inode == opened.inode, now.device == opened.device else { continue }
            if decide(FoundTemporary(url: url, name: name, status: status, isOpen: true, isLocked: locked)) { removed += 1 }
        }
        return removed
    }
}
