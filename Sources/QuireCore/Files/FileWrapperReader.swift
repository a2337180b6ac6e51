import Foundation

/// Reads a file, folder or symbolic link into wrapper storage. Folders are walked through open
/// directory descriptors (`openat`/`fstatat` with `O_NOFOLLOW`), so a link swapped in anywhere in the
/// tree while it is read is never followed.
struct FileWrapperReader {
    let root: URL
    let options: FileWrapper.ReadingOptions
    let limits: FileWrapperLimits
    private var entries = 0

    init(root: URL, options: FileWrapper.ReadingOptions, limits: FileWrapperLimits) {
        self.root = root
        self.options = options
        self.limits = limits
    }

    static func read(_ url: URL, options: FileWrapper.ReadingOptions, limits: FileWrapperLimits) throws -> FileWrapperStorage {
        var reader = FileWrapperReader(root: url, options: options, limits: limits)
        return try reader.read()
    }

    mutating func read() throws -> FileWrapperStorage {
        let status = try POSIX.status(root)
        var storage: FileWrapperStorage
        if status.isDirectory {
            let fd = try POSIX.open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            defer { POSIX.close(fd) }
            let opened = try POSIX.fileStatus(fd, url: root)
            guard opened.device == status.device && opened.inode == status.inode else {
                throw DocumentError(.changedOnDisk, url: root, detail: "It was replaced while being read")
            }
            storage = FileWrapperStorage(content: .directory(try readDirectory(fd, path: [])))
            storage.identity = FileWrapperIdentity(root: root, relativePath: [], status: opened)
            storage.attributes = FileWrapperAttributes(status: opened)
        } else if status.isSymbolicLink {
            storage = FileWrapperStorage(content: .symbolicLink(try POSIX.readLink(root)))
            storage.identity = FileWrapperIdentity(root: root, relativePath: [], status: status)
            storage.attributes = FileWrapperAttributes(status: status)
        } else if status.isRegularFile {
            let identity = FileWrapperIdentity(root: root, relativePath: [], status: status)
            storage = try regularFile(identity: identity, status: status) {
                try POSIX.open(root, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
            }
        } else {
            throw Self.unsupported(status, url: root, shown: root.lastPathComponent)
        }
        storage.preferredFilename = root.lastPathComponent
        storage.filename = root.lastPathComponent
        return storage
    }

    private mutating func readDirectory(_ fd: Int32, path: [String]) throws -> [String: FileWrapper] {
        let folder = root.appendingPathComponents(path)
        guard path.count < limits.maximumDepth else {
            throw DocumentError(.tooLarge, url: root,
                                detail: "Its folders are nested more than \(limits.maximumDepth) deep (at “\(path.joined(separator: "/"))”)")
        }
        let names = try POSIX.directoryEntries(fd, url: folder)
        entries += names.count
        guard entries <= limits.maximumEntries else {
            throw DocumentError(.tooLarge, url: root, detail: "It contains more than \(limits.maximumEntries) items")
        }
        var children: [String: FileWrapper] = [:]
        for name in names {
            let childPath = path + [name]
            let url = folder.appendingPathComponent(name)
            let status = try POSIX.status(at: fd, name, url: url)
            let identity = FileWrapperIdentity(root: root, relativePath: childPath, status: status)
            var storage: FileWrapperStorage
            if status.isDirectory {
                let child = try POSIX.open(at: fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW, url: url)
                defer { POSIX.close(child) }
                let opened = try POSIX.fileStatus(child, url: url)
                guard opened.device == status.device && opened.inode == status.inode else {
                    throw DocumentError(.changedOnDisk, url: root, detail: "“\(childPath.joined(separator: "/"))” was replaced while being read")
                }
                storage = FileWrapperStorage(content: .directory(try readDirectory(child, path: childPath)))
                storage.identity = FileWrapperIdentity(root: root, relativePath: childPath, status: opened)
                storage.attributes = FileWrapperAttributes(status: opened)
            } else if status.isSymbolicLink {
                storage = FileWrapperStorage(content: .symbolicLink(try POSIX.readLink(at: fd, name, url: url)))
                storage.identity = identity
                storage.attributes = FileWrapperAttributes(status: status)
            } else if status.isRegularFile {
                storage = try regularFile(identity: identity, status: status) {
                    try POSIX.open(at: fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK, url: url)
                }
            } else {
                throw Self.unsupported(status, url: root, shown: childPath.joined(separator: "/"))
            }
            storage.preferredFilename = name
            storage.filename = name
            children[name] = FileWrapper(storage: storage)
        }
        return children
    }

    private func regularFile(identity: FileWrapperIdentity, status: POSIX.Status,
                             open: () throws -> Int32) throws -> FileWrapperStorage {
        var storage = FileWrapperStorage(content: .regularFile(nil))
        storage.identity = identity
        storage.attributes = FileWrapperAttributes(status: status)
        storage.mapsContents = !options.contains(.withoutMapping)
        if options.contains(.immediate) {
            let fd = try open()
            defer { POSIX.close(fd) }
            storage.content = .regularFile(try FileContentsLoader.load(fd, identity: identity, mapping: storage.mapsContents))
        }
        return storage
    }

    static func unsupported(_ status: POSIX.Status, url: URL, shown: String) -> DocumentError {
        let kind: String
        switch status.mode & S_IFMT {
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        default: kind = "of an unknown kind"
        }
        return DocumentError(.unsupportedType, url: url,
                             detail: "“\(shown)” is \(kind); documents may contain only files, folders and symbolic links")
    }
}

/// Reads a regular file's bytes for a wrapper, checking that the file is still the one the wrapper
/// remembers: a wrapper never presents another file's bytes as its own.
enum FileContentsLoader {
    /// Files at least this large are mapped rather than read (reading small ones is cheaper).
    static let mappingThreshold: Int64 = 64 * 1024

    static func load(identity: FileWrapperIdentity, mapping: Bool) throws -> Data {
        let url = identity.url
        // O_NONBLOCK: should a pipe have been put in the file's place, opening it must not wait for a writer.
        let fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        defer { POSIX.close(fd) }
        return try load(fd, identity: identity, mapping: mapping)
    }

    static func load(_ fd: Int32, identity: FileWrapperIdentity, mapping: Bool) throws -> Data {
        let url = identity.url
        let status = try POSIX.fileStatus(fd, url: url)
        guard status.isRegularFile, identity.matches(status) else {
            throw DocumentError(.changedOnDisk, url: url,
                                detail: "The file was changed or replaced after the document was read")
        }
        if mapping && status.size >= mappingThreshold {
            return try POSIX.map(fd, size: Int(status.size), url: url)
        }
        let data = try POSIX.readAll(fd, url: url, limit: Int(status.size))
        guard data.count == Int(status.size) else {
            throw DocumentError(.changedOnDisk, url: url, detail: "The file was shortened while being read")
        }
        return data
    }
}
