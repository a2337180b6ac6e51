import Foundation

/// Writes a wrapper tree: validates it into a plan, builds the new item under a hidden temporary name
/// beside the destination (hard-linking unchanged files from the original), swaps it in, and only then
/// tells the wrappers where they now live.
struct FileWrapperWriter {
    let destination: URL
    let options: FileWrapper.WritingOptions
    let original: URL?
    var limits = FileWrapperLimits.standard

    init(destination: URL, options: FileWrapper.WritingOptions, original: URL?) {
        self.destination = destination
        self.options = options
        self.original = original
    }

    /// Modes for new items. Found once per write: reading the umask means briefly changing it,
    /// which affects the whole process.
    private struct Modes {
        var file = AtomicFile.defaultMode()
        var directory = AtomicFile.defaultMode(directory: true)
    }

    /// One item to write. Folders implied by a key such as "attachments/a.png" have no wrapper.
    struct Node {
        enum Kind {
            /// Nil bytes: not read yet; read from `identity` when it cannot be linked.
            case file(Data?)
            case symbolicLink(String)
            case directory
        }

        var kind: Kind
        var wrapper: FileWrapper?
        var generation: UInt64 = 0
        var identity: FileWrapperIdentity?
        var mapsContents = true
        var attributes = FileWrapperAttributes()
        var children: [String: Node] = [:]

        var isDirectory: Bool { if case .directory = kind { true } else { false } }

        static var impliedFolder: Node { Node(kind: .directory) }
    }

    /// What was written for a wrapper, to record once the new item is in place.
    private struct Written {
        var wrapper: FileWrapper
        var generation: UInt64
        var path: [String]
        var status: POSIX.Status
    }

    private var atomic: Bool { options.contains(.atomic) }

    // MARK: Writing

    func write(_ wrapper: FileWrapper) throws {
        let plan = try self.plan(wrapper, path: [])
        let existing = try POSIX.statusIfPresent(destination)
        if let existing, let identity = plan.identity, isUnchangedInPlace(plan, identity: identity, existing: existing) {
            commit([Written(wrapper: wrapper, generation: plan.generation, path: [], status: existing)])
            return
        }
        let temporary = TemporaryItem.url(beside: destination)
        var written: [Written] = []
        do {
            try write(plan, at: temporary, path: [], existing: existing, modes: Modes(), written: &written)
            try swap(temporary, newIsDirectory: plan.isDirectory)
        } catch {
            // The write's error is the one to report; a removal that fails too leaves a hidden
            // temporary, never a damaged destination.
            try? POSIX.removeTree(temporary)
            throw naming(error, temporary: temporary)
        }
        // Only a cache of what was written: a root that can't be looked at keeps the status it was written with.
        if let index = written.firstIndex(where: { $0.path.isEmpty }), let root = try? POSIX.status(destination) {
            written[index].status = root
        }
        commit(written)
        // The swap has happened: a failing folder fsync must not report the write as failed.
        if atomic { try? POSIX.fsyncDirectory(destination.deletingLastPathComponent()) }
    }

    /// An error about an item inside the temporary, told as the item it was to become.
    private func naming(_ error: any Error, temporary: URL) -> any Error {
        guard var error = error as? DocumentError, let url = error.url, url.path.hasPrefix(temporary.path) else { return error }
        error.url = URL(fileURLWithPath: destination.path + url.path.dropFirst(temporary.path.count))
        return error
    }

    /// A single file saved over itself that is still exactly what the wrapper read: nothing to do.
    private func isUnchangedInPlace(_ plan: Node, identity: FileWrapperIdentity, existing: POSIX.Status) -> Bool {
        guard case .file = plan.kind, !plan.attributes.setByCaller, let original,
              original.standardizedFileURL.path == destination.standardizedFileURL.path else { return false }
        return existing.isRegularFile && identity.matches(existing)
    }

