import Foundation
#if canImport(Glibc)
import Glibc
#endif
import CQuireShim

/// Whether renaming a folder keeps what is in it, per mounted file system. Every kernel file system
/// does; fusefat (Debian's FUSE server for FAT drives) does not: a folder renamed anywhere but the
/// drive's root comes out empty and its files' clusters are leaked. A package save renames folders,
/// so on such a drive it is refused before anything is touched, in words that say why.
///
/// Probed in the save's own folder (never a drive's root), and only on FUSE mounts: kernel file
/// systems keep contents, and their saves pay one statfs. Not cached: FUSE mounts reuse device
/// numbers as drives come and go, and the probe (six calls) is small beside a FUSE package save,
/// which copies every child for want of hard links.
enum FolderRenameCheck {
    /// statfs's f_type for every FUSE mount (linux/magic.h).
    private static let fuseMagic: Int64 = 0x6573_5546

    /// Throws, naming `document`, when the file system `folder` is on empties renamed folders.
    static func require(in folder: SaveFolder, document: URL) throws {
        var type: Int64 = 0
        guard quire_file_system_type(folder.url.path, &type) == 0 else {
            throw DocumentError.posix(errno, url: document, operation: "finding out what kind of drive it is on")
        }
        if type == fuseMagic, try !probe(in: folder.url, document: document) { throw refusal(document) }
    }

    /// Makes `probe/file` in `folder`, renames `probe`, and looks for the file under the new name.
    /// Both names go whatever the outcome; the folder itself is removed by its save. (Where the file
    /// comes out missing, the driver has also leaked the probe folder's one cluster: the price of
    /// finding out before a package loses its files.)
    private static func probe(in folder: URL, document: URL) throws -> Bool {
        let before = folder.appendingPathComponent("rename-probe")
        let after = folder.appendingPathComponent("rename-probe-renamed")
        defer {
            for item in [before, after] {
                // Best effort: whatever stays is inside the save folder, which goes with its save.
                try? POSIX.removeTree(item)
            }
        }
        do {
            try POSIX.makeDirectory(before, mode: 0o700)
            POSIX.close(try POSIX.open(before.appendingPathComponent("file"), O_WRONLY | O_CREAT | O_EXCL, mode: 0o600))
            try POSIX.rename(before, to: after)
            // A listing, not a lookup: the kernel keeps the moved folder's cached entries, so only
            // the server's own reading of the folder shows what it did.
            return try POSIX.directoryEntries(after) == ["file"]
        } catch let error as DocumentError {
            throw error.naming(document, insteadOf: [before, after])
        }
    }

    private static func refusal(_ document: URL) -> DocumentError {
        DocumentError(.ioFailure, url: document, detail: "this drive’s file system driver empties folders it renames, so a "
            + "package can’t be saved on it without losing files. Save it on another drive, or mount this one with "
            + "the kernel’s FAT driver")
    }
}
