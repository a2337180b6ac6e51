import Foundation

/// Makes a private (0700) hidden folder beside an item, open and `flock`ed, for a writer to fill
/// (a save's folder, a version's or draft's staging folder).
///
/// Cleanups remove hidden temporaries whose lock they can take (their writer is gone), and one
/// running in another thread or process can take a new folder's lock between our `mkdir` and our
/// `flock`, then remove it. So the lock (blocking: such a cleanup holds it only while it removes) is
/// followed by a check that the path still names the folder we hold; a folder lost that way is made
/// again under a new name.
enum LockedTemporaryFolder {
    /// A cleanup can take a new folder only in the instant before it is locked: losing it this many
    /// times in a row means something removes folders on sight.
    static let attempts = 8

    /// The folder's path and its open, locked descriptor (the caller closes it). Errors name
    /// `document` instead of the folder when given.
    static func make(beside target: URL, naming document: URL? = nil) throws -> (url: URL, descriptor: Int32) {
        func named(_ error: DocumentError, _ folder: URL) -> DocumentError {
            document.map { error.naming($0, insteadOf: [folder]) } ?? error
        }
        for _ in 0..<attempts {
            let candidate = TemporaryItem.url(beside: target)
            do {
                try POSIX.makeDirectory(candidate, mode: 0o700)
            } catch let error as DocumentError {
                throw named(error, candidate)
            }
            let fd: Int32
            do {
                fd = try POSIX.open(candidate, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            } catch let error as DocumentError {
                if error.code == .notFound { continue }  // a cleanup removed it already
                _ = rmdir(candidate.path)  // ours and still empty: leave nothing behind
                throw named(error, candidate)
            }
            do {
                _ = try POSIX.lock(fd, url: candidate)
                let mine = try POSIX.fileStatus(fd, url: candidate)
                if let now = try POSIX.statusIfPresent(candidate), now.inode == mine.inode, now.device == mine.device {
                    return (candidate, fd)
                }
            } catch {
                POSIX.close(fd)
                _ = rmdir(candidate.path)
                throw named(DocumentError.wrapping(error, url: document ?? candidate), candidate)
            }
            POSIX.close(fd)
        }
        throw DocumentError(.ioFailure, url: document ?? target, detail: "Its temporary folder kept being removed by another process")
    }
}
