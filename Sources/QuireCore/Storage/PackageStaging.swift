import Foundation

/// The private tree a package save is built in, beside the package.
///
/// HAZARD: when cloned from the current package, its regular files are hard links to the current
/// version's files: the same inodes. A writer must therefore *replace* files (write a new file and
/// rename it over, `Data.write(options: .atomic)`, remove and recreate) and never modify one in place
/// (open for writing, append, truncate, mmap): an in-place change would alter the saved version too,
/// under the user's feet. `seal` detects such a change after the writer returns and fails the save
/// loudly; by then the damage is done, so the check is an alarm for writer bugs, not a protection.
struct PackageStaging {
    /// The locked private folder beside the package; `root` is inside it, under the package's name.
    let folder: SaveFolder
    let root: URL
    let document: URL
    private(set) var linked: [String: PackageTree.LinkedChild] = [:]
    /// Modes of the folders recreated from the current version (built 0700, restored when sealing).
    private(set) var folderModes: [String: mode_t] = [:]
    /// The current version's children as `clone` walked them (sorted by path); nil until cloned.
    private(set) var clonedChildren: [FileIdentity.Child]?

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
        do {
            let source = try POSIX.open(original, O_RDONLY | O_DIRECTORY)
            defer { POSIX.close(source) }
            let destination = try POSIX.open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            defer { POSIX.close(destination) }
            let clone = try PackageTree.clone(from: source, sourceURL: original, into: destination, destinationURL: root,
                                              document: document)
            linked = clone.linked
            folderModes = clone.folderModes
            clonedChildren = clone.sourceChildren
        } catch let error as DocumentError {
            throw error.naming(document)
        }
    }

    /// Makes the finished tree durable and gives it its final modes, in one walk: fails if a writer
    /// modified a hard-linked child in place instead of replacing it (see HAZARD), then fsyncs every new
    /// or changed file (files still shared with the current version already are durable), every folder
    /// and the root. Returns the children for the new version's `FileIdentity`.
    func seal(rootMode: mode_t, owner: POSIX.Status?) throws -> [FileIdentity.Child] {
        var children: [FileIdentity.Child] = []
        let root = root, linked = linked, folderModes = folderModes
        do {
            let rootFD = try POSIX.open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            defer { POSIX.close(rootFD) }
            try PackageTree.walk(directory: rootFD, root: root, document: document) { entry in
                let status = entry.status
                let url = PackageTree.url(root, entry.path)
                children.append(FileIdentity.child(path: entry.path, status: status))
                if status.isDirectory {
                    // New items belong to the package's owner, as the root does (best effort: only
                    // root may give files away); chown before chmod, which it would reset.
                    if let owner { _ = fchownat(entry.directory, entry.name, owner.userID, owner.groupID, AT_SYMLINK_NOFOLLOW) }
                    if let mode = folderModes[entry.path] {
                        try POSIX.setPermissions(at: entry.directory, entry.name, mode, url: url)
                    }
                    let fd = try PackageTree.open(at: entry.directory, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW, url: url)
                    defer { POSIX.close(fd) }
                    try POSIX.fsync(fd, url: url)
                } else if status.isRegularFile {
                    if let child = linked[entry.path], child.inode == status.inode {
                        // Still the saved version's inode: it must be exactly as it was linked.
                        let mtime = FileIdentity.nanoseconds(status.modificationSeconds, status.modificationNanoseconds)
                        if status.size != child.size || mtime != child.modificationNanoseconds {
                            throw Self.changedInPlace(entry.path, document: document)
                        }
                        return
                    }
                    let fd = try PackageTree.open(at: entry.directory, entry.name, O_RDONLY | O_NOFOLLOW, url: url)
                    defer { POSIX.close(fd) }
                    // chown to the package owner, keeping the mode bits chown clears (set-id).
                    if let owner, status.userID != owner.userID || status.groupID != owner.groupID {
                        POSIX.copyOwnership(fd, from: owner)
                        _ = fchmod(fd, status.permissions)
                    }
                    try POSIX.fsync(fd, url: url)
                }
            }
            if let owner { POSIX.copyOwnership(rootFD, from: owner) }
            try POSIX.setPermissions(rootFD, rootMode, url: root)
            try POSIX.fsync(rootFD, url: root)
        } catch let error as DocumentError {
            throw error.naming(document, insteadOf: [root])
        }
        return children.sorted { $0.path < $1.path }
    }

    private static func changedInPlace(_ path: String, document: URL) -> DocumentError {
        DocumentError(
            .ioFailure, url: document,
            detail: "The document's writer changed “\(path)” in place instead of replacing it. Files in a package being saved are shared with the saved version, so that version may have been changed too. The writer must replace files (atomic write, rename, remove), never modify them")
    }
}
