import Foundation

/// What a document looked like on disk when Quire last read or wrote it, so a later save can tell
/// whether the item at the path is still that one before replacing it (design point 3).
///
/// Which changes it notices, and why no false alarm follows our own saves:
/// - our safe save creates a new inode; `SafeSave` returns the new identity, which the caller keeps;
/// - another program's in-place edit changes mtime (and usually size), and the content digest of small
///   files catches an edit that lands within the same timestamp tick or restores the mtime;
/// - a sync tool's write-temporary-and-rename changes the inode;
/// - a package child added, removed or replaced changes the child set.
/// Metadata-only changes (chmod, xattrs, another hard link) change ctime alone: for a file with a digest
/// the digest decides, so they do not raise a conflict; for a larger file they do (we cannot prove the
/// content is the same, and a needless conflict copy is cheaper than lost work).
package struct FileIdentity: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case file
        case directory
        case symbolicLink
        case other
    }

    /// One item inside a package directory, by its path relative to the package root.
    package struct Child: Sendable, Hashable, Codable {
        package var path: String
        package var kind: Kind
        package var inode: UInt64
        /// Zero for directories: their size and mtime change with transient entries (an atomic write's
        /// temporary), and the child set already says whether their content changed.
        package var size: Int64
        package var modificationNanoseconds: Int64
    }

    package var kind: Kind
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    /// Nanoseconds since 1970.
    package var modificationNanoseconds: Int64
    package var changeNanoseconds: Int64
    var modificationDate: Date { Date(timeIntervalSince1970: Double(modificationNanoseconds) / 1e9) }
    /// `ContentDigest` of a regular file no larger than `digestLimit`; nil otherwise.
    package var digest: UInt64?
    /// For a directory: every item below it, sorted by path. Empty for anything else.
    package var children: [Child]

    /// Files up to this size get a content digest (reading 1 MiB from the page cache is cheap).
    package static let digestLimit: Int64 = 1 << 20

    /// The largest file at `target` that gets a digest: `digestLimit`, or every file where the drive's
    /// timestamps are too coarse (FAT: 2 s, sftp: 1 s) or its inode numbers can't be trusted (FUSE) for
    /// size and mtime to tell an edit (`DriveCapabilities.needsContentDigest`; what is known without
    /// writing: reading a document never probes its drive).
    static func digestLimit(for target: URL) -> Int64 {
        DriveCapabilities.known(target.deletingLastPathComponent())?.needsContentDigest == true ? .max : digestLimit
    }
    /// Deeper packages are refused rather than walked (hostile input, design point 9).
    static let maximumDepth = 128

    /// The identity of whatever is at `url` now, or nil when nothing is there. A symbolic link at `url`
    /// itself is followed (the document is its target, as for `SafeSave`); links inside a package never are.
    package static func current(of url: URL) throws -> FileIdentity? {
        let target = try DocumentPath.resolve(url)
        guard let status = try POSIX.statusIfPresent(target) else { return nil }
        return try identity(of: target, status: status, document: url)
    }

    /// True when the item at `url` is still the one this identity describes (see the type's notes).
    /// Throws only when the disk cannot be asked (for example, no permission to list the folder).
    package func matchesDisk(at url: URL) throws -> Bool {
        let target = try DocumentPath.resolve(url)
        guard let status = try POSIX.statusIfPresent(target) else { return false }
        let now = Self.fields(status)
        if kind == .file, now.kind == .file, let digest,
           DriveCapabilities.known(target.deletingLastPathComponent())?.inodesAreStable == false {
            // Inode numbers that may change under an unchanged file (FUSE): the content decides.
            guard now.size == size else { return false }
            return try ContentDigest.of(fileAt: target, document: url) == digest
        }
        // The very item (for a package the child set: the root's own mtime/ctime move with transient
        // entries), then what a rename leaves alone: the content digest, else the change time.
        guard try isSameItem(at: target) else { return false }
        if kind == .file, let digest { return try ContentDigest.of(fileAt: target, document: url) == digest }
        return kind == .directory || now.changeNanoseconds == changeNanoseconds
    }

    /// True when the item at `url` (never following a link) is the very item this identity describes,
    /// after a rename moved it there: the same inode on the same device, and for a file the same size
    /// and modification time, for a directory the same children. ctime is ignored (the rename moved it)
    /// and no digest is read: this is the cheap check a save makes on what its swap took out.
    func isSameItem(at url: URL) throws -> Bool {
        guard let status = try POSIX.statusIfPresent(url) else { return false }
        let now = Self.fields(status)
        guard now.kind == kind, now.device == device, now.inode == inode else { return false }
        switch kind {
        case .directory:
            return try Self.children(of: url, document: url) == children
        case .file, .symbolicLink, .other:
            return now.size == size && now.modificationNanoseconds == modificationNanoseconds
        }
    }

    static func identity(of target: URL, status: POSIX.Status, document: URL) throws -> FileIdentity {
        var identity = fields(status)
        if identity.kind == .file, identity.size <= digestLimit(for: target) {
            identity.digest = try ContentDigest.of(fileAt: target, document: document)
        } else if identity.kind == .directory {
            identity.children = try children(of: target, document: document)
        }
        return identity
    }

    /// An identity that matches nothing on disk.
    static let unknown = FileIdentity(
        kind: .other, device: 0, inode: 0, size: -1, modificationNanoseconds: 0, changeNanoseconds: 0,
        digest: nil, children: [])

    static func fields(_ status: POSIX.Status) -> FileIdentity {
        FileIdentity(
            kind: Kind(status), device: status.device, inode: status.inode, size: status.size,
            modificationNanoseconds: nanoseconds(status.modificationSeconds, status.modificationNanoseconds),
            changeNanoseconds: nanoseconds(status.changeSeconds, status.changeNanoseconds),
            digest: nil, children: [])
    }

    static func nanoseconds(_ seconds: Int, _ nanoseconds: Int) -> Int64 {
        Int64(seconds) * 1_000_000_000 + Int64(nanoseconds)
    }

    static func child(path: String, status: POSIX.Status) -> Child {
        let kind = Kind(status)
        let isDirectory = kind == .directory
        return Child(
            path: path, kind: kind, inode: status.inode, size: isDirectory ? 0 : status.size,
            modificationNanoseconds: isDirectory
                ? 0 : nanoseconds(status.modificationSeconds, status.modificationNanoseconds))
    }

    /// Every item below `directory`, depth first, never following symbolic links, sorted by path.
    static func children(of directory: URL, document: URL) throws -> [Child] {
        var result: [Child] = []
        try PackageTree.walk(directory, document: document) { entry in
            result.append(child(path: entry.path, status: entry.status))
        }
        return result.sorted { $0.path < $1.path }
    }
}

extension FileIdentity.Kind {
    init(_ status: POSIX.Status) {
        if status.isRegularFile {
            self = .file
        } else if status.isDirectory {
            self = .directory
        } else if status.isSymbolicLink {
            self = .symbolicLink
        } else {
            self = .other
        }
    }
}
