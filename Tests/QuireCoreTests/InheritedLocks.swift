import Foundation
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Waits until no descriptor of a lock on the hidden items in `directory` is left open, after a test
/// dropped its own to play a crash. Tests run in parallel in one process, and a child another test
/// spawns holds a copy of every descriptor from its fork to its exec (`O_CLOEXEC` closes them only
/// then); under load that window is long enough for the crash's cleanup to find the lock still held.
/// Polls with a deadline: a lock's release sends no event. False if a lock outlived the deadline.
func waitForInheritedLocksToClose(in directory: URL, deadline: Duration = .seconds(30)) -> Bool {
    let end = ContinuousClock.now + deadline
    guard let names = try? POSIX.directoryEntries(directory) else { return true }
    for name in names where TemporaryItem.isTemporary(name) {
        let url = directory.appendingPathComponent(name)
        guard let status = try? POSIX.status(url) else { continue }
        let flags = status.isDirectory ? O_RDONLY | O_DIRECTORY | O_NOFOLLOW : O_RDONLY | O_NOFOLLOW | O_NONBLOCK
        guard let fd = try? POSIX.open(url, flags) else { continue }
        defer { POSIX.close(fd) }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < end else { return false }
            usleep(1_000)
        }
        flock(fd, LOCK_UN)
    }
    return true
}
