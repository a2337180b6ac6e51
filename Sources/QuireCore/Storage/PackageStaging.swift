import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The private tree a package save is built in, beside the package.
///
/// HAZARD: when cloned from the current package, its regular files are hard links to the current
/// version's files: the same inodes. A writer must therefore *replace* files (write a new file and
/// rename it over, `Data.write(options: .atomic)`, remove and recreate) and never modify one in place
/// (open for writing, append, truncate, mmap): an in-place change would alter the saved version too,
/// under the user's feet. `seal` detects such a change after the writer returns and fails the save
/// loudly; by then the damage is done, so the check is an alarm for writer bugs, not a protection.
struct PackageStaging {
    typealias LinkedChild = PackageTree.LinkedChild

    /// The locked private folder beside the package; `root` is inside it, under the package's name.
    let folder: SaveFolder
    let root: URL
    let document: URL
    private(set) var linked: [String: LinkedChild] = [:]
    /// Modes of the folders recreated from the current version (built 0700, restored when sealing).
    private(set) var folderModes: [String: mode_t] = [:]
    /// The current version's children as `clone` saw them (sorted by path); nil until cloned.
    private(set) var clonedChildren: [FileIdentity.Child]?

    /// Descriptors fsynced together at most (each batch is one `ConcurrentSync` round): bounds the
    /// descriptors held open for a package of many new files.
    static let syncBatch = 64

    /// Creates the empty staging tree, 0700 while it is being built, in a locked `SaveFolder`.
    init(beside target: URL, document: URL) throws {
        folder = try SaveFolder(beside: target, document: document)
        root = folder.item
        self.document = document
        do {
            try POSIX.makeDirectory(root, mode: 0o700)
        } catch let error as DocumentError {
            folder.remove()
            throw error.naming(document)
        }
    }

    /// Creates the empty staging tree in `folder`, a save folder emptied for reuse
    /// (`SaveFolder.clearForReuse`), which this staging now owns. On failure the folder is removed.
    init(reusing folder: SaveFolder, document: URL) throws {
        self.folder = folder
        root = folder.item
        self.document = document
        do {
            try POSIX.makeDirectory(root, mode: 0o700)
        } catch let error as DocumentError {
            folder.remove()
            throw error.naming(document)
        }
    }

    /// Fills the staging tree with the current package: folders recreated, regular files hard-linked
    /// (copied where the filesystem refuses links), symbolic links recreated as links (never followed).
    mutating func clone(from original: URL) throws {
        let source: Int32, destination: Int32
        do {
            source = try POSIX.open(original, O_RDONLY | O_DIRECTORY)
        } catch let error as DocumentError {
            throw error.naming(document)
        }
        defer { POSIX.close(source) }
        do {
            destination = try POSIX.open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        } catch let error as DocumentError {
            throw error.naming(document)
        }
        defer { POSIX.close(destination) }
        let clone = try PackageTree.clone(from: source, sourceURL: original, into: destination, destinationURL: root,
                                          document: document)
        linked = clone.linked
        folderModes = clone.folderModes
        clonedChildren = clone.sourceChildren
    }

