import Foundation

/// Walking, cloning and fingerprinting a package directory through directory descriptors: depth
/// first, parents before their children, names sorted, never following a symbolic link inside the
/// tree, refusing trees deeper than a limit.
///
/// Every call is relative to an open folder (`fstatat`, `openat`, `linkat`, `mkdirat`) with the
/// entry's plain name, so a save costs one short kernel lookup per item and no `URL` is built unless
/// an error needs to name one (swift-foundation's URL appending, with its RFC 3986 validation and
/// percent encoding, was about 40 % of an incremental package save's CPU time: docs/PERFORMANCE.md).
/// The one clone here serves the save's staging tree (`PackageStaging`), the version store
/// (`HardLinkClone`) and the session's seeding of Save As and restores.
enum PackageTree {
    /// One item met by a walk. `directory` is the open folder that holds it, valid during the callback.
    struct Entry {
        let path: String
        let name: String
        let directory: Int32
        let status: POSIX.Status
    }

    /// Calls `body` for every item below `root` (not `root` itself). Errors name `document`.
    static func walk(
        _ root: URL, document: URL, maximumDepth: Int = FileIdentity.maximumDepth, _ body: (Entry) throws -> Void
    ) throws {
        // opendir, as `POSIX.directoryEntries(_: URL)` lists a folder: a read-only listing, no
        // descriptor of ours that a failure could leave open.
        let path = root.path
        guard let directory = opendir(path) else { throw POSIX.fail(root, "listing a folder").naming(document) }
        defer { closedir(directory) }
        try walk(directory, path: path, root: root, prefix: "", depth: 0, maximumDepth: maximumDepth, document: document, body)
    }

    /// `walk` below an open folder; `root` is its path.
    static func walk(
        directory fd: Int32, root: URL, document: URL, maximumDepth: Int = FileIdentity.maximumDepth,
        _ body: (Entry) throws -> Void
    ) throws {
        let copy = dup(fd)
        guard copy >= 0, let directory = fdopendir(copy) else {
            let number = errno
            if copy >= 0 { POSIX.close(copy) }
            throw POSIX.fail(root, "listing a folder", errno: number).naming(document)
        }
        defer { closedir(directory) }
        rewinddir(directory)
        try walk(directory, path: root.path, root: root, prefix: "", depth: 0, maximumDepth: maximumDepth, document: document, body)
    }

    /// Lists `directory` (at `path`, the relative `prefix` below `root`), then visits each entry; a
    /// folder is opened by path and checked to be the inode `fstatat` saw, so a folder swapped for a
    /// link meanwhile is refused, never followed.
    private static func walk(
        _ directory: OpaquePointer, path: String, root: URL, prefix: String, depth: Int, maximumDepth: Int,
        document: URL, _ body: (Entry) throws -> Void
    ) throws {
        guard depth < maximumDepth else {
            throw DocumentError(.tooLarge, url: document, detail: "Its folders are nested more than \(maximumDepth) levels deep")
        }
        do {
            let fd = dirfd(directory)
            func visit(_ name: String) throws {
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                let status = try self.status(at: fd, name, url: url(root, relative))
                try body(Entry(path: relative, name: name, directory: fd, status: status))
                guard status.isDirectory else { return }
                let childPath = path + "/" + name
                guard let child = opendir(childPath) else { throw POSIX.fail(url(root, relative), "listing a folder") }
                defer { closedir(child) }
                var now = stat()
                guard fstat(dirfd(child), &now) == 0 else { throw POSIX.fail(url(root, relative), "reading its attributes") }
                guard UInt64(now.st_ino) == status.inode, UInt64(now.st_dev) == status.device else {
                    throw DocumentError(.changedOnDisk, url: url(root, relative), detail: "It changed while being read")
                }
                try walk(child, path: childPath, root: root, prefix: relative, depth: depth + 1, maximumDepth: maximumDepth,
                         document: document, body)
            }
            for name in try POSIX.names(in: directory, url: url(root, prefix)) where !isHiddenByServer(name) { try visit(name) }
        } catch let error as DocumentError {
            throw error.naming(document)
        }
    }

    /// A file a FUSE server keeps under this name after it was unlinked or replaced while the server
    /// still counted it open, and deletes once it sees it closed (`SaveFolder.removeWhole`): never
    /// part of a package. fusefat hides a staged file a writer replaces just after the staging clone
    /// wrote it; a walk that met it would fail when it vanishes, or carry it into the package.
    static func isHiddenByServer(_ name: String) -> Bool { name.hasPrefix(".fuse_hidden") }

