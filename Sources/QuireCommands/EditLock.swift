import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Serialises the commands that change a document, per app and whichever program runs them: an
/// exclusive `flock(2)` on `$XDG_DATA_HOME/<app-id>/quire-edit.lock`, held from opening the document
/// until its save is done.
///
/// Why: the engine's identity check and its rename are not one atomic step, so two `checklist
/// add` processes racing on one file could both pass the check and the later rename would silently
/// drop the earlier edit. Holding the lock across open → edit → save makes each command read what
/// the previous one wrote. The kernel drops the lock when the process exits, even when killed.
final class EditLock {
    private var fd: Int32

    init(environment: DocumentEnvironment) throws {
        let folder = environment.dataDirectory
        let url = folder.appendingPathComponent("quire-edit.lock")
        for directory in [folder.deletingLastPathComponent(), folder] {
            var result: Int32
            repeat { result = mkdir(directory.path, 0o700) } while result != 0 && errno == EINTR
            if result != 0 && errno != EEXIST {
                throw DocumentError.posix(errno, url: directory, operation: "creating it")
            }
        }
        var fd: Int32
        repeat { fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw DocumentError.posix(errno, url: url, operation: "opening it") }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let number = errno
            close(fd)
            throw DocumentError.posix(number, url: url, operation: "locking it")
        }
        self.fd = fd
    }

    /// Releases the lock (closing the descriptor drops it); later calls do nothing.
    func unlock() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { unlock() }
}
