import Foundation

/// A file, a folder of files (a package), or a symbolic link, held in memory — Apple's `FileWrapper`
/// for Linux, which swift-corelibs-foundation does not provide.
///
/// Reading (`init(url:options:)`, `read(from:options:)`) never follows a symbolic link: links are kept
/// as symbolic-link wrappers with their destination exactly as stored, even `../../etc/passwd`. Named
/// pipes, devices and sockets are refused with `DocumentError(.unsupportedType)` and never opened.
/// Regular files are not read until `regularFileContents` is first asked for (unless `.immediate`);
/// files of 64 KiB or more are then mapped into memory (unless `.withoutMapping`). Trees deeper than
/// 64 folders or with more than 100 000 entries are refused with `DocumentError(.tooLarge)`.
///
/// A directory wrapper's keys may contain `/`: the child stored under "attachments/a.png" is written
/// as "a.png" inside a folder "attachments" (created as needed, merged with a child wrapper named
/// "attachments" if there is one). Read back, that is an "attachments" directory wrapper containing
/// "a.png". Keys that are empty, `.`, `..`, absolute or contain NUL — or have such a component — are
/// refused when writing with `DocumentError(.invalidName)` naming the child.
///
/// Writing (`write(to:options:originalContentsURL:)`) never modifies the existing item in place: the
/// new one is built under a hidden temporary name beside it and swapped in. Given the package it
/// replaces as `originalContentsURL`, files that have not changed since they were read from (or last
/// written to) it are hard-linked instead of copied, so saving a large package costs what changed.
///
/// Thread safety: unlike Apple's, a `FileWrapper` is `Sendable`, because Quire's document engine
/// builds wrappers on the main actor and reads and writes them on other tasks. Each wrapper's state
/// is guarded by its own lock, so concurrent use is memory safe; as with any shared mutable object,
/// mutating a tree while another task writes it gives that write one consistent view per wrapper, not
/// of the whole tree. A subclass must restate the conformance (`class Mine: FileWrapper, @unchecked
/// Sendable`) and guard any mutable state it adds.
open class FileWrapper: @unchecked Sendable {
    // @unchecked: all mutable state is in `storage`, which is only read or written while `lock` is
    // held (see `withStorage`). Locks are never nested parent-to-child in a way a child could invert:
    // code that walks a tree copies a wrapper's storage under its lock and releases it before visiting
    // the children.
    private let lock = NSLock()
    private var storage: FileWrapperStorage

    init(storage: FileWrapperStorage) {
        self.storage = storage
    }

    // MARK: Creating

    /// Reads the file, folder or symbolic link at `url` (never following a link).
    /// - Throws: `DocumentError` — `notFound`, `permissionDenied`, `unsupportedType` (a pipe, device
    ///   or socket, named), `invalidName` (a name or link destination that is not UTF-8), `tooLarge`
    ///   (see the type's doc).
    public init(url: URL, options: ReadingOptions = []) throws {
        storage = try FileWrapperReader.read(url, options: options, limits: .standard)
    }

    init(url: URL, options: ReadingOptions, limits: FileWrapperLimits) throws {
        storage = try FileWrapperReader.read(url, options: options, limits: limits)
    }

    /// A regular-file wrapper holding `contents`.
    public init(regularFileWithContents contents: Data) {
        storage = FileWrapperStorage(content: .regularFile(contents))
    }

