import CQuireShim
import Foundation

/// What the mounted file system holding a folder can do, probed rather than assumed from its name:
/// one record per mount, made on first use and cached for the process (`of(_:)`), probed again when a
/// call it said would work fails with the errno that means the drive lacks it (`attempt`).
///
/// Every fallback of the save path asks this record: RENAME_NOREPLACE (else `lstat` + `rename` under
/// the save lock), RENAME_EXCHANGE (else check + `rename` for files, `SafeSave.swapAside` for
/// packages), hard links and reflinks (else copies), permissions (else skipped), fsync on folders,
/// folders keeping their contents when renamed (else `PackageChildSwap`), folders at all (else a flat
/// temporary, and packages refused), the names and sizes it holds,
/// and how far its timestamps and inode numbers can be trusted for change detection.
///
/// Probed: every call above, once, in a locked hidden folder (`probeName`; flat hidden files where
/// the drive makes no folders), plus the case
/// folding of names and the timestamps' granularity. From the mount's type: whether it is FUSE or
/// a network mount, FAT's 4 GiB file size limit, and the characters Windows drives refuse (those
/// cannot be probed without writing gigabytes, or are documented limits of the format).
package struct DriveCapabilities: Sendable, Equatable {
    /// The mount's type as /proc/self/mountinfo gives it (`ext4`, `fuseblk`, `fuse.sshfs`, …).
    package var fileSystem: String
    package var isReadOnly: Bool
    package var isFUSE: Bool
    /// sshfs, NFS, SMB, …: rename may not be atomic across the link and fsync may do nothing.
    package var isNetwork: Bool

    package var renameNoReplace = false
    package var renameExchange = false
    package var hardLinks = false
    /// FICLONE: a copy that shares blocks, never the inode (btrfs, XFS).
    package var reflinks = false
    package var permissions = false
    /// User xattrs (where document ids live; else in `DocumentIDIndex`).
    package var extendedAttributes = false
    package var directoryFsync = false
    /// False where a renamed folder comes out empty (fusefat): no package folder is renamed there
    /// (`PackageChildSwap`).
    package var keepsRenamedFolderContents = true
    /// False where no folder can be made beside a document in a folder that takes new files (the
    /// document portal: mkdir is EPERM): saves stage a flat temporary, packages are refused.
    package var makesFolders = true
    /// "Notes" and "NOTES" are one name (FAT, exFAT).
    package var caseInsensitiveNames = false
    /// The smallest step of a stored modification time, in nanoseconds (FAT: 2 s, sftp: 1 s).
    package var timestampGranularity: Int64 = 1
    /// The longest name it holds: bytes, or UTF-16 units where `namesInUTF16` (FAT, exFAT, NTFS).
    package var maximumNameLength: Int
    package var namesInUTF16: Bool
    /// `" * : < > ? \ |`, control characters, a trailing space or dot are refused (FAT, exFAT, NTFS).
    package var refusesWindowsCharacters: Bool
    /// The largest file it holds (FAT: 4 GiB − 1); nil: no limit worth checking.
    package var maximumFileSize: Int64?

    /// Inode numbers that may change while the file does not (FUSE servers may number inodes per
    /// mount or per lookup): identities compare content there.
    package var inodesAreStable: Bool { !isFUSE }

    /// Where a file's identity needs its content digest whatever its size: timestamps too coarse to
    /// tell two writes in one second apart, or inode numbers that can't be trusted.
    package var needsContentDigest: Bool { timestampGranularity >= 1_000_000_000 || !inodesAreStable }

    /// What a save on this drive promises.
    package var saveGuarantee: SaveGuarantee {
        if isReadOnly { return .readOnly }
        return renameExchange && !isNetwork ? .atomic : .keepsCopyUntilSaved
    }

    /// A name for people: “FAT”, “exFAT or NTFS”, “sshfs”, or the mount's type.
    package var displayName: String {
        switch fileSystem {
        case "fuseblk": return "exFAT or NTFS"
        case "exfat": return "exFAT"
        case "ntfs", "ntfs3": return "NTFS"
        case "vfat", "msdos", "fat": return "FAT"
        default:
            if fileSystem.hasPrefix("fuse.") {
                let server = String(fileSystem.dropFirst("fuse.".count))
                return server.contains("ntfs") ? "NTFS" : server.contains("fat") ? "FAT" : server
            }
            return fileSystem
        }
    }

    // MARK: The cache

    /// One record per mount, by the kernel's mount id (never reused since Linux 6.8; before that the
    /// device number is part of the key too).
    struct Key: Hashable {
        var mount: UInt64
        var unique: Bool
        var device: UInt64
    }

    private static let cache = PthreadMutex<[Key: DriveCapabilities]>([:])

    /// The record for the drive holding `folder`: cached, or probed now (in `folder`, where it is
    /// writable; a read-only or unwritable folder gets what can be known without writing).
    package static func of(_ folder: URL) throws -> DriveCapabilities {
        let key = try Key(folder)
        if let known = cache.withLock({ $0[key] }) { return known }
        let volume = try volume(of: folder)
        // Only a probed record is kept: one made without writing (a read-only drive, a folder that
        // takes no new entry) must not stand for a folder of the same drive that can be probed.
        guard let probed = try probe(folder, volume: volume) else { return unprobed(folder, volume: volume) }
        cache.withLock { $0[key] = probed }
        return probed
    }

    /// What is known of the drive holding `folder` without writing anything (opening a document
    /// writes nothing): the probed record where this process probed the drive, else what its mount's
    /// type and statfs say (`unprobed`). Nil where the drive can't be asked.
    package static func known(_ folder: URL) -> DriveCapabilities? {
        // nil where the drive can't be asked, as documented: the caller then knows nothing of it.
        guard let key = try? Key(folder) else { return nil }
        if let probed = cache.withLock({ $0[key] }) { return probed }
        return (try? volume(of: folder)).map { unprobed(folder, volume: $0) }  // as above
    }

    /// The record of the mount `key` names, where this process probed it.
    static func known(mount key: Key) -> DriveCapabilities? {
        cache.withLock { $0[key] }
    }

    /// The mount holding `folder` now, asked of the drive itself: nil where it doesn't answer (a FUSE
    /// server that went away, a network link that dropped). statfs reaches a FUSE server every time,
    /// where a lookup may be answered from the kernel's cache.
    static func mount(of folder: URL) -> Key? {
        // nil is the answer: the drive doesn't answer, or no mount can be named.
        guard (try? volume(of: folder)) != nil else { return nil }
        return try? Key(folder)  // as above
    }

    /// Forgets what is known about the drive holding `folder`: the next `of` probes it again.
    package static func forget(_ folder: URL) {
        guard let key = try? Key(folder) else { return }  // a drive that can't be named has nothing cached
        _ = cache.withLock { $0.removeValue(forKey: key) }
    }

    /// What one call of a capability came to (see `attempt`).
    package enum Outcome: Equatable {
        case done
        /// The drive lacks it: the caller falls back.
        case lacking
        /// It failed for another reason: the caller reports this errno.
        case failed(Int32)
    }

    /// The capabilities a call can lack, with the errors that say it does.
    package enum Feature: Sendable {
        case renameNoReplace, renameExchange, hardLinks, reflinks, permissions, directoryFsync, extendedAttributes

        func isLacking(_ number: Int32) -> Bool {
            switch self {
            case .renameNoReplace, .renameExchange: number == EINVAL || number == ENOSYS || number == EOPNOTSUPP
            case .hardLinks: number == EPERM || number == ENOSYS || number == EOPNOTSUPP
            case .reflinks: number == EOPNOTSUPP || number == ENOTTY || number == EINVAL || number == ENOSYS
            case .permissions: number == ENOSYS || number == EOPNOTSUPP || number == EPERM
            case .directoryFsync: number == EINVAL || number == ENOSYS || number == EOPNOTSUPP
            case .extendedAttributes: number == ENOTSUP || number == EOPNOTSUPP || number == ENOSYS
            }
        }

        fileprivate func isPresent(in capabilities: DriveCapabilities) -> Bool {
            switch self {
            case .renameNoReplace: capabilities.renameNoReplace
            case .renameExchange: capabilities.renameExchange
            case .hardLinks: capabilities.hardLinks
            case .reflinks: capabilities.reflinks
            case .permissions: capabilities.permissions
            case .directoryFsync: capabilities.directoryFsync
            case .extendedAttributes: capabilities.extendedAttributes
            }
        }
    }

    /// Runs `call` (0, or an errno) where the drive holding `folder` has `feature`; `.lacking` without
    /// calling it where the drive has not. A call that fails with the errno of a missing feature on a
    /// drive said to have it makes the drive be probed again (it may have been replaced by another
    /// mount, or changed its mind): `.lacking` if it now lacks it, the errno otherwise.
    package static func attempt(_ feature: Feature, in folder: URL, _ call: () -> Int32) -> Outcome {
        // A drive that can't be asked: the call is made, and its own result decides.
        let known = try? of(folder)
        if let known, !feature.isPresent(in: known) { return .lacking }
        let number = call()
        if number == 0 { return .done }
        guard feature.isLacking(number) else { return .failed(number) }
        forget(folder)
        guard let again = try? of(folder) else { return .failed(number) }  // the call's errno is the answer
        return feature.isPresent(in: again) ? .failed(number) : .lacking
    }
}

