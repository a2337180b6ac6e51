import CQuireShim
import Foundation

/// Thin, throwing wrappers over the system calls the storage engine relies on. Every failure becomes a
/// `DocumentError` carrying errno, the file and what Quire was doing. Nothing here follows a symbolic
/// link unless the name says so, and every call that can be interrupted retries `EINTR`.
enum POSIX {
    /// What `lstat` says about a path; also the identity the engine compares before saving.
    struct Status: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var mode: mode_t
        var linkCount: UInt64
        var userID: uid_t
        var groupID: gid_t
        var modificationSeconds: Int
        var modificationNanoseconds: Int
        var changeSeconds: Int
        var changeNanoseconds: Int

        var isDirectory: Bool { mode & S_IFMT == S_IFDIR }
        var isRegularFile: Bool { mode & S_IFMT == S_IFREG }
        var isSymbolicLink: Bool { mode & S_IFMT == S_IFLNK }
        var permissions: mode_t { mode & 0o7777 }
        var modificationDate: Date {
            Date(timeIntervalSince1970: Double(modificationSeconds) + Double(modificationNanoseconds) / 1e9)
        }

        init(_ s: stat) {
            device = UInt64(s.st_dev)
            inode = UInt64(s.st_ino)
            size = Int64(s.st_size)
            mode = s.st_mode
            linkCount = UInt64(s.st_nlink)
            userID = s.st_uid
            groupID = s.st_gid
            modificationSeconds = s.st_mtim.tv_sec
            modificationNanoseconds = s.st_mtim.tv_nsec
            changeSeconds = s.st_ctim.tv_sec
            changeNanoseconds = s.st_ctim.tv_nsec
        }
    }

    static func fail(_ url: URL?, _ operation: String, errno number: Int32 = errno) -> DocumentError {
        DocumentError.posix(number, url: url, operation: operation)
    }

    /// `lstat`: the link itself, never its target.
    static func status(_ url: URL) throws -> Status {
        var s = stat()
        guard lstat(url.path, &s) == 0 else { throw fail(url, "reading its attributes") }
        return Status(s)
    }

    /// `lstat`, or nil when nothing is at the path.
    static func statusIfPresent(_ url: URL) throws -> Status? {
        var s = stat()
        if lstat(url.path, &s) == 0 { return Status(s) }
        if errno == ENOENT { return nil }
        throw fail(url, "reading its attributes")
    }

    static func fileStatus(_ fd: Int32, url: URL?) throws -> Status {
        var s = stat()
        guard fstat(fd, &s) == 0 else { throw fail(url, "reading its attributes") }
        return Status(s)
    }

    static func open(_ url: URL, _ flags: Int32, mode: mode_t = 0o644) throws -> Int32 {
        while true {
            let fd = Glibc.open(url.path, flags | O_CLOEXEC, mode)
            if fd >= 0 { return fd }
            if errno == EINTR { continue }
            if errno == ELOOP, let fd = reopenWithoutNoFollow(flags, mode, lstat: { lstat(url.path, &$0) },
                                                               open: { Glibc.open(url.path, $0, $1) }) {
                return fd
            }
            throw fail(url, (flags & (O_WRONLY | O_RDWR)) != 0 ? "opening it for writing" : "opening it")
        }
    }

    /// The document portal's ELOOP. xdg-document-portal before 1.18 (Debian 12 has 1.16) opens the
    /// real file behind `/run/user/UID/doc/…` through its `/proc/self/fd` link with the flags it was
    /// given, so an `O_NOFOLLOW` open of a document there fails with ELOOP although the entry is a
    /// regular file (fixed upstream in flatpak/xdg-desktop-portal#1195). Where the entry is no link
    /// (`lstat`), it is opened again without the flag and kept only when it is the file `lstat` saw
    /// (device and inode): a link swapped in between is still refused. Nil, with errno ELOOP, otherwise.
    private static func reopenWithoutNoFollow(_ flags: Int32, _ mode: mode_t, lstat: (inout stat) -> Int32,
                                              open: (Int32, mode_t) -> Int32) -> Int32? {
        guard flags & O_NOFOLLOW != 0, flags & O_CREAT == 0 else { errno = ELOOP; return nil }
        var entry = stat()
        guard lstat(&entry) == 0, entry.st_mode & S_IFMT != S_IFLNK else { errno = ELOOP; return nil }
        let fd = open((flags & ~O_NOFOLLOW) | O_CLOEXEC, mode)
        guard fd >= 0 else { errno = ELOOP; return nil }
        var opened = stat()
        guard fstat(fd, &opened) == 0, opened.st_dev == entry.st_dev, opened.st_ino == entry.st_ino else {
            Glibc.close(fd)
            errno = ELOOP
            return nil
        }
        return fd
    }

    static func close(_ fd: Int32) { _ = Glibc.close(fd) }

    /// The most one `write(2)` is given. The kernel sizes the page-cache folios it allocates by the
    /// length of the write: from 2 MiB up it asks for huge (order-9) folios, whose allocation on a busy
    /// or fragmented machine waits for compaction. A 50 MiB note written in one call took 180–350 ms
    /// against 25–40 ms in 256 KiB pieces on this VM (docs/PERFORMANCE.md); pieces of 512 KiB or less
    /// were all equally fast, and the extra calls cost nothing measurable.
    static let writeChunk = 256 << 10

    /// How much a large write puts in the page cache before it asks the kernel to start writing it out
    /// (`startWriteback`). Smaller files are left to the fsync that follows; steps of 4–8 MiB hid most of
    /// a 50 MiB file's device time behind the rest of the write on this VM, 1 MiB steps slowed the
    /// writes themselves (docs/PERFORMANCE.md, benchmark 4).
    static let writebackStep = 8 << 20

    /// Writes every byte, retrying short writes and `EINTR`. Every `writebackStep` bytes it starts the
    /// writeback of what it has written so far, so the fsync that follows a large write finds most of
    /// it already on its way to the disk instead of starting all of it then.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, url: URL?) throws {
        var offset = 0
        var unsubmitted = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, min(bytes.count - offset, writeChunk))
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(url, "writing")
            }
            if n == 0 { throw fail(url, "writing", errno: EIO) }
            offset += n
            unsubmitted += n
            if unsubmitted >= writebackStep, offset < bytes.count {
                startWriteback(fd)
                unsubmitted = 0
            }
        }
    }

    /// Asks the kernel to start writing the file's dirty pages to the disk, without waiting
    /// (sync_file_range with `SYNC_FILE_RANGE_WRITE`, the whole file: only pages still dirty are
    /// visited, so repeated calls cost little). A hint, not a flush: it guarantees nothing about
    /// durability (no metadata, no device cache flush), so every caller that needs the data on disk
    /// still fsyncs, and its failures are ignored — `EINVAL`/`ESPIPE` where the file can't do it
    /// (pipes, some file systems), and a write error the fsync will report anyway.
    static func startWriteback(_ fd: Int32) {
        _ = quire_start_writeback(fd, 0, 0)
    }

    static func writeAll(_ fd: Int32, _ data: Data, url: URL?) throws {
        try data.withUnsafeBytes { try writeAll(fd, $0, url: url) }
    }

    /// Reads the whole of an open file. `limit` bounds memory against files that grow or lie.
    static func readAll(_ fd: Int32, url: URL?, limit: Int = Int.max) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(url, "reading")
            }
            if n == 0 { return data }
            if data.count + n > limit {
                throw DocumentError(.tooLarge, url: url, detail: "It is larger than \(limit) bytes")
            }
            data.append(contentsOf: chunk[0..<n])
        }
    }

    static func fsync(_ fd: Int32, url: URL?) throws {
        while Glibc.fsync(fd) != 0 {
            if errno == EINTR { continue }
            throw fail(url, "flushing it to disk")
        }
    }

    /// Makes a rename or unlink inside `directory` durable.
    static func fsyncDirectory(_ directory: URL) throws {
        let fd = try open(directory, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        try fsync(fd, url: directory)
    }

    /// `fsyncDirectory`, 0 or the errno.
    static func fsyncDirectoryReturningErrno(_ directory: URL) -> Int32 {
        do {
            try fsyncDirectory(directory)
            return 0
        } catch {
            return (error as? DocumentError)?.errno ?? EIO
        }
    }

    // EINTR from rename, link and mkdir: Linux's local filesystems never return it, but network and
    // FUSE filesystems can, and then the call may or may not have taken effect. Each wrapper retries,
    // and a retry that fails because the first attempt did the work (EEXIST, ENOENT) counts as done
    // when the disk shows exactly that work.

    static func rename(_ source: URL, to destination: URL) throws {
        var interrupted = false
        while Glibc.rename(source.path, destination.path) != 0 {
            let number = errno
            if number == EINTR { interrupted = true; continue }
            if interrupted && number == ENOENT && renameHappened(source, destination) { return }
            throw fail(destination, "replacing it", errno: number)
        }
    }

    /// Atomically swaps two existing paths (files or directories) with `renameat2(RENAME_EXCHANGE)`.
    /// Callers ask `DriveCapabilities` first (`attempt(.renameExchange, …)` with
    /// `exchangeRetryingInterrupts`) where the drive may lack it.
    static func exchange(_ a: URL, _ b: URL) throws {
        let number = exchangeRetryingInterrupts(a, b)
        guard number == 0 else { throw fail(b, "swapping in the new version", errno: number) }
    }

    /// renameat2(RENAME_EXCHANGE), retrying EINTR; 0 or the errno.
    static func exchangeRetryingInterrupts(_ a: URL, _ b: URL) -> Int32 {
        // An exchange is its own inverse: retrying one that did happen would swap back. Knowing what
        // was at `a` tells whether it did.
        // Should `a` (the item just staged) not be seen, an interrupted exchange is retried, and the
        // swap's own verification (`SafeSave`) checks what ended where.
        let before = try? status(a)
        while quire_renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, UInt32(QUIRE_RENAME_EXCHANGE)) != 0 {
            let number = errno
            if number == EINTR {
                // What can't be looked at did not provably move: retried (as above).
                if let before, let now = try? status(b), now.device == before.device, now.inode == before.inode { return 0 }
                continue
            }
            return number
        }
        return 0
    }

    /// Renames only if nothing exists at `destination`; `nameTaken` otherwise.
    ///
    /// Where the drive has no `RENAME_NOREPLACE` (`DriveCapabilities`: FUSE ones, exFAT, NTFS, FAT,
    /// sshfs, refuse every renameat2 flag with EINVAL), the check is an `lstat` and the move a plain
    /// rename. Between the two, another program creating the same name would be replaced by a file (a
    /// folder can only replace an empty folder); callers hold the save's lock, so only programs
    /// outside Quire can race. On a drive that folds case, the item found under a name that differs
    /// from the source's only by case is the source itself: that rename changes the case of its name.
    static func renameNoReplace(_ source: URL, to destination: URL) throws {
        let folder = destination.deletingLastPathComponent()
        var interrupted = false
        let outcome = DriveCapabilities.attempt(.renameNoReplace, in: folder) {
            while quire_renameat2(AT_FDCWD, source.path, AT_FDCWD, destination.path, UInt32(QUIRE_RENAME_NOREPLACE)) != 0 {
                let number = errno
                if number == EINTR { interrupted = true; continue }
                if interrupted && (number == ENOENT || number == EEXIST) && renameHappened(source, destination) { return 0 }
                return number
            }
            return 0
        }
        switch outcome {
        case .done: return
        case .failed(let number): throw fail(destination, "moving it", errno: number)
        case .lacking: break
        }
        if try statusIfPresent(destination) != nil {
            // On a drive that folds case, a name equal to the source's but for case finds the source.
            let caseOnly = source.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL
                && source.lastPathComponent != destination.lastPathComponent
                && source.lastPathComponent.lowercased() == destination.lastPathComponent.lowercased()
                // A drive that can't be asked is taken to keep case: the name is taken (EEXIST), the safe answer.
                && (try? DriveCapabilities.of(folder))?.caseInsensitiveNames == true
            guard caseOnly else { throw fail(destination, "moving it", errno: EEXIST) }
        }
        do {
            try rename(source, to: destination)
        } catch let error as DocumentError {
            throw error.code == .notFound ? fail(destination, "moving it", errno: ENOENT) : error
        }
    }

    /// After an interrupted rename: the source is gone and something is at the destination.
    private static func renameHappened(_ source: URL, _ destination: URL) -> Bool {
        // Only what is seen proves the rename happened: a look that fails counts as not seen.
        (try? statusIfPresent(source)) == .some(nil) && ((try? statusIfPresent(destination)) ?? nil) != nil
    }

    static func link(_ source: URL, to destination: URL) throws {
        let number = linkRetryingInterrupts(source, to: destination)
        guard number == 0 else { throw fail(destination, "linking", errno: number) }
    }

    /// link(2), retrying EINTR; 0 or the errno.
    static func linkRetryingInterrupts(_ source: URL, to destination: URL) -> Int32 {
        var interrupted = false
        while Glibc.link(source.path, destination.path) != 0 {
            let number = errno
            if number == EINTR { interrupted = true; continue }
            // Only a link proven ours counts as made; otherwise EEXIST is reported.
            if interrupted && number == EEXIST, let a = try? status(source), let b = try? status(destination),
               a.device == b.device && a.inode == b.inode {
                return 0
            }
            return number
        }
        return 0
    }

    static func symlink(target: String, at url: URL) throws {
        guard Glibc.symlink(target, url.path) == 0 else { throw fail(url, "creating a symbolic link") }
    }

    static func readLink(_ url: URL) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(url.path, &buffer, buffer.count - 1)
        guard n >= 0 else { throw fail(url, "reading a symbolic link") }
        return try linkDestination(buffer[0..<n].map { UInt8(bitPattern: $0) }, of: url)
    }

    /// A link's destination must be UTF-8 to survive being read and written back: decoded lossily,
    /// `\xFF` would silently become U+FFFD in every copy (found by `make fuzz`).
    private static func linkDestination(_ bytes: [UInt8], of url: URL) throws -> String {
        guard let destination = String(validating: bytes, as: UTF8.self) else {
            throw DocumentError(.invalidName, url: url,
                                detail: "The destination of the symbolic link “\(url.lastPathComponent)” is not valid UTF-8")
        }
        return destination
    }

    static func makeDirectory(_ url: URL, mode: mode_t = 0o755) throws {
        let number = makeDirectoryRetryingInterrupts(url, mode: mode)
        guard number == 0 else { throw fail(url, "creating a folder", errno: number) }
    }

    /// mkdir(2), retrying EINTR; 0 or the errno.
    private static func makeDirectoryRetryingInterrupts(_ url: URL, mode: mode_t) -> Int32 {
        var interrupted = false
        while mkdir(url.path, mode) != 0 {
            let number = errno
            if number == EINTR { interrupted = true; continue }
            // Only a folder seen there counts as made; otherwise EEXIST is reported.
            if interrupted && number == EEXIST, (try? status(url))?.isDirectory == true { return 0 }
            return number
        }
        return 0
    }

    /// Creates `url` and any missing parents; an existing directory is fine.
    static func makeDirectories(_ url: URL, mode: mode_t = 0o755) throws {
        if let existing = try statusIfPresent(url) {
            if existing.isDirectory { return }
            throw DocumentError(.nameTaken, url: url, detail: "A file is in the way of a folder")
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path { try makeDirectories(parent, mode: mode) }
        let number = makeDirectoryRetryingInterrupts(url, mode: mode)
        if number != 0 && number != EEXIST { throw fail(url, "creating a folder", errno: number) }
    }

    static func unlink(_ url: URL) throws {
        guard Glibc.unlink(url.path) == 0 else { throw fail(url, "removing it") }
    }

    /// Removes a file, link or whole tree without following symbolic links. Missing is fine.
    static func removeTree(_ url: URL) throws {
        guard let status = try statusIfPresent(url) else { return }
        if status.isDirectory {
            for name in try directoryEntries(url) { try removeTree(url.appendingPathComponent(name)) }
            guard rmdir(url.path) == 0 else { throw fail(url, "removing a folder") }
        } else {
            try unlink(url)
        }
    }

    /// Names in a directory, without `.` and `..`, sorted. A name that is not valid UTF-8 is refused
    /// (`.invalidName`), as by the descriptor-based listing: decoded lossily it would name nothing, and
    /// the walk would fail later as `.notFound` (found by the hostile-package tests).
    static func directoryEntries(_ url: URL) throws -> [String] {
        guard let dir = opendir(url.path) else { throw fail(url, "listing a folder") }
        defer { closedir(dir) }
        return try names(in: dir, url: url)
    }

    /// The names an open listing reads, without `.` and `..`, sorted; a name that is not valid UTF-8 is
    /// refused (`.invalidName`). `url` names the folder in errors only, so callers walking by descriptor
    /// build it lazily.
    static func names(in dir: OpaquePointer, url: @autoclosure () -> URL) throws -> [String] {
        var names: [String] = []
        try forEachName(in: dir, url: url()) { name, _ in names.append(name) }
        return sortedNames(names, keys: { names[$0] })
    }

    /// Reads an open listing to its end, handing each name but `.` and `..` to `body` with its `d_ino`,
    /// in the listing's order; a name that is not valid UTF-8 is refused (`.invalidName`).
    private static func forEachName(
        in dir: OpaquePointer, url: @autoclosure () -> URL, _ body: (String, UInt64) -> Void
    ) throws {
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw fail(url(), "listing a folder") }
                return
            }
            // Decoded in place; a URL is built only to word an error (building one per entry was a
            // quarter of an incremental package save's CPU time: docs/PERFORMANCE.md).
            switch listedName(of: entry) {
            case .dotOrDotDot: continue
            case .name(let name): body(name, UInt64(entry.pointee.d_ino))
            case .invalid: _ = try entryName(nameBytes(of: entry), in: url())
            }
        }
    }

    /// `items` sorted by the names `name(index)` gives, as `String`'s `<` orders them. A listing's
    /// order is random, and sorting a hundred names by `String` comparison took 20–25 µs of a package
    /// save's walk, several walks a save: names of ASCII only — whose
    /// order under `<` is their bytes' — are sorted by their first eight bytes as one integer, the
    /// full names deciding only ties. Anything else is sorted by `<`.
    static func sortedNames<Item>(_ items: [Item], keys name: (Int) -> String) -> [Item] {
        guard items.count > 1 else { return items }
        var keyed: [(key: UInt64, index: Int)] = []
        keyed.reserveCapacity(items.count)
        for index in items.indices {
            var key: UInt64 = 0
            var shift = 56
            for byte in name(index).utf8 {
                guard byte < 0x80 else {
                    return items.indices.sorted { name($0) < name($1) }.map { items[$0] }
                }
                if shift >= 0 {
                    key |= UInt64(byte) << UInt64(shift)
                    shift -= 8
                }
            }
            keyed.append((key, index))
        }
        // Bytes compare as unsigned, and a shorter name's missing bytes as 0 (below every byte a name
        // holds), so the integers order as the names' first eight bytes do; ties go to the full name.
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : name($0.index) < name($1.index) }
        return keyed.map { items[$0.index] }
    }

    private enum ListedName {
        case dotOrDotDot
        case name(String)
        case invalid
    }

    /// A `readdir` entry's name decoded where it lies (see `nameBytes` for why never copying `d_name`).
    private static func listedName(of entry: UnsafeMutablePointer<dirent>) -> ListedName {
        withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
            let raw = UnsafeRawPointer(tuple)
            let bytes = UnsafeBufferPointer(start: raw.assumingMemoryBound(to: UInt8.self),
                                            count: strlen(raw.assumingMemoryBound(to: CChar.self)))
            let dot = UInt8(ascii: ".")
            if bytes.first == dot && (bytes.count == 1 || (bytes.count == 2 && bytes[1] == dot)) { return .dotOrDotDot }
            return String(validating: bytes, as: UTF8.self).map { .name($0) } ?? .invalid
        }
    }

    /// The bytes of a `readdir` entry's name, read in place up to its NUL. Copying `d_name` (a 256-byte
    /// tuple) read past the end of glibc's buffer whenever an entry's record was shorter than a whole
    /// `dirent` near that end — a heap overflow AddressSanitizer found (`make test-sanitize`, listing a
    /// package of 100 000 children).
    static func nameBytes(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
            let name = UnsafeRawPointer(tuple).assumingMemoryBound(to: CChar.self)
            return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
        }
    }

    private static func entryName(_ bytes: [UInt8], in folder: URL) throws -> String {
        guard let name = String(validating: bytes, as: UTF8.self) else {
            let shown = String(decoding: bytes, as: UTF8.self)
            throw DocumentError(.invalidName, url: folder.appendingPathComponent(shown),
                                detail: "The name of “\(shown)” is not valid UTF-8")
        }
        return name
    }

    /// fchmod; a drive that stores no permissions (FAT through fusefat: ENOSYS) is skipped, not a
    /// failure: there is nothing to set. `url` names the file in errors and finds its drive.
    static func setPermissions(_ fd: Int32, _ mode: mode_t, url: URL) throws {
        // Only picks which drive to ask: a failing fstat asks the parent's, and fchmod reports its own error.
        let isFolder = (try? fileStatus(fd, url: url))?.isDirectory == true
        let outcome = DriveCapabilities.attempt(.permissions, in: isFolder ? url : url.deletingLastPathComponent()) {
            fchmod(fd, mode & 0o7777) == 0 ? 0 : errno
        }
        if case .failed(let number) = outcome { throw fail(url, "setting its permissions", errno: number) }
    }

    /// fchmodat of `name` in the open folder `directory` (`url` names it), skipped where the drive
    /// stores no permissions, as `setPermissions(_:_:url:)`.
    static func setPermissions(at directory: Int32, _ name: String, _ mode: mode_t, url: URL) throws {
        let outcome = DriveCapabilities.attempt(.permissions, in: url.deletingLastPathComponent()) {
            fchmodat(directory, name, mode & 0o7777, 0) == 0 ? 0 : errno
        }
        if case .failed(let number) = outcome { throw fail(url, "setting its permissions", errno: number) }
    }

    /// Gives `fd` the owner of the original when we can (root, or the same user); silently keeps ours
    /// otherwise, as every editor does.
    static func copyOwnership(_ fd: Int32, from original: Status) {
        _ = fchown(fd, original.userID, original.groupID)
    }

    /// Copies a regular file's bytes (the fallback when a hard link is refused: EXDEV, EPERM, EMLINK).
    static func copyFile(_ source: URL, to destination: URL, mode: mode_t? = nil) throws {
        let input = try open(source, O_RDONLY | O_NOFOLLOW)
        defer { close(input) }
        let sourceStatus = try fileStatus(input, url: source)
        let output = try open(destination, O_WRONLY | O_CREAT | O_EXCL, mode: mode ?? sourceStatus.permissions)
        defer { close(output) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(source, "reading")
            }
            if n == 0 { break }
            try chunk.withUnsafeBytes { try writeAll(output, UnsafeRawBufferPointer(rebasing: $0[0..<n]), url: destination) }
        }
        try fsync(output, url: destination)
    }

    // MARK: Directory-relative calls (reading a package without following links in its middle)

    /// `openat` relative to an open directory; `url` only names the item in errors.
    static func open(at directory: Int32, _ name: String, _ flags: Int32, url: URL) throws -> Int32 {
        while true {
            let fd = openat(directory, name, flags | O_CLOEXEC)
            if fd >= 0 { return fd }
            if errno == EINTR { continue }
            if errno == ELOOP, let fd = reopenWithoutNoFollow(flags, 0, lstat: { fstatat(directory, name, &$0, AT_SYMLINK_NOFOLLOW) },
                                                               open: { openat(directory, name, $0, $1) }) {
                return fd
            }
            throw fail(url, "opening it")
        }
    }

    /// `fstatat(AT_SYMLINK_NOFOLLOW)`: the entry itself, never what a link points to.
    static func status(at directory: Int32, _ name: String, url: URL) throws -> Status {
        var s = stat()
        guard fstatat(directory, name, &s, AT_SYMLINK_NOFOLLOW) == 0 else { throw fail(url, "reading its attributes") }
        return Status(s)
    }

    static func readLink(at directory: Int32, _ name: String, url: URL) throws -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = buffer.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { chars in
                chars.baseAddress.map { readlinkat(directory, name, $0, chars.count - 1) } ?? -1
            }
        }
        guard n >= 0 else { throw fail(url, "reading a symbolic link") }
        return try linkDestination(Array(buffer[0..<n]), of: url)
    }

    /// Names in an open directory, without `.` and `..`, sorted. A name that is not valid UTF-8 is
    /// refused: it could not be written back under the same name.
    static func directoryEntries(_ directory: Int32, url: URL) throws -> [String] {
        let copy = dup(directory)
        guard copy >= 0 else { throw fail(url, "listing a folder") }
        guard let dir = fdopendir(copy) else {
            let number = errno
            close(copy)
            throw fail(url, "listing a folder", errno: number)
        }
        defer { closedir(dir) }
        rewinddir(dir)
        return try names(in: dir, url: url)
    }

    /// `linkat` between two open directories (never following a link), retrying EINTR; 0 or the errno.
    /// An interrupted call that left the link in place counts as done.
    static func link(at source: Int32, _ name: String, to destination: Int32, _ newName: String) -> Int32 {
        var interrupted = false
        while linkat(source, name, destination, newName, 0) != 0 {
            let number = errno
            if number == EINTR { interrupted = true; continue }
            if interrupted && number == EEXIST {
                var a = stat(), b = stat()
                if fstatat(source, name, &a, AT_SYMLINK_NOFOLLOW) == 0, fstatat(destination, newName, &b, AT_SYMLINK_NOFOLLOW) == 0,
                   a.st_dev == b.st_dev && a.st_ino == b.st_ino {
                    return 0
                }
            }
            return number
        }
        return 0
    }

    /// `mkdirat` relative to an open directory, retrying EINTR (an interrupted call that made the
    /// folder counts as done); `url` only names the folder in errors.
    static func makeDirectory(at directory: Int32, _ name: String, mode: mode_t, url: @autoclosure () -> URL) throws {
        var interrupted = false
        while mkdirat(directory, name, mode) != 0 {
            let number = errno
            if number == EINTR { interrupted = true; continue }
            if interrupted && number == EEXIST {
                var s = stat()
                if fstatat(directory, name, &s, AT_SYMLINK_NOFOLLOW) == 0, s.st_mode & S_IFMT == S_IFDIR { return }
            }
            throw fail(url(), "creating a folder", errno: number)
        }
    }

    /// `symlinkat` relative to an open directory.
    static func symlink(target: String, at directory: Int32, _ name: String, url: @autoclosure () -> URL) throws {
        guard symlinkat(target, directory, name) == 0 else { throw fail(url(), "creating a symbolic link") }
    }

    /// Sets access and modification time of an open file (`futimens`).
    static func setModificationDate(_ fd: Int32, _ date: Date, url: URL?) throws {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = Int(((date.timeIntervalSince1970 - seconds) * 1e9).rounded(.down))
        let time = timespec(tv_sec: Int(seconds), tv_nsec: min(max(nanoseconds, 0), 999_999_999))
        let times = [time, time]
        guard futimens(fd, times) == 0 else { throw fail(url, "setting its modification date") }
    }

    /// Maps a whole open regular file read-only. The mapping outlives `fd` and is unmapped when the
    /// returned `Data` is released.
    static func map(_ fd: Int32, size: Int, url: URL?) throws -> Data {
        guard size > 0 else { return Data() }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
              address != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw fail(url, "mapping it into memory")
        }
        return Data(bytesNoCopy: address, count: size, deallocator: .custom { pointer, count in
            _ = munmap(pointer, count)
        })
    }

    /// Changes a path's permission bits (skipped where the drive stores none). Callers pass only paths
    /// they just created or `lstat`ed as files or folders (chmod follows a symbolic link).
    static func setPermissions(_ url: URL, _ mode: mode_t) throws {
        // A folder is asked about itself: it may be a mount point, on another drive than its parent.
        // Only picks which drive to ask (as above); chmod reports its own error.
        let isFolder = (try? status(url))?.isDirectory == true
        let outcome = DriveCapabilities.attempt(.permissions, in: isFolder ? url : url.deletingLastPathComponent()) {
            chmod(url.path, mode & 0o7777) == 0 ? 0 : errno
        }
        if case .failed(let number) = outcome { throw fail(url, "setting its permissions", errno: number) }
    }

    /// `flock(2)`: an advisory lock the kernel drops when the holder dies, so a leftover whose lock
    /// can be taken was abandoned by a crash. Returns false when `nonBlocking` and someone holds it.
    static func lock(_ fd: Int32, url: URL?, nonBlocking: Bool = false) throws -> Bool {
        while flock(fd, LOCK_EX | (nonBlocking ? LOCK_NB : 0)) != 0 {
            if errno == EINTR { continue }
            if nonBlocking && errno == EWOULDBLOCK { return false }
            throw fail(url, "locking it")
        }
        return true
    }

    /// `lock`, or nil where the drive has no locks at all (the document portal answers ENOSYS): no
    /// cleanup can lock a temporary there either, and judges it by its name's `WriterToken` instead.
    static func lockIfSupported(_ fd: Int32, url: URL?, nonBlocking: Bool = false) throws -> Bool? {
        do {
            return try lock(fd, url: url, nonBlocking: nonBlocking)
        } catch let error as DocumentError where error.errno.map({ [ENOSYS, EOPNOTSUPP, ENOLCK].contains($0) }) == true {
            return nil
        }
    }

    /// The value of extended attribute `name` (never following a link), or nil when it is not set.
    /// Filesystems without user attributes throw with errno `ENOTSUP`.
    static func extendedAttribute(_ name: String, of url: URL, limit: Int = 4096) throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: limit)
        let n = buffer.withUnsafeMutableBytes { quire_lgetxattr(url.path, name, $0.baseAddress, UInt($0.count)) }
        if n >= 0 { return Data(buffer[0..<n]) }
        if errno == ENODATA { return nil }
        if errno == ERANGE {
            throw DocumentError(.tooLarge, url: url, detail: "Its “\(name)” attribute is larger than \(limit) bytes")
        }
        throw fail(url, "reading its extended attributes")
    }

    /// Sets extended attribute `name` (never following a link).
    static func setExtendedAttribute(_ name: String, _ value: Data, on url: URL) throws {
        while value.withUnsafeBytes({ quire_lsetxattr(url.path, name, $0.baseAddress, UInt($0.count), 0) }) != 0 {
            if errno == EINTR { continue }
            throw fail(url, "writing its extended attributes")
        }
    }
}
