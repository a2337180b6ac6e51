import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The names that USB sticks, SD cards and Windows drives cannot hold. FAT, exFAT and NTFS (the
/// kernel's drivers, or the FUSE servers GNOME mounts them with: `fuseblk`) refuse `" * : < > ? \ |`
/// and control characters in a name, and Windows cannot reach a name ending in a space or a dot;
/// a save of such a name failed with a misleading "could not be found" from the middle of the save.
/// A save or move to such a name there is refused before anything is written, in words that say why.
enum DriveNames {
    /// Throws `invalidName` when `target`'s name cannot be stored on the file system of the folder
    /// it would go in. Names without those characters cost nothing: the folder is looked at only for
    /// a name that may be refused.
    static func check(_ target: URL) throws {
        let name = target.lastPathComponent
        guard mayBeRefused(name) else { return }
        let folder = target.deletingLastPathComponent()
        guard let type = fileSystemType(of: folder), windowsFamily(type) else { return }
        throw DocumentError(.invalidName, url: target,
                            detail: "The drive it goes on (\(displayName(of: type))) can’t hold names with "
                                + "\" * : < > ? \\ | or ending in a space or a dot; choose another name")
    }

    static func mayBeRefused(_ name: String) -> Bool {
        name.contains { "\"*:<>?\\|".contains($0) || ($0.asciiValue.map { $0 < 0x20 } ?? false) }
            || name.hasSuffix(" ") || name.hasSuffix(".")
    }

    /// The file system types that refuse those names: the kernel's FAT, exFAT and NTFS drivers, and
    /// FUSE block-device servers (exfat-fuse, ntfs-3g) and FUSE FAT servers.
    static func windowsFamily(_ type: String) -> Bool {
        if ["vfat", "msdos", "fat", "exfat", "ntfs", "ntfs3", "fuseblk"].contains(type) { return true }
        guard type.hasPrefix("fuse.") else { return false }
        let server = type.dropFirst("fuse.".count)
        return server.contains("fat") || server.contains("ntfs")
    }

    private static func displayName(of type: String) -> String {
        switch type {
        case "fuseblk": "exFAT or NTFS"
        case "exfat": "exFAT"
        case "ntfs", "ntfs3": "NTFS"
        default: type.contains("ntfs") ? "NTFS" : "FAT"
        }
    }

    /// `/proc/self/mountinfo`, read to its end: procfs files report no size, and a reader that trusts
    /// the size gets the first page only — which on a machine with many mounts misses the drive's line.
    private static func mountTable() -> String? {
        let url = URL(fileURLWithPath: "/proc/self/mountinfo")
        guard let fd = try? POSIX.open(url, O_RDONLY) else { return nil }
        defer { POSIX.close(fd) }
        return (try? POSIX.readAll(fd, url: url, limit: 16 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The type `/proc/self/mountinfo` gives the mount holding `folder` (matched by device number),
    /// or nil when it can't be told.
    static func fileSystemType(of folder: URL) -> String? {
        guard let status = try? POSIX.status(folder), let table = mountTable() else { return nil }
        let device = UInt64(status.device)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
        let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
        let wanted = "\(major):\(minor)"
        // Later mounts over the same device come last: the last match is the one in effect.
        var type: String?
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2, fields[2] == wanted,
                  let dash = fields.firstIndex(of: "-"), dash + 1 < fields.count else { continue }
            type = String(fields[dash + 1])
        }
        return type
    }
}