/// What a save on a drive promises, for the person (a document window says it once).
public enum SaveGuarantee: Sendable, Equatable {
    /// The old version or the new one is at the document's path at every instant, checked and
    /// swapped in one step (RENAME_EXCHANGE).
    case atomic
    /// The drive can't replace a file in one step (no RENAME_EXCHANGE: FAT, exFAT, NTFS through FUSE),
    /// or is a network mount: the previous version is kept aside (in the versions, or beside a
    /// package) until each save has finished.
    case keepsCopyUntilSaved
    /// Nothing can be saved there.
    case readOnly

    /// What a document window says about it, or nil when there is nothing to say.
    public var explanation: String? {
        switch self {
        case .atomic, .readOnly: nil
        case .keepsCopyUntilSaved: "This drive can’t replace files in one step. Quire keeps a copy until each save finishes."
        }
    }
}

extension DriveCapabilities.Key {
    init(_ folder: URL) throws {
        var volume = quire_volume()
        guard quire_mount_key_of(folder.path, &volume) == 0 else {
            throw POSIX.fail(folder, "finding out what kind of drive it is on")
        }
        unique = volume.unique_mount_id != 0
        mount = unique ? volume.unique_mount_id : volume.mount_id
        device = unique ? 0 : volume.device
    }
}

extension DriveCapabilities {
    static func volume(of folder: URL) throws -> quire_volume {
        var volume = quire_volume()
        guard quire_volume_of(folder.path, &volume) == 0 else {
            throw POSIX.fail(folder, "finding out what kind of drive it is on")
        }
        return volume
    }
}