    private func commit(_ written: [Written]) {
        let naming = options.contains(.withNameUpdating)
        for item in written {
            let identity = FileWrapperIdentity(root: destination, relativePath: item.path, status: item.status)
            let name = naming ? (item.path.last ?? destination.lastPathComponent) : nil
            item.wrapper.recordWritten(identity: identity, generation: item.generation, filename: name)
        }
    }

    private func write(_ node: Node, at url: URL, path: [String], existing: POSIX.Status?, modes: Modes,
                       written: inout [Written]) throws {
        let isRoot = path.isEmpty
        let status: POSIX.Status
        switch node.kind {
        case .symbolicLink(let target):
            try POSIX.symlink(target: target, at: url)
            status = try POSIX.status(url)
        case .file(let bytes):
            if let linked = try linkUnchanged(node, at: url, path: path) {
                status = linked
                break
            }
            let data = try bytes ?? load(node)
            if bytes != nil, let linked = try linkIdentical(data, node, at: url, path: path) {
                status = linked
                break
            }
            // Created 0600 while incomplete; given its final mode only once its bytes are written.
            let fd = try POSIX.open(url, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            defer { POSIX.close(fd) }
            try POSIX.writeAll(fd, data, url: destination.appendingPathComponents(path))
            if atomic { try POSIX.fsync(fd, url: destination.appendingPathComponents(path)) }
            if isRoot, let existing, existing.isRegularFile { POSIX.copyOwnership(fd, from: existing) }
            let kept = isRoot && existing?.isRegularFile == true ? existing?.permissions : nil
            try POSIX.setPermissions(fd, node.attributes.permissions ?? kept ?? modes.file, url: url)
            if let date = node.attributes.modificationDate { try POSIX.setModificationDate(fd, date, url: url) }
            status = try POSIX.fileStatus(fd, url: url)
        case .directory:
            // 0700 while being filled, so nobody else sees a half-written package.
            try POSIX.makeDirectory(url, mode: 0o700)
            for (name, child) in node.children.sorted(by: { $0.key < $1.key }) {
                try write(child, at: url.appendingPathComponent(name), path: path + [name], existing: nil,
                          modes: modes, written: &written)
            }
            let fd = try POSIX.open(url, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            defer { POSIX.close(fd) }
            if isRoot, let existing, existing.isDirectory { POSIX.copyOwnership(fd, from: existing) }
            let kept = isRoot && existing?.isDirectory == true ? existing?.permissions : nil
            let mode = node.attributes.permissions ?? kept ?? modes.directory
            try POSIX.setPermissions(fd, mode, url: url)
            if node.attributes.setByCaller, let date = node.attributes.modificationDate {
                try POSIX.setModificationDate(fd, date, url: url)
            }
            if atomic { try POSIX.fsync(fd, url: url) }
            status = try POSIX.fileStatus(fd, url: url)
        }
        if let wrapper = node.wrapper {
            written.append(Written(wrapper: wrapper, generation: node.generation, path: path, status: status))
        }
    }

    private func load(_ node: Node) throws -> Data {
        guard let identity = node.identity else { return Data() }
        return try FileContentsLoader.load(identity: identity, mapping: node.mapsContents)
    }

    /// Hard-links a file the wrapper read (or last wrote) and that is still there unchanged — looked
    /// for in the original at the path being written and at the path it was read from. Nil when there
    /// is none or links are refused (the caller then writes the bytes).
    private func linkUnchanged(_ node: Node, at url: URL, path: [String]) throws -> POSIX.Status? {
        guard let original, let identity = node.identity, !node.attributes.setByCaller else { return nil }
        var candidates = [original.appendingPathComponents(path)]
        if identity.relativePath != path { candidates.append(original.appendingPathComponents(identity.relativePath)) }
        for candidate in candidates {
            // Linking is only a shortcut: a candidate that can't be looked at is not linked, and the
            // caller writes the bytes.
            guard let found = try? POSIX.statusIfPresent(candidate), found.isRegularFile,
                  identity.matches(found) else { continue }
            return try link(candidate, expecting: found, at: url)
        }
        return nil
    }

    /// Hard-links the original's file at the same path when it holds exactly `data` — so a package
    /// rebuilt from fresh wrappers on every save still only writes what changed.
    private func linkIdentical(_ data: Data, _ node: Node, at url: URL, path: [String]) throws -> POSIX.Status? {
        guard let original, !node.attributes.setByCaller else { return nil }
        let candidate = original.appendingPathComponents(path)
        // A shortcut, as above: what can't be looked at or read is not linked; the bytes are written.
        guard let found = try? POSIX.statusIfPresent(candidate), found.isRegularFile,
              found.size == Int64(data.count), (try? Self.fileHolds(data, at: candidate, status: found)) == true  // as above
        else { return nil }
        return try link(candidate, expecting: found, at: url)
    }

    /// A hard link where the drive has them and no reflinks: where it has reflinks the bytes are
    /// written again instead, so the new file never shares the original's inode (see `FileSharing`).
    private func link(_ candidate: URL, expecting found: POSIX.Status, at url: URL) throws -> POSIX.Status? {
        let folder = url.deletingLastPathComponent()
        // A drive that can't be asked is taken to have no reflinks: the link is tried, and its own failure decides.
        if (try? DriveCapabilities.of(folder))?.reflinks == true { return nil }
        switch DriveCapabilities.attempt(.hardLinks, in: folder, { POSIX.linkRetryingInterrupts(candidate, to: url) }) {
        case .done: break
        case .lacking, .failed(EXDEV), .failed(EMLINK): return nil
        case .failed(let number): throw POSIX.fail(url, "linking", errno: number)
        }
        let linked = try POSIX.status(url)
        if linked.device == found.device && linked.inode == found.inode { return linked }
        // Something else was put at the candidate between the check and the link.
        try POSIX.unlink(url)
        return nil
    }

    /// Whether the regular file at `url` (still the one `status` describes) holds exactly `data`.
    static func fileHolds(_ data: Data, at url: URL, status: POSIX.Status) throws -> Bool {
        let fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        defer { POSIX.close(fd) }
        let opened = try POSIX.fileStatus(fd, url: url)
        guard opened.isRegularFile, opened.inode == status.inode, opened.device == status.device,
              opened.size == Int64(data.count) else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw POSIX.fail(url, "reading")
            }
            if n == 0 { return offset == data.count }
            guard offset + n <= data.count else { return false }
            let same = data.withUnsafeBytes { bytes in
                chunk.withUnsafeBytes { piece in
                    guard let a = piece.baseAddress, let b = bytes.baseAddress else { return false }
                    return memcmp(a, b + offset, n) == 0
                }
            }
            guard same else { return false }
            offset += n
        }
    }

