import CQuireShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension DriveCapabilities {
    /// The name the probe's hidden folder is made for: `.quire-tmp-<random>-.quire-drive-probe`,
    /// locked while probing (a `SaveFolder`), removed after; one a killed probe left is removed by the
    /// next cleanup of any document in that folder (`SaveFolder.removeAbandoned`).
    static let probeName = ".quire-drive-probe"

    /// statfs f_type of FUSE mounts (linux/magic.h).
    private static let fuseMagic: Int64 = 0x6573_5546

    /// Mount types of network file systems.
    private static let networkTypes: Set<String> = ["nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "ceph", "afs",
                                                    "fuse.sshfs", "fuse.gvfsd-fuse", "fuse.rclone", "fuse.s3fs"]

    /// What the drive holding `folder` can do: from the mount's type, then by trying each call in a
    /// private folder made in `folder` (nothing is tried where the drive is read-only or the folder
    /// can't take a new entry).
    static func probe(_ folder: URL, volume: quire_volume) throws -> DriveCapabilities {
        let type = mountType(id: volume.mount_id) ?? (volume.type == fuseMagic ? "fuse" : "unknown")
        let windows = refusesWindowsCharacters(type)
        let fat = ["vfat", "msdos", "fat"].contains(type) || (type.hasPrefix("fuse.") && type.contains("fat"))
        var capabilities = DriveCapabilities(
            fileSystem: type, isReadOnly: volume.read_only != 0, isFUSE: volume.type == fuseMagic,
            isNetwork: networkTypes.contains(type),
            maximumNameLength: windows ? 255 : Int(volume.name_length), namesInUTF16: windows,
            refusesWindowsCharacters: windows, maximumFileSize: fat ? (1 << 32) - 1 : nil)
        guard !capabilities.isReadOnly, access(folder.path, W_OK) == 0 else { return capabilities }
        let scratch: SaveFolder
        do {
            scratch = try SaveFolder(beside: folder.appendingPathComponent(probeName), document: folder)
        } catch {
            // A folder that takes no new entry can't be saved in either; the save will say why.
            return capabilities
        }
        defer { scratch.remove() }
        try capabilities.probeCalls(in: scratch.url)
        return capabilities
    }

    /// The type /proc/self/mountinfo gives the mount with this id (its first field).
    static func mountType(id: UInt64) -> String? {
        guard id != 0, let table = mountTable() else { return nil }
        let wanted = String(id)
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.first.map(String.init) == wanted,
                  let dash = fields.firstIndex(of: "-"), dash + 1 < fields.count else { continue }
            return String(fields[dash + 1])
        }
        return nil
    }

    /// `/proc/self/mountinfo`, read to its end: procfs files report no size, and a reader that trusts
    /// the size gets the first page only — which on a machine with many mounts misses the drive's line.
    private static func mountTable() -> String? {
        let url = URL(fileURLWithPath: "/proc/self/mountinfo")
        guard let fd = try? POSIX.open(url, O_RDONLY) else { return nil }
        defer { POSIX.close(fd) }
        return (try? POSIX.readAll(fd, url: url, limit: 16 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// FAT, exFAT and NTFS: the kernel's drivers, and FUSE block-device servers (exfat-fuse, ntfs-3g)
    /// and FUSE FAT servers.
    static func refusesWindowsCharacters(_ type: String) -> Bool {
        if ["vfat", "msdos", "fat", "exfat", "ntfs", "ntfs3", "fuseblk"].contains(type) { return true }
        guard type.hasPrefix("fuse.") else { return false }
        let server = type.dropFirst("fuse.".count)
        return server.contains("fat") || server.contains("ntfs")
    }

    /// Tries each call once in the empty private folder `folder`.
    private mutating func probeCalls(in folder: URL) throws {
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func create(_ name: String, _ bytes: String = "") throws -> Int32 {
            let fd = try POSIX.open(folder.appendingPathComponent(name), O_RDWR | O_CREAT | O_EXCL, mode: 0o600)
            if !bytes.isEmpty { try POSIX.writeAll(fd, Data(bytes.utf8), url: folder) }
            return fd
        }
        let a = try create("probe-a", "quire drive probe")
        defer { POSIX.close(a) }
        POSIX.close(try create("probe-b"))

        renameNoReplace = quire_renameat2(AT_FDCWD, path("probe-b"), AT_FDCWD, path("probe-c"), UInt32(QUIRE_RENAME_NOREPLACE)) == 0
        let b = renameNoReplace ? "probe-c" : "probe-b"
        renameExchange = quire_renameat2(AT_FDCWD, path("probe-a"), AT_FDCWD, path(b), UInt32(QUIRE_RENAME_EXCHANGE)) == 0
        // `a` is open: whatever its name now, the descriptor is the file with bytes.
        let named = renameExchange ? b : "probe-a"
        hardLinks = Glibc.link(path(named), path("probe-link")) == 0
        permissions = fchmod(a, 0o640) == 0
        extendedAttributes = quire_lsetxattr(path(named), "user.quire.probe", "1", 1, 0) == 0
        let copy = try create("probe-clone")
        reflinks = quire_clone_file(copy, a) == 0
        POSIX.close(copy)
        let directory = try POSIX.open(folder, O_RDONLY | O_DIRECTORY)
        directoryFsync = Glibc.fsync(directory) == 0
        POSIX.close(directory)

        // Case: the file found under the upper-case spelling of its name. (Existence, not the inode:
        // a FUSE server may number each spelling's lookup apart; no other file is in this folder.)
        var upper = stat()
        caseInsensitiveNames = lstat(path(named.uppercased()), &upper) == 0

        // Timestamps: an odd second and nanoseconds, read back; what was lost is the granularity.
        let set = timespec(tv_sec: 1_000_000_001, tv_nsec: 123_456_789)
        var kept = stat()
        if futimens(a, [set, set]) == 0, fstat(a, &kept) == 0 {
            let wanted = Int64(set.tv_sec) * 1_000_000_000 + Int64(set.tv_nsec)
            let got = Int64(kept.st_mtim.tv_sec) * 1_000_000_000 + Int64(kept.st_mtim.tv_nsec)
            let lost = abs(wanted - got)
            timestampGranularity = [1, 100, 1_000, 1_000_000, 10_000_000, 1_000_000_000, 2_000_000_000]
                .first { $0 > lost } ?? 2_000_000_000
            if lost == 0 { timestampGranularity = 1 }
        }

        if isFUSE { keepsRenamedFolderContents = try Self.renamedFolderKeepsContents(in: folder) }
    }

    /// fusefat empties a folder it renames (anywhere but the drive's root), and leaks its files'
    /// clusters: makes `probe/file`, renames `probe`, and lists it. A listing, not a lookup: the kernel
    /// keeps the moved folder's cached entries, so only the server's own reading shows what it did.
    /// (Where the file comes out missing, the driver has leaked the probe folder's one cluster: the
    /// price of finding out before a package loses its files.)
    private static func renamedFolderKeepsContents(in folder: URL) throws -> Bool {
        let before = folder.appendingPathComponent("rename-probe")
        let after = folder.appendingPathComponent("rename-probe-renamed")
        try POSIX.makeDirectory(before, mode: 0o700)
        POSIX.close(try POSIX.open(before.appendingPathComponent("file"), O_WRONLY | O_CREAT | O_EXCL, mode: 0o600))
        try POSIX.rename(before, to: after)
        return try POSIX.directoryEntries(after) == ["file"]
    }
}
