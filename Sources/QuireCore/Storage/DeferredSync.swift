import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Flushes that may wait until just after a save's swap, and then go out in one `ConcurrentSync` round
/// together with the fsync of the document's folder, instead of one round each before it.
///
/// What a save must make durable before its swap (the new version's files and folders) never goes
/// here: `PackageStaging.seal` and `SafeSave.replaceFile` flush it first, as before. What may wait is
/// the bookkeeping of the version the swap took out — the version store's record, the version's
/// folder and the history folder that got its name (`VersionStore.retire(…, deferring:)`). The content
/// of that version was the document a moment ago, durable already; it only changed folders by rename.
/// Its record is written before the version is renamed into the history, and flushed with it.
///
/// Every item is still fsynced, and the document's folder too; only their order among themselves is
/// given up. A failure here cannot undo a swap that has happened (see `SafeSave`), so it is not
/// reported, as the document folder's own fsync after a swap never was.
package final class DeferredSync: Sendable {
    private let items = PthreadMutex<[ConcurrentSync.Item]>([])

    package init() {}

    /// Takes over `fd` (closed after the flush, or by `discard`).
    func adopt(_ fd: Int32, url: URL) {
        items.withLock { $0.append(ConcurrentSync.Item(fd: fd, url: url)) }
    }

    /// Adds a copy of `fd`, which stays the caller's. If it can't be copied, it is flushed now.
    func adoptCopy(of fd: Int32, url: URL) {
        let copy = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        if copy >= 0 {
            adopt(copy, url: url)
        } else {
            try? POSIX.fsync(fd, url: url)
        }
    }

    /// Adds the folder at `url`. If it can't be opened, it is flushed now (best effort).
    func adoptDirectory(_ url: URL) {
        if let fd = try? POSIX.open(url, O_RDONLY | O_DIRECTORY) {
            adopt(fd, url: url)
        } else {
            try? POSIX.fsyncDirectory(url)
        }
    }

    /// fsyncs every item and the folder `directory`, all together, then closes them. Failures are
    /// not reported (see above).
    func flush(withDirectory directory: URL) {
        adoptDirectory(directory)
        let batch = items.withLock { items in
            defer { items = [] }
            return items
        }
        try? ConcurrentSync.fsync(batch)
        for item in batch { POSIX.close(item.fd) }
    }

    /// Closes whatever was adopted, unflushed (the save did not swap).
    func discard() {
        let batch = items.withLock { items in
            defer { items = [] }
            return items
        }
        for item in batch { POSIX.close(item.fd) }
    }

    deinit { discard() }
}