    // MARK: Swapping in

    private func swap(_ temporary: URL, newIsDirectory: Bool) throws {
        if try POSIX.statusIfPresent(destination) == nil {
            do {
                try POSIX.renameNoReplace(temporary, to: destination)
                return
            } catch let error as DocumentError where error.errno == EEXIST {
                // Something appeared at the destination meanwhile: replace it like any existing item.
            }
        }
        let current = try POSIX.statusIfPresent(destination)
        if current == nil || (current?.isDirectory == false && !newIsDirectory) {
            try POSIX.rename(temporary, to: destination)
            // rename(2) does nothing when both names are links to one file; the temporary is then left.
            // The new version is in place: a failure leaves only a second, hidden name for it.
            if (try? POSIX.statusIfPresent(temporary)) != nil { try? POSIX.unlink(temporary) }
            return
        }
        switch DriveCapabilities.attempt(.renameExchange, in: destination.deletingLastPathComponent(), {
            POSIX.exchangeRetryingInterrupts(temporary, destination)
        }) {
        case .done: break
        case .lacking:
            try replaceWithoutExchange(temporary)
            return
        case .failed(let number): throw POSIX.fail(destination, "swapping in the new version", errno: number)
        }
        // The temporary name now holds the previous item: the swap has happened, and a removal that
        // fails leaves a hidden copy of the old version, nothing worse.
        try? POSIX.removeTree(temporary)
    }