    /// `fstatat(AT_SYMLINK_NOFOLLOW)`; the URL is built only for an error.
    static func status(at directory: Int32, _ name: String, url: @autoclosure () -> URL) throws -> POSIX.Status {
        var s = stat()
        // `withCString`, not the implicit conversion: that copies a short name into a new array.
        let result = name.withCString { fstatat(directory, $0, &s, AT_SYMLINK_NOFOLLOW) }
        guard result == 0 else {
            let number = errno
            throw POSIX.fail(url(), "reading its attributes", errno: number)
        }
        return POSIX.Status(s)
    }

    /// `openat`, retrying EINTR; the URL is built only for an error.
    static func open(at directory: Int32, _ name: String, _ flags: Int32, url: @autoclosure () -> URL) throws -> Int32 {
        while true {
            let fd = openat(directory, name, flags | O_CLOEXEC)
            if fd >= 0 { return fd }
            if errno == EINTR { continue }
            throw POSIX.fail(url(), (flags & (O_WRONLY | O_RDWR)) != 0 ? "opening it for writing" : "opening it")
        }
    }

    /// `root` + `path`, for error messages.
    static func url(_ root: URL, _ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }

    // MARK: Cloning

    /// A regular file of a clone that shares its inode with the source, as it was when linked.
    struct LinkedChild {
        var inode: UInt64
        var size: Int64
        var modificationNanoseconds: Int64
    }

    /// What `clone` made.
    struct Clone {
        /// Files that share their inode with the source (not copies), by relative path.
        var linked: [String: LinkedChild] = [:]
        /// The source's folder modes, by relative path (the clone's folders are 0700 while filled).
        var folderModes: [String: mode_t] = [:]
        /// Bytes of content: the sum of the regular files' sizes.
        var size: Int64 = 0
        /// Every item of the source, as `FileIdentity` records children, sorted by path.
        var sourceChildren: [FileIdentity.Child] = []
    }

    /// Fills the empty folder `destination` with the contents of `source`: folders recreated 0700
    /// (their modes returned), regular files reflinked, hard-linked or copied (`FileSharing`: only
    /// hard links are `linked`), symbolic links recreated as links, never followed. Special files
    /// (devices, pipes, sockets) are refused when `refuseSpecialFiles`, skipped otherwise.
    static func clone(
        from source: Int32, sourceURL: URL, into destination: Int32, destinationURL: URL, document: URL,
        maximumDepth: Int = FileIdentity.maximumDepth, refuseSpecialFiles: Bool = true
    ) throws -> Clone {
        var clone = Clone()
        // Open folders of the destination, by relative path: parents are visited before children.
        var folders: [String: Int32] = ["": destination]
        defer { for (path, fd) in folders where !path.isEmpty { POSIX.close(fd) } }
        try walk(directory: source, root: sourceURL, document: document, maximumDepth: maximumDepth) { entry in
            let parentPath = entry.path.lastIndex(of: "/").map { String(entry.path[..<$0]) } ?? ""
            guard let parent = folders[parentPath] else { return }
            let status = entry.status
            clone.sourceChildren.append(FileIdentity.child(path: entry.path, status: status))
            do {
                if status.isDirectory {
                    try POSIX.makeDirectory(at: parent, entry.name, mode: 0o700, url: url(destinationURL, entry.path))
                    folders[entry.path] = try open(at: parent, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW,
                                                    url: url(destinationURL, entry.path))
                    clone.folderModes[entry.path] = status.permissions
                } else if status.isRegularFile {
                    clone.size += status.size
                    let made = try FileSharing.share(
                        at: entry.directory, entry.name, to: parent, entry.name, folder: url(destinationURL, parentPath),
                        sourceURL: url(sourceURL, entry.path), destinationURL: url(destinationURL, entry.path))
                    if made == .linked {
                        clone.linked[entry.path] = LinkedChild(
                            inode: status.inode, size: status.size,
                            modificationNanoseconds: FileIdentity.nanoseconds(status.modificationSeconds, status.modificationNanoseconds))
                    }
                } else if status.isSymbolicLink {
                    let target = try POSIX.readLink(at: entry.directory, entry.name, url: url(sourceURL, entry.path))
                    try POSIX.symlink(target: target, at: parent, entry.name, url: url(destinationURL, entry.path))
                } else if refuseSpecialFiles {
                    throw DocumentError(.unsupportedType, url: document, detail: "“\(entry.path)” inside it is a special file (device, pipe or socket)")
                }
            } catch let error as DocumentError {
                throw error.naming(document, insteadOf: [destinationURL, sourceURL])
            }
        }
        clone.sourceChildren.sort { $0.path < $1.path }
        return clone
    }
}