    /// Makes the finished tree durable and gives it its final modes, in one walk: fails if a writer
    /// modified a hard-linked child in place instead of replacing it (see HAZARD), then fsyncs every new
    /// or changed file (files still shared with the current version already are durable), every folder
    /// and the root, all together (`ConcurrentSync`). Returns the children for the new version's
    /// `FileIdentity`.
    ///
    /// `linkedCheckedBySwap`: the swap will compare every child of the version it takes out — the
    /// files these links share — with the version the clone was made from (the clone's walk matched
    /// the expected version). A child still linked (its name's inode number, from the listing, is the
    /// one linked) is then taken from the clone's record without an `fstatat`: the in-place-change
    /// check moves to the swap's verification, which sees the same inode's new size or modification
    /// time, exchanges back and fails the save (`inPlaceChange()` words it), before the save succeeds.
    ///
    /// `meanwhile`: the caller's own work that needs none of this, run while the last round of
    /// flushes waits on the device (`ConcurrentSync.fsync(_:meanwhile:)`); not run when sealing fails
    /// before that round.
    func seal(rootMode: mode_t, owner: POSIX.Status?, linkedCheckedBySwap: Bool = false,
              meanwhile: (() -> Void)? = nil) throws -> [FileIdentity.Child] {
        var children: [FileIdentity.Child] = []
        var pending: [ConcurrentSync.Item] = []
        var meanwhile = meanwhile
        defer { for item in pending { POSIX.close(item.fd) } }
        func flush(last: Bool = false) throws {
            let batch = pending
            pending = []
            defer { for item in batch { POSIX.close(item.fd) } }
            let work = last ? meanwhile : nil
            if last { meanwhile = nil }
            try ConcurrentSync.fsync(batch, meanwhile: work)
        }
        let root = root, linked = linked, folderModes = folderModes
        do {
            let rootFD = try POSIX.open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            defer { POSIX.close(rootFD) }
            try PackageTree.walk(directory: rootFD, root: root, document: document,
                                 known: linkedCheckedBySwap ? linked : nil, skipped: { path, child in
                children.append(FileIdentity.Child(path: path, kind: .file, inode: child.inode, size: child.size,
                                                   modificationNanoseconds: child.modificationNanoseconds))
            }) { entry in
                let status = entry.status
                children.append(FileIdentity.child(path: entry.path, status: status))
                if status.isDirectory {
                    // New items belong to the package's owner, as the root does (best effort: only
                    // root may give files away); chown before chmod, which it would reset.
                    if let owner { _ = fchownat(entry.directory, entry.name, owner.userID, owner.groupID, AT_SYMLINK_NOFOLLOW) }
                    if let mode = folderModes[entry.path], fchmodat(entry.directory, entry.name, mode & 0o7777, 0) != 0 {
                        throw POSIX.fail(PackageTree.url(root, entry.path), "setting its permissions")
                    }
                    let fd = try PackageTree.openDirectory(at: entry.directory, entry.name, url: PackageTree.url(root, entry.path))
                    pending.append(ConcurrentSync.Item(fd: fd, root: root, path: entry.path))
                } else if status.isRegularFile {
                    if let child = linked[entry.path], child.inode == status.inode {
                        // Still the saved version's inode: it must be exactly as it was linked.
                        let mtime = FileIdentity.nanoseconds(status.modificationSeconds, status.modificationNanoseconds)
                        if status.size != child.size || mtime != child.modificationNanoseconds {
                            throw Self.changedInPlace(entry.path, document: document)
                        }
                        return
                    }
                    let fd = try PackageTree.open(at: entry.directory, entry.name, O_RDONLY | O_NOFOLLOW, url: PackageTree.url(root, entry.path))
                    pending.append(ConcurrentSync.Item(fd: fd, root: root, path: entry.path))
                    if let owner { Self.giveAway(fd, status: status, to: owner) }
                }
                if pending.count >= Self.syncBatch { try flush() }
            }
            if let owner { POSIX.copyOwnership(rootFD, from: owner) }
            try POSIX.setPermissions(rootFD, rootMode, url: root)
            let rootCopy = dup(rootFD)
            guard rootCopy >= 0 else { throw POSIX.fail(root, "flushing it to disk") }
            pending.append(ConcurrentSync.Item(fd: rootCopy, url: root))
            try flush(last: true)
        } catch let error as DocumentError {
            throw error.naming(document, insteadOf: [root])
        }
        return children.sorted { $0.path < $1.path }
    }

    /// After a failed swap verification, when this tree is back in its folder: the error for a file
    /// still shared with the saved version whose size or modification time is no longer what was
    /// linked — the writer (or someone) changed it in place (see HAZARD) — or nil.
    func inPlaceChange() -> DocumentError? {
        for (path, child) in linked.sorted(by: { $0.key < $1.key }) {
            guard let status = try? POSIX.statusIfPresent(PackageTree.url(root, path)), status.isRegularFile,
                  status.inode == child.inode else { continue }
            let mtime = FileIdentity.nanoseconds(status.modificationSeconds, status.modificationNanoseconds)
            if status.size != child.size || mtime != child.modificationNanoseconds {
                return Self.changedInPlace(path, document: document)
            }
        }
        return nil
    }

    private static func changedInPlace(_ path: String, document: URL) -> DocumentError {
        DocumentError(
            .ioFailure, url: document,
            detail: "The document's writer changed “\(path)” in place instead of replacing it. Files in a package being saved are shared with the saved version, so that version may have been changed too. The writer must replace files (atomic write, rename, remove), never modify them")
    }

    /// chown to the package owner, keeping the mode bits chown clears (set-id).
    private static func giveAway(_ fd: Int32, status: POSIX.Status, to owner: POSIX.Status) {
        guard status.userID != owner.userID || status.groupID != owner.groupID else { return }
        POSIX.copyOwnership(fd, from: owner)
        _ = fchmod(fd, status.permissions)
    }
}