    /// For filesystems without `RENAME_EXCHANGE`: move the old item aside, move the new one in, put the
    /// old one back if that fails. Not atomic, but never loses either version.
    private func replaceWithoutExchange(_ temporary: URL) throws {
        let aside = TemporaryItem.url(beside: destination)
        try POSIX.rename(destination, to: aside)
        do {
            try POSIX.rename(temporary, to: destination)
        } catch {
            // The rename's error is the one to report; should the put-back fail too, the original is
            // still whole under its hidden temporary name beside the destination.
            try? POSIX.rename(aside, to: destination)
            throw error
        }
        try? POSIX.removeTree(aside)  // replaced; at worst a hidden copy of the old version stays
    }

    // MARK: Planning

    /// Copies the tree out of the wrappers, expanding "a/b" keys into folders and refusing names that
    /// cannot be written, before anything touches the disk.
    func plan(_ wrapper: FileWrapper, path: [String]) throws -> Node {
        guard path.count <= limits.maximumDepth else {
            throw DocumentError(.tooLarge, url: destination,
                                detail: "Its folders are nested more than \(limits.maximumDepth) deep, or a folder contains itself")
        }
        let storage = wrapper.snapshot
        var node: Node
        switch storage.content {
        case .regularFile(let data): node = Node(kind: .file(data))
        case .symbolicLink(let target): node = Node(kind: .symbolicLink(target))
        case .directory: node = Node(kind: .directory)
        }
        node.wrapper = wrapper
        node.generation = storage.generation
        node.identity = storage.identity
        node.mapsContents = storage.mapsContents
        node.attributes = storage.attributes
        if case .directory(let children) = storage.content {
            for (key, child) in children.sorted(by: { $0.key < $1.key }) {
                let components = try FileWrapperNames.components(ofKey: key, in: destination, parentPath: path)
                let childNode = try plan(child, path: path + components)
                try insert(childNode, into: &node, at: components[...], path: path)
            }
        }
        return node
    }

    private func insert(_ child: Node, into parent: inout Node, at components: ArraySlice<String>,
                        path: [String]) throws {
        guard let name = components.first else { return }
        let rest = components.dropFirst()
        if rest.isEmpty {
            if let existing = parent.children[name] {
                parent.children[name] = try merge(existing, child, path: path + [name])
            } else {
                parent.children[name] = child
            }
            return
        }
        var folder = parent.children[name] ?? .impliedFolder
        guard folder.isDirectory else {
            throw DocumentError(.nameTaken, url: destination,
                                detail: "“\((path + [name]).joined(separator: "/"))” is not a folder, so “\((path + Array(components)).joined(separator: "/"))” cannot be written inside it")
        }
        try insert(child, into: &folder, at: rest, path: path + [name])
        parent.children[name] = folder
    }

    /// Two children that land on one path: fine for folders (one at most a wrapper), else a clash.
    private func merge(_ a: Node, _ b: Node, path: [String]) throws -> Node {
        guard a.isDirectory, b.isDirectory, a.wrapper == nil || b.wrapper == nil else {
            throw DocumentError(.nameTaken, url: destination,
                                detail: "Two children would both be written as “\(path.joined(separator: "/"))”")
        }
        var result = a.wrapper == nil ? b : a
        let other = a.wrapper == nil ? a : b
        for (name, child) in other.children {
            if let existing = result.children[name] {
                result.children[name] = try merge(existing, child, path: path + [name])
            } else {
                result.children[name] = child
            }
        }
        return result
    }
}
