import CQuireShim
import Foundation

/// How an unchanged file is carried into a new tree (a package's staging, a kept version, a Save As
/// seeded from the saved document), the cheapest way the drive allows (`DriveCapabilities`):
///
/// 1. a **reflink** (FICLONE: btrfs, XFS): a new inode sharing the blocks copy-on-write, so nothing
///    written to one file ever shows in the other — a version never shares an inode with the live
///    document there;
/// 2. else a **hard link**: the same inode (the engine never writes a saved inode again; a writer that
///    does is caught by `PackageStaging.seal`);
/// 3. else (no links: exFAT, FAT; another drive: EXDEV; too many links: EMLINK) a **copy**.
enum FileSharing {
    enum Made: Equatable {
        case reflinked, linked, copied
    }

    /// Makes `newName` in the open folder `destination` hold what `name` in the open folder `source`
    /// holds. `folder` is the destination folder's path (its drive decides); the URLs name the items
    /// in errors and for a copy.
    static func share(at source: Int32, _ name: String, to destination: Int32, _ newName: String, folder: URL,
                      sourceURL: @autoclosure () -> URL, destinationURL: @autoclosure () -> URL) throws -> Made {
        var status = stat()
        var otherDrive = false
        let cloned = DriveCapabilities.attempt(.reflinks, in: folder) {
            reflink(at: source, name, to: destination, newName, &status, otherDrive: &otherDrive)
        }
        switch cloned {
        case .done:
            try finishReflink(in: destination, newName, like: status, url: destinationURL())
            return .reflinked
        case .lacking: break
        case .failed where otherDrive: break
        case .failed(let number): throw POSIX.fail(destinationURL(), "cloning", errno: number)
        }
        switch DriveCapabilities.attempt(.hardLinks, in: folder, { POSIX.link(at: source, name, to: destination, newName) }) {
        case .done: return .linked
        case .lacking, .failed(EXDEV), .failed(EMLINK): break
        case .failed(let number): throw POSIX.fail(destinationURL(), "linking", errno: number)
        }
        try POSIX.copyFile(sourceURL(), to: destinationURL())
        return .copied
    }

    /// `share` by paths.
    @discardableResult
    static func share(_ source: URL, to destination: URL) throws -> Made {
        let from = try POSIX.open(source.deletingLastPathComponent(), O_RDONLY | O_DIRECTORY)
        defer { POSIX.close(from) }
        let folder = destination.deletingLastPathComponent()
        let into = try POSIX.open(folder, O_RDONLY | O_DIRECTORY)
        defer { POSIX.close(into) }
        return try share(at: from, source.lastPathComponent, to: into, destination.lastPathComponent, folder: folder,
                         sourceURL: source, destinationURL: destination)
    }

    /// FICLONE into a new file with the source's mode (its `stat` left in `status`); 0 or the errno of
    /// the open or the clone, and nothing left behind on failure. `otherDrive`: the clone itself said
    /// EXDEV (the source is on another drive); the same errno from anything else is a failure.
    private static func reflink(at source: Int32, _ name: String, to destination: Int32, _ newName: String,
                                _ status: inout stat, otherDrive: inout Bool) -> Int32 {
        let input = retryingInterrupts { openat(source, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
        guard input >= 0 else { return errno }
        defer { POSIX.close(input) }
        guard fstat(input, &status) == 0 else { return errno }
        let mode = status.st_mode & 0o7777
        let output = retryingInterrupts {
            openat(destination, newName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        }
        guard output >= 0 else { return errno }
        defer { POSIX.close(output) }
        guard retryingInterrupts({ quire_clone_file(output, input) }) == 0 else {
            let number = errno
            otherDrive = number == EXDEV
            unlinkat(destination, newName, 0)
            return number
        }
        return 0
    }

    /// Gives a reflinked file its source's modification time and flushes it; on failure it goes, and
    /// the error (any errno: nothing here means another drive) fails the caller.
    private static func finishReflink(in destination: Int32, _ name: String, like status: stat, url: URL) throws {
        do {
            let fd = try PackageTree.open(at: destination, name, O_WRONLY | O_NOFOLLOW, url: url)
            defer { POSIX.close(fd) }
            guard futimens(fd, [status.st_atim, status.st_mtim]) == 0 else { throw POSIX.fail(url, "setting its modification date") }
            try POSIX.fsync(fd, url: url)
        } catch {
            unlinkat(destination, name, 0)
            throw error
        }
    }

    /// A call returning -1 with errno on failure, repeated while it is interrupted (EINTR).
    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
