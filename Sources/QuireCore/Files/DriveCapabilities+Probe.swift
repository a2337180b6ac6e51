import CQuireShim
import Foundation

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

    /// What the drive holding `folder` can do without writing: its mount's type and statfs. Every
    /// probed call counts as missing, save on a kernel file system that is not a network one.
    static func unprobed(_ folder: URL, volume: quire_volume) -> DriveCapabilities {
        let type = mountType(id: volume.mount_id) ?? (volume.type == fuseMagic ? "fuse" : "unknown")
        let windows = refusesWindowsCharacters(type)
        let fat = ["vfat", "msdos", "fat"].contains(type) || (type.hasPrefix("fuse.") && type.contains("fat"))
        var capabilities = DriveCapabilities(
            fileSystem: type, isReadOnly: volume.read_only != 0, isFUSE: volume.type == fuseMagic,
            isNetwork: networkTypes.contains(type),
            maximumNameLength: windows ? 255 : Int(volume.name_length), namesInUTF16: windows,
            refusesWindowsCharacters: windows, maximumFileSize: fat ? (1 << 32) - 1 : nil)
        capabilities.renameExchange = !capabilities.isFUSE && !capabilities.isNetwork
        return capabilities
    }

    /// What the drive holding `folder` can do: `unprobed`, then each call tried in a private folder
    /// made in `folder` — or, where no folder can be made there (the document portal refuses mkdir
    /// with EPERM in a folder that takes new files), on hidden flat temporaries beside `probeName`.
    /// Nil where nothing can be tried (a read-only drive, a folder that takes no new entry). A call
    /// failing for another reason than the drive lacking it throws: the drive is failing (full, gone),
    /// and a save there fails with that cause.
    static func probe(_ folder: URL, volume: quire_volume) throws -> DriveCapabilities? {
        var capabilities = unprobed(folder, volume: volume)
        guard !capabilities.isReadOnly, access(folder.path, W_OK) == 0 else { return nil }
        let probeItem = folder.appendingPathComponent(probeName)
        // One a killed probe left here goes first: a folder no document is opened in keeps at most one.
        SaveFolder.removeAbandoned(for: probeItem, retire: nil)
        let scratch: SaveFolder
        do {
            scratch = try SaveFolder(beside: probeItem, document: folder)
        } catch let error as DocumentError where error.errno == EPERM {
            capabilities.makesFolders = false
            // `.quire-tmp-<random><name><writer>-.quire-drive-probe`: each belongs to `probeName`, so
            // the cleanup above finds what a killed probe left (by the `WriterToken` where no locks are).
            let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let writer = WriterToken.current?.text ?? ""
            func beside(_ name: ProbeName) -> URL {
                folder.appendingPathComponent(
                    "\(TemporaryItem.prefix)\(random)\(name.rawValue.filter(\.isLetter))\(writer)-\(probeName)")
            }
            defer { for name in ProbeName.allCases { _ = unlink(beside(name).path) } }
            try capabilities.probeCalls(in: folder, place: beside)
            return capabilities
        }
        defer { scratch.remove() }
        do {
            try capabilities.probeCalls(in: scratch.url) { scratch.url.appendingPathComponent($0.rawValue) }
        } catch let error as DocumentError {
            throw error.naming(folder, insteadOf: [scratch.url])
        }
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
        // No mount table (no procfs): nil, and the drive is treated as one of an unknown type.
        guard let fd = try? POSIX.open(url, O_RDONLY) else { return nil }
        defer { POSIX.close(fd) }
        return (try? POSIX.readAll(fd, url: url, limit: 16 << 20))  // as above
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// FAT, exFAT and NTFS: the kernel's drivers, and FUSE block-device servers (exfat-fuse, ntfs-3g)
    /// and FUSE FAT servers.
    static func refusesWindowsCharacters(_ type: String) -> Bool {
        if ["vfat", "msdos", "fat", "exfat", "ntfs", "ntfs3", "fuseblk"].contains(type) { return true }
        guard type.hasPrefix("fuse.") else { return false }
        let server = type.dropFirst("fuse.".count)
        return server.contains("fat") || server.contains("ntfs")
    }

    /// The probe's files.
    private enum ProbeName: String, CaseIterable {
        case a = "probe-a", b = "probe-b", c = "probe-c", link = "probe-link", clone = "probe-clone"
    }

    /// Tries each call once on the probe's files (`place` says where each is: in the empty private
    /// folder `folder`, or beside the document where the drive makes no folders). Only the errors that
    /// say the drive lacks a call (`Feature.isLacking`) count as its absence; any other is thrown.
    private mutating func probeCalls(in folder: URL, place: (ProbeName) -> URL) throws {
        func create(_ name: ProbeName, _ bytes: String = "") throws -> Int32 {
            let fd = try POSIX.open(place(name), O_RDWR | O_CREAT | O_EXCL, mode: 0o600)
            do {
                if !bytes.isEmpty { try POSIX.writeAll(fd, Data(bytes.utf8), url: folder) }
            } catch {
                // Closed before the folder goes: on FUSE an open file's unlink leaves a hidden file,
                // and the probe's folder with it.
                POSIX.close(fd)
                throw error
            }
            return fd
        }
        func has(_ feature: Feature, _ number: Int32, _ name: ProbeName) throws -> Bool {
            if number == 0 { return true }
            if feature.isLacking(number) { return false }
            throw POSIX.fail(place(name), "finding out what the drive can do", errno: number)
        }
        let content = "quire drive probe"
        let a = try create(.a, content)
        defer { POSIX.close(a) }
        POSIX.close(try create(.b))

        renameNoReplace = try has(.renameNoReplace, Self.renameNoReplacing(place(.b), place(.c)), .c)
        let b: ProbeName = renameNoReplace ? .c : .b
        let exchanged = POSIX.exchangeRetryingInterrupts(place(.a), place(b))
        renameExchange = try has(.renameExchange, exchanged, b)
        if renameExchange {
            // The document portal answers RENAME_EXCHANGE with success and does a plain rename: the
            // first name is gone. Only both names holding each other's file is an exchange.
            let first = try POSIX.statusIfPresent(place(.a)), second = try POSIX.statusIfPresent(place(b))
            renameExchange = first?.size == 0 && second?.size == Int64(content.utf8.count)
        }
        // `a` is open: whatever its name now, the descriptor is the file with bytes (moved to `b`'s
        // name by an exchange, pretended or not).
        let named: ProbeName = exchanged == 0 ? b : .a
        let linked = POSIX.linkRetryingInterrupts(place(named), to: place(.link))
        // Across drives or past the link count says nothing of the drive; copies are the safe answer.
        hardLinks = linked == EXDEV || linked == EMLINK ? false : try has(.hardLinks, linked, .link)
        permissions = try has(.permissions, Self.retryingInterrupts { fchmod(a, 0o640) }, named)
        let stamped = Self.retryingInterrupts { quire_lsetxattr(place(named).path, "user.quire.probe", "1", 1, 0) }
        // Refused, or no room for one: either way document ids go to the path index on this drive.
        extendedAttributes = [EACCES, EROFS, ENOSPC, EDQUOT, EPERM].contains(stamped)
            ? false : try has(.extendedAttributes, stamped, named)
        let copy = try create(.clone)
        reflinks = try has(.reflinks, Self.retryingInterrupts { quire_clone_file(copy, a) }, .clone)
        POSIX.close(copy)
        directoryFsync = try has(.directoryFsync, POSIX.fsyncDirectoryReturningErrno(folder), named)

        // Case: the file found under the upper-case spelling of its name. (Existence, not the inode:
        // a FUSE server may number each spelling's lookup apart; no other file has that name.)
        let spelled = place(named)
        caseInsensitiveNames = try POSIX.statusIfPresent(spelled.deletingLastPathComponent()
            .appendingPathComponent(spelled.lastPathComponent.uppercased())) != nil

        // Timestamps: an odd second and nanoseconds, read back; what was lost is the granularity.
        let set = timespec(tv_sec: 1_000_000_001, tv_nsec: 123_456_789)
        guard futimens(a, [set, set]) == 0 else { throw POSIX.fail(place(named), "setting its modification date") }
        let kept = try POSIX.fileStatus(a, url: place(named))
        let lost = abs(FileIdentity.nanoseconds(set.tv_sec, set.tv_nsec)
            - FileIdentity.nanoseconds(kept.modificationSeconds, kept.modificationNanoseconds))
        timestampGranularity = lost == 0 ? 1 : [100, 1_000, 1_000_000, 10_000_000, 1_000_000_000, 2_000_000_000]
            .first { $0 > lost } ?? 2_000_000_000

        if isFUSE && makesFolders { keepsRenamedFolderContents = try Self.renamedFolderKeepsContents(in: folder) }
    }

    /// A call that returns 0 or -1 with errno, retried while interrupted; 0 or the errno.
    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while call() != 0 {
            if errno != EINTR { return errno }
        }
        return 0
    }

    /// renameat2(RENAME_NOREPLACE) of a file to a free name, retrying EINTR; 0 or the errno.
    private static func renameNoReplacing(_ source: URL, _ destination: URL) -> Int32 {
        var interrupted = false
        while quire_renameat2(AT_FDCWD, source.path, AT_FDCWD, destination.path, UInt32(QUIRE_RENAME_NOREPLACE)) != 0 {
            let number = errno
            if number == EINTR { interrupted = true; continue }
            // Only what is seen at the destination proves the rename happened; otherwise ENOENT.
            if interrupted, number == ENOENT, (try? POSIX.statusIfPresent(destination)) != nil { return 0 }
            return number
        }
        return 0
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
