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
/// under the user's feet. `verifyUntouched` detects such a change after the writer returns and fails the
/// save loudly; by then the damage is done, so the check is an alarm for writer bugs, not a protection.
struct PackageStaging {
    /// A cloned child that shares its inode with the current version, as it was when linked.
    struct LinkedChild {
        var inode: UInt64
        var size: Int64
        var modificationNanoseconds: Int64
    }

    /// The locked private folder beside the package; `root` is inside it, under the package's name.
    let folder: SaveFolder
    let root: URL
    let document: URL
    private(set) var linked: [String: LinkedChild] = [:]
    /// Modes of the folders recreated from the current version (built 0700, restored when sealing).
    private(set) var folderModes: [String: mode_t] = [:]

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

    /// Fills the staging tree with the current package: folders recreated, regular files hard-linked
    /// (copied where the filesystem refuses links), symbolic links recreated as links (never followed).
    mutating func clone(from original: URL) throws {
        var linked: [String: LinkedChild] = [:]
        var folderModes: [String: mode_t] = [:]
        let root = root, document = document
        try PackageTree.walk(original, document: document) { path, source, status in
            let destination = root.appendingPathComponent(path)
            do {
                if status.isDirectory {
                    try POSIX.makeDirectory(destination, mode: 0o700)
                    folderModes[path] = status.permissions
                } else if status.isRegularFile {
                    try POSIX.linkOrCopy(source, to: destination)
                    let copy = try POSIX.status(destination)
                    if copy.inode == status.inode && copy.device == status.device {
                        linked[path] = LinkedChild(
                            inode: copy.inode, size: copy.size,
                            modificationNanoseconds: FileIdentity.nanoseconds(copy.modificationSeconds, copy.modificationNanoseconds))
                    }
                } else if status.isSymbolicLink {
                    try POSIX.symlink(target: try POSIX.readLink(source), at: destination)
                } else {
                    throw DocumentError(.unsupportedType, url: document, detail: "“\(path)” inside it is a special file (device, pipe or socket)")
                }
            } catch let error as DocumentError {
                throw error.naming(document, insteadOf: [root, original])
            }
        }
        self.linked = linked
        self.folderModes = folderModes
    }

    /// Fails when a writer modified a hard-linked child in place instead of replacing it (see HAZARD).
    func verifyUntouched() throws {
        for (path, child) in linked.sorted(by: { $0.key < $1.key }) {
            guard let now = try? POSIX.status(root.appendingPathComponent(path)), now.inode == child.inode else {
                continue  // replaced or removed: exactly what a writer should do
            }
            let mtime = FileIdentity.nanoseconds(now.modificationSeconds, now.modificationNanoseconds)
            if now.size != child.size || mtime != child.modificationNanoseconds {
                throw DocumentError(
                    .ioFailure, url: document,
                    detail: "The document's writer changed “\(path)” in place instead of replacing it. Files in a package being saved are shared with the saved version, so that version may have been changed too. The writer must replace files (atomic write, rename, remove), never modify them")
            }
        }
    }

    /// Makes the finished tree durable and gives it its final modes: every new or changed file is
    /// fsynced (files still shared with the current version already are), then every folder, deepest
    /// first, then the root. Returns the children for the new version's `FileIdentity`.
    func seal(rootMode: mode_t, owner: POSIX.Status?) throws -> [FileIdentity.Child] {
        let shared = Set(linked.values.map(\.inode))
        var children: [FileIdentity.Child] = []
        var folders: [URL] = []
        do {
            try PackageTree.walk(root, document: document) { path, url, status in
                children.append(FileIdentity.child(path: path, status: status))
                if status.isDirectory {
                    // New items belong to the package's owner, as the root does (best effort: only
                    // root may give files away); chown before chmod, which it would reset.
                    if let owner { _ = lchown(url.path, owner.userID, owner.groupID) }
                    if let mode = folderModes[path] { try Self.setMode(url, mode) }
                    folders.append(url)
                } else if status.isRegularFile && !shared.contains(status.inode) {
                    let fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW)
                    defer { POSIX.close(fd) }
                    if let owner { Self.giveAway(fd, status: status, to: owner) }
                    try POSIX.fsync(fd, url: url)
                }
            }
            for folder in folders.reversed() { try POSIX.fsyncDirectory(folder) }
            let fd = try POSIX.open(root, O_RDONLY | O_DIRECTORY)
            defer { POSIX.close(fd) }
            if let owner { POSIX.copyOwnership(fd, from: owner) }
            try POSIX.setPermissions(fd, rootMode, url: root)
            try POSIX.fsync(fd, url: root)
        } catch let error as DocumentError {
            throw error.naming(document, insteadOf: [root])
        }
        return children.sorted { $0.path < $1.path }
    }

    /// chown to the package owner, keeping the mode bits chown clears (set-id).
    private static func giveAway(_ fd: Int32, status: POSIX.Status, to owner: POSIX.Status) {
        guard status.userID != owner.userID || status.groupID != owner.groupID else { return }
        POSIX.copyOwnership(fd, from: owner)
        _ = fchmod(fd, status.permissions)
    }

    private static func setMode(_ url: URL, _ mode: mode_t) throws {
        guard chmod(url.path, mode & 0o7777) == 0 else { throw POSIX.fail(url, "setting its permissions") }
    }
}