    /// A directory wrapper whose children are `childrenByPreferredName`, under those keys. A child with
    /// no `preferredFilename` gets its key as one. Keys may contain `/` (see the type's doc).
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (key, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = key
        }
        storage = FileWrapperStorage(content: .directory(childrenByPreferredName))
    }

    /// A symbolic-link wrapper. The link is written with `url.relativePath` as its destination, so a
    /// relative URL stays relative.
    public init(symbolicLinkWithDestinationURL url: URL) {
        storage = FileWrapperStorage(content: .symbolicLink(url.relativePath))
    }

    // MARK: Kind

    public var isRegularFile: Bool { withStorage { if case .regularFile = $0.content { true } else { false } } }
    public var isDirectory: Bool { withStorage { if case .directory = $0.content { true } else { false } } }
    public var isSymbolicLink: Bool { withStorage { if case .symbolicLink = $0.content { true } else { false } } }

    // MARK: Names and attributes

    /// The name this wrapper would like in a parent directory wrapper; the key `addFileWrapper(_:)`
    /// starts from.
    open var preferredFilename: String? {
        get { withStorage { $0.preferredFilename } }
        set { withStorage { $0.preferredFilename = newValue } }
    }

    /// The name of the item on disk this wrapper was read from (or, after a write with
    /// `.withNameUpdating`, written as); nil for a wrapper made in memory.
    open var filename: String? {
        get { withStorage { $0.filename } }
        set { withStorage { $0.filename = newValue } }
    }

    /// `FileAttributeKey` raw values to values, as `FileManager.attributesOfItem` gives them. Read from
    /// disk, it describes the item read. `posixPermissions` and `modificationDate` are applied when
    /// the wrapper is written.
    open var fileAttributes: [String: Any] {
        get { withStorage { $0.attributes.dictionary } }
        set {
            withStorage {
                $0.attributes = FileWrapperAttributes(dictionary: newValue)
                $0.generation &+= 1
            }
        }
    }

    // MARK: Contents

    /// A regular file's bytes, read (or mapped) on first use unless the wrapper was read with
    /// `.immediate`. Nil for directories and symbolic links — and for a file not yet read that was
    /// removed, replaced or changed on disk since the wrapper was read: Quire does not present bytes
    /// other than those of the file it read.
    public var regularFileContents: Data? { try? contentsLoadingIfNeeded(cache: true) }

    /// A directory's children by key; nil for other kinds.
    public var fileWrappers: [String: FileWrapper]? {
        withStorage { if case .directory(let children) = $0.content { children } else { nil } }
    }

    /// A symbolic link's destination: `relativePath` is the destination exactly as stored (a relative
    /// one resolves against the link's folder when the wrapper was read from disk). Nil for other kinds.
    public var symbolicLinkDestinationURL: URL? {
        withStorage { storage in
            guard case .symbolicLink(let destination) = storage.content else { return nil }
            if destination.hasPrefix("/") { return URL(fileURLWithPath: destination) }
            if let folder = storage.identity?.url.deletingLastPathComponent() {
                return URL(fileURLWithPath: destination, relativeTo: folder)
            }
            return URL(fileURLWithPath: destination)
        }
    }

    // MARK: Children

    /// Adds `child` under its `preferredFilename` ("Untitled" when it has none), made unique with
    /// " 2", " 3", … before the extension when taken, and returns the key used. Does nothing and
    /// returns "" when this wrapper is not a directory (Apple raises an exception).
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let preferred = child.preferredFilename ?? "Untitled"
        return withStorage { storage in
            guard case .directory(var children) = storage.content else { return "" }
            let key = FileWrapperNames.unique(preferred) { children[$0] != nil }
            children[key] = child
            storage.content = .directory(children)
            storage.generation &+= 1
            return key
        }
    }

    /// Adds a regular-file child holding `data` and returns its key (see `addFileWrapper(_:)`).
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` (compared by identity) from every key it is stored under.
    open func removeFileWrapper(_ child: FileWrapper) {
        withStorage { storage in
            guard case .directory(var children) = storage.content else { return }
            for (key, value) in children where value === child { children[key] = nil }
            storage.content = .directory(children)
            storage.generation &+= 1
        }
    }

    /// The key `child` (compared by identity) is stored under, or nil.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        withStorage { storage in
            guard case .directory(let children) = storage.content else { return nil }
            return children.filter { $0.value === child }.keys.min()
        }
    }

    /// The Objective-C spelling of `keyForChildFileWrapper(_:)`.
    public func keyForFileWrapper(_ child: FileWrapper) -> String? { keyForChildFileWrapper(child) }

    // MARK: Disk

    /// Rereads the whole wrapper from `url`, replacing its kind, contents and children. On failure
    /// the wrapper is unchanged.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        let fresh = try FileWrapperReader.read(url, options: options, limits: .standard)
        withStorage { storage in
            let preferred = storage.preferredFilename
            storage = fresh
            storage.preferredFilename = preferred ?? fresh.preferredFilename
            storage.generation = fresh.generation &+ 1
        }
    }

    /// Writes the wrapper to `url`, replacing what is there (see the type's doc).
    ///
    /// - Parameters:
    ///   - options: `.atomic` flushes everything to disk before the swap; `.withNameUpdating` sets
    ///     `filename` of the wrapper and its children to the names written.
    ///   - originalContentsURL: the item this wrapper was read from or last written to, usually `url`
    ///     itself. Unchanged files found there — same file (device and inode), size and modification
    ///     date as remembered, or, for a file made in memory, the same bytes at the same path — are
    ///     hard-linked into the new item instead of written (copied where links are refused).
    /// - Throws: `DocumentError`; the item at `url` is then left as it was, and no temporary remains.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        try FileWrapperWriter(destination: url, options: options, original: originalContentsURL).write(self)
    }

    /// Whether the item at `url` has the same contents as this wrapper: the same bytes for a file,
    /// the same destination for a link, the same names (after expanding `/` keys) with matching
    /// contents for a folder. False when `url` cannot be read.
    open func matchesContents(of url: URL) -> Bool {
        FileWrapperComparison.matches(self, url: url)
    }

    /// Whether the item at `url` differs from what this wrapper was read from or last written as,
    /// judged by identity (device, inode, size, modification date) and, for folders, names —
    /// without reading file contents. True for wrappers made in memory.
    open func needsToBeUpdated(fromPath url: URL) -> Bool {
        FileWrapperComparison.needsUpdate(self, url: url)
    }

    // MARK: Internal

    func withStorage<Result>(_ body: (inout FileWrapperStorage) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&storage)
    }

    var snapshot: FileWrapperStorage { withStorage { $0 } }

    /// A regular file's bytes; nil for other kinds. `cache` keeps bytes read lazily in the wrapper.
    /// - Throws: when the file cannot be read or is no longer the one that was read.
    func contentsLoadingIfNeeded(cache: Bool) throws -> Data? {
        try withStorage { storage in
            guard case .regularFile(let contents) = storage.content else { return nil }
            if let contents { return contents }
            guard let identity = storage.identity else { return Data() }
            let data = try FileContentsLoader.load(identity: identity, mapping: storage.mapsContents)
            if cache { storage.content = .regularFile(data) }
            return data
        }
    }

    /// After a successful write: remember where the wrapper now lives, unless it was changed meanwhile.
    func recordWritten(identity: FileWrapperIdentity, generation: UInt64, filename: String?) {
        withStorage { storage in
            guard storage.generation == generation else { return }
            storage.identity = identity
            if let filename { storage.filename = filename }
        }
    }
}

/// Everything a `FileWrapper` holds; a value, so a tree walk can copy it out under the wrapper's lock.
struct FileWrapperStorage {
    enum Content {
        /// Nil bytes: not read yet — read from `identity` on first use.
        case regularFile(Data?)
        case directory([String: FileWrapper])
        /// The destination exactly as stored in the link.
        case symbolicLink(String)
    }

    var content: Content
    var preferredFilename: String?
    var filename: String?
    var attributes = FileWrapperAttributes()
    /// Where the item was read from or last written to; nil for a wrapper made in memory.
    var identity: FileWrapperIdentity?
    /// Whether contents not yet read will be mapped rather than read.
    var mapsContents = true
    /// Bumped on every change that makes `identity` stale, so a write finishing after such a change
    /// does not record it.
    var generation: UInt64 = 0

    init(content: Content) {
        self.content = content
    }
}
