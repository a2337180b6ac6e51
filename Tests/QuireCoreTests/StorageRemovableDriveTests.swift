import CQuireShim
import Foundation
import Testing
@testable import QuireCore

/// A real file system in an image file, made and mounted for one test (root only), unmounted and
/// deleted when released: the FUSE servers USB sticks and Windows drives are mounted with on Linux.
final class RemovableDrive: @unchecked Sendable {
    // @unchecked: immutable after init; deinit only unmounts.
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case exFAT, NTFS, FAT

        var testDescription: String { rawValue }

        /// The kinds whose FUSE server keeps a renamed folder's contents (fusefat empties it), on
        /// which packages are saved.
        static let keepingRenamedFolders: [Kind] = [.exFAT, .NTFS]

        /// The tools that make and mount it (Debian's exfatprogs + exfat-fuse, ntfs-3g, dosfstools + fusefat).
        var tools: [String] {
            switch self {
            case .exFAT: ["/usr/sbin/mkfs.exfat", "/usr/sbin/mount.exfat-fuse", "/usr/sbin/losetup"]
            case .NTFS: ["/usr/sbin/mkfs.ntfs", "/usr/bin/ntfs-3g"]
            case .FAT: ["/usr/sbin/mkfs.vfat", "/usr/bin/fusefat"]
            }
        }
    }

    /// Whether this machine can make every kind: root, /dev/fuse and the tools.
    static let available: Bool = getuid() == 0 && FileManager.default.fileExists(atPath: "/dev/fuse")
        && Kind.allCases.allSatisfy { $0.tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } }

    let kind: Kind
    let mountPoint: URL
    private let image: URL
    private var loopDevice: String?

    init(_ kind: Kind) throws {
        self.kind = kind
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("quire-drive-\(UUID().uuidString)")
        image = base.appendingPathExtension("img")
        mountPoint = base
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: image.path, contents: nil))
        try FileHandle(forWritingTo: image).truncate(atOffset: 64 << 20)
        switch kind {
        case .exFAT:
            try Self.run("/usr/sbin/mkfs.exfat", [image.path])
            // exfat-fuse wants a block device.
            let device = try Self.run("/usr/sbin/losetup", ["-f", "--show", image.path])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            loopDevice = device
            try Self.run("/usr/sbin/mount.exfat-fuse", [device, mountPoint.path])
        case .NTFS:
            try Self.run("/usr/sbin/mkfs.ntfs", ["-F", "-Q", image.path])
            try Self.run("/usr/bin/ntfs-3g", [image.path, mountPoint.path])
        case .FAT:
            try Self.run("/usr/sbin/mkfs.vfat", [image.path])
            try Self.run("/usr/bin/fusefat", ["-o", "rw+", image.path, mountPoint.path])
        }
    }

    deinit {
        // A descriptor the engine closes on another thread (a removed save folder's) can still be
        // open for an instant and make the drive busy: then it is detached lazily, and unmounted by
        // the kernel once that descriptor is closed, rather than left mounted for good.
        if (try? Self.run("/bin/umount", [mountPoint.path])) == nil {
            _ = try? Self.run("/bin/umount", ["-l", mountPoint.path])
        }
        if let loopDevice { _ = try? Self.run("/usr/sbin/losetup", ["-d", loopDevice]) }
        try? FileManager.default.removeItem(at: mountPoint)
        try? FileManager.default.removeItem(at: image)
    }

    /// Runs a tool to its exit with posix_spawn and waitpid. Not Foundation's `Process`: a FUSE
    /// server forks a daemon that keeps the launcher's descriptors, and `Process` then never sees
    /// the exit. Output goes to a file for the same reason (a pipe would never reach end of file).
    @discardableResult
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("quire-drive-\(UUID().uuidString).log")
        let logFD = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard logFD >= 0 else { throw DocumentError.posix(errno, url: log, operation: "creating a tool's log") }
        defer {
            close(logFD)
            unlink(log.path)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, logFD, 1)
        posix_spawn_file_actions_adddup2(&actions, logFD, 2)
        // The FUSE server lives as long as the mount: it must not keep this process's other
        // descriptors (another test's pipe to a child waiting for end of input, files a test is
        // about to delete), which Foundation opens without O_CLOEXEC.
        let closing = quire_spawn_close_descriptors_from(&actions, 3)
        guard closing == 0 else { throw DocumentError.posix(closing, url: URL(fileURLWithPath: tool), operation: "preparing to start it") }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, tool, &actions, nil, argv, environ)
        guard spawned == 0 else { throw DocumentError.posix(spawned, url: URL(fileURLWithPath: tool), operation: "starting it") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""  // the log only explains a failure
        guard status == 0 else {
            throw DocumentError(.ioFailure, url: URL(fileURLWithPath: tool), detail: "\(arguments) failed (\(status)): \(output)")
        }
        return output
    }
}

/// Saving on the file systems of USB sticks and Windows drives: none has renameat2's flags, hard links
/// or RENAME_EXCHANGE, and FAT has no permissions. Each test runs on a freshly made real mount.
@Suite(.serialized, .enabled(if: RemovableDrive.available, "needs root, /dev/fuse and the FUSE file system tools"))
struct StorageRemovableDriveTests {
    @Test(arguments: RemovableDrive.Kind.allCases)
    func newFileThenSaveOver(_ kind: RemovableDrive.Kind) async throws {
        let drive = try RemovableDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Groceries.checklist")
        var identity = try await SafeSave.save(.file(url, expected: nil)) { try Data("first".utf8).write(to: $0) }
        #expect(try Data(contentsOf: url) == Data("first".utf8))
        identity = try await SafeSave.save(.file(url, expected: identity)) { try Data("second".utf8).write(to: $0) }
        #expect(try Data(contentsOf: url) == Data("second".utf8))
        #expect(try identity.matchesDisk(at: url))
        expectOnlyTheDocument(url, on: drive)

        // A new document never replaces one that is there.
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.file(url, expected: nil)) { try Data("third".utf8).write(to: $0) }
        }
        #expect(error.code == .changedOnDisk || error.code == .nameTaken)
        #expect(try Data(contentsOf: url) == Data("second".utf8))
    }

    /// A name the drive can't hold is refused before anything is written, saying why (ntfs-3g mounted
    /// without `windows_names`, as here on an image file, holds such names and saves them); the same
    /// name saves where the file system allows it.
    @Test(arguments: RemovableDrive.Kind.allCases)
    func namesTheDriveCannotHoldAreRefusedInPlainWords(_ kind: RemovableDrive.Kind) async throws {
        let drive = try RemovableDrive(kind)
        for name in ["Trip: May", "What?", "Notes."] {
            let url = drive.mountPoint.appendingPathComponent(name)
            do {
                try await SafeSave.save(.file(url, expected: nil)) { try Data("x".utf8).write(to: $0) }
                #expect(kind == .NTFS, "\(name) saved on \(kind)")
                #expect(try Data(contentsOf: url) == Data("x".utf8))
            } catch let error as DocumentError {
                #expect(error.code == .invalidName, "\(error.message)")
                #expect(error.message.contains("can’t hold names with"), "\(error.message)")
                #expect(try POSIX.statusIfPresent(url) == nil)
            }
        }
        if kind != .NTFS {
            let package = drive.mountPoint.appendingPathComponent("Trip: May.boardpkg")
            let error = try await #require(throws: DocumentError.self) {
                try await SafeSave.save(.package(package, expected: nil, cloneExisting: true)) { _ in }
            }
            #expect(error.code == .invalidName)
            #expect(try POSIX.directoryEntries(drive.mountPoint).isEmpty, "nothing was written")
        }

        let here = FileManager.default.temporaryDirectory.appendingPathComponent("quire-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: here) }
        let allowed = here.appendingPathComponent("Trip: May.checklist")
        try await SafeSave.save(.file(allowed, expected: nil)) { try Data("x".utf8).write(to: $0) }
        #expect(try Data(contentsOf: allowed) == Data("x".utf8), "a Linux file system holds the name")
    }

    @Test(arguments: RemovableDrive.Kind.keepingRenamedFolders)
    func newPackageThenSaveOver(_ kind: RemovableDrive.Kind) async throws {
        let drive = try RemovableDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Weekend.boardpkg")
        var identity = try await SafeSave.save(.package(url, expected: nil, cloneExisting: true)) { staging in
            try FileManager.default.createDirectory(at: staging.appendingPathComponent("images"), withIntermediateDirectories: true)
            try Data("manifest 1".utf8).write(to: staging.appendingPathComponent("manifest.json"))
            try Data("photo".utf8).write(to: staging.appendingPathComponent("images/a.png"))
        }
        identity = try await SafeSave.save(.package(url, expected: identity, cloneExisting: true)) { staging in
            try Data("manifest 2".utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic)
        }
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("manifest 2".utf8))
        #expect(try Data(contentsOf: url.appendingPathComponent("images/a.png")) == Data("photo".utf8),
                "the unchanged child is copied, there being no hard links")
        #expect(try identity.matchesDisk(at: url))
        expectOnlyTheDocument(url, on: drive)

        // Changed behind our back: not overwritten, our version kept beside it.
        try Data("someone else".utf8).write(to: url.appendingPathComponent("other.txt"))
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(url, expected: identity, cloneExisting: true)) { staging in
                try Data("manifest 3".utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic)
            }
        }
        #expect(error.code == .changedOnDisk)
        #expect(try Data(contentsOf: url.appendingPathComponent("other.txt")) == Data("someone else".utf8))
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("manifest 2".utf8))
    }

    /// A crash between the two renames of a swap without RENAME_EXCHANGE left no package at the
    /// document's path: the next open's cleanup puts the old one back.
    @Test(arguments: RemovableDrive.Kind.keepingRenamedFolders)
    func interruptedSwapIsUndoneOnNextOpen(_ kind: RemovableDrive.Kind) async throws {
        let drive = try RemovableDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Weekend.boardpkg")
        try await SafeSave.save(.package(url, expected: nil, cloneExisting: true)) { staging in
            try Data("old".utf8).write(to: staging.appendingPathComponent("manifest.json"))
        }
        do {
            // What swapAside has done when the process dies after its first rename.
            let folder = try SaveFolder(beside: url, document: url)
            try FileManager.default.createDirectory(at: folder.item, withIntermediateDirectories: false)
            try Data("new, never swapped in".utf8).write(to: folder.item.appendingPathComponent("manifest.json"))
            try folder.noteAside(document: url)
            try POSIX.rename(url, to: folder.outgoing)
            #expect(try POSIX.statusIfPresent(url) == nil)
        }  // released: the lock goes, as it does when the process dies
        // A parallel test's child may hold a copy of the lock between its fork and its exec.
        #expect(waitForInheritedLocksToClose(in: drive.mountPoint))
        #expect(removeAbandonedAsTheNextOpenWould(for: url, on: drive, retire: nil) == 1)
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("old".utf8))
        #expect(try POSIX.directoryEntries(drive.mountPoint) == ["Weekend.boardpkg"])
    }

    /// A crash after the second rename: the new package is in, the old one aside is retired.
    @Test(arguments: RemovableDrive.Kind.keepingRenamedFolders)
    func finishedSwapRetiresTheOldPackageOnNextOpen(_ kind: RemovableDrive.Kind) async throws {
        let drive = try RemovableDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Weekend.boardpkg")
        try await SafeSave.save(.package(url, expected: nil, cloneExisting: true)) { staging in
            try Data("old".utf8).write(to: staging.appendingPathComponent("manifest.json"))
        }
        do {
            let folder = try SaveFolder(beside: url, document: url)
            try FileManager.default.createDirectory(at: folder.item, withIntermediateDirectories: false)
            try Data("new".utf8).write(to: folder.item.appendingPathComponent("manifest.json"))
            try folder.noteAside(document: url)
            try POSIX.rename(url, to: folder.outgoing)
            try POSIX.rename(folder.item, to: url)
        }
        #expect(waitForInheritedLocksToClose(in: drive.mountPoint))
        nonisolated(unsafe) var retired: [String] = []
        #expect(removeAbandonedAsTheNextOpenWould(for: url, on: drive) { item in
            retired.append((try? String(contentsOf: item.appendingPathComponent("manifest.json"), encoding: .utf8)) ?? "?")
        } == 1)
        #expect(retired == ["old"])
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("new".utf8))
        #expect(try POSIX.directoryEntries(drive.mountPoint) == ["Weekend.boardpkg"])
    }

    /// fusefat empties folders it renames: a package save there is refused before anything changes,
    /// saying why, and the package already on the drive stays as it was.
    @Test func packageSaveIsRefusedWhereRenamedFoldersComeOutEmpty() async throws {
        let drive = try RemovableDrive(.FAT)
        let url = drive.mountPoint.appendingPathComponent("Weekend.boardpkg")
        let first = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(url, expected: nil, cloneExisting: true)) { staging in
                try Data("manifest".utf8).write(to: staging.appendingPathComponent("manifest.json"))
            }
        }
        #expect(first.code == .ioFailure)
        #expect(first.message.contains("empties folders it renames"), "\(first.message)")
        #expect(first.url == url)
        #expect(try POSIX.directoryEntries(drive.mountPoint) == [])

        // A package copied onto the drive (made in place: no rename involved).
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try Data("copied".utf8).write(to: url.appendingPathComponent("manifest.json"))
        let identity = try #require(try FileIdentity.current(of: url))
        await #expect(throws: DocumentError.self) {
            try await SafeSave.save(.package(url, expected: identity, cloneExisting: true)) { staging in
                try Data("edited".utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic)
            }
        }
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("copied".utf8))
        #expect(try POSIX.directoryEntries(drive.mountPoint) == ["Weekend.boardpkg"])

        // Flat documents save there as anywhere.
        let flat = drive.mountPoint.appendingPathComponent("Groceries.checklist")
        try await SafeSave.save(.file(flat, expected: nil)) { try Data("milk".utf8).write(to: $0) }
        #expect(try Data(contentsOf: flat) == Data("milk".utf8))
    }
}

/// `SaveFolder.removeAbandoned`, then, only where a file it unlinked became a `.fuse_hidden…` file,
/// the cleanup the next open runs. On FUSE a file unlinked while another process has it open is
/// renamed so until that process closes it, and a parallel test's child holds copies of this
/// process's open files between its fork and its exec (FUSE servers, which live longer, are started
/// without them): the first cleanup then finds the save folder not empty and rightly leaves it for
/// the next open. `retire` is given to the first cleanup only.
private func removeAbandonedAsTheNextOpenWould(for url: URL, on drive: RemovableDrive,
                                               retire: ((URL) -> Void)?) -> Int {
    let removed = SaveFolder.removeAbandoned(for: url, retire: retire)
    guard removed == 0, !fuseHiddenFiles(under: drive.mountPoint).isEmpty else { return removed }
    waitForFuseHiddenFilesToGo(on: drive)
    return SaveFolder.removeAbandoned(for: url, retire: nil)
}

/// After a save: nothing but the document on the drive. A save folder whose removal met a
/// `.fuse_hidden…` file (see `removeAbandonedAsTheNextOpenWould`) is rightly left for the next open;
/// the next open's cleanup must then remove it. A failure lists what was left, file by file.
private func expectOnlyTheDocument(_ url: URL, on drive: RemovableDrive,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
    func others() -> [String] {
        let names = (try? POSIX.directoryEntries(drive.mountPoint)) ?? ["(the drive could not be listed)"]
        return names.filter { $0 != url.lastPathComponent }
    }
    if !others().isEmpty, !fuseHiddenFiles(under: drive.mountPoint).isEmpty {
        waitForFuseHiddenFilesToGo(on: drive)
        SaveFolder.removeAbandoned(for: url, retire: nil)
    }
    let left = others().flatMap { name in [name] + tree(under: drive.mountPoint.appendingPathComponent(name), named: name) }
    #expect(left.isEmpty, "left beside the document: \(left)", sourceLocation: sourceLocation)
}

private func waitForFuseHiddenFilesToGo(on drive: RemovableDrive) {
    let end = ContinuousClock.now + .seconds(30)
    while !fuseHiddenFiles(under: drive.mountPoint).isEmpty, ContinuousClock.now < end {
        usleep(1_000)
    }
}

/// The paths of everything under `directory`, each starting with `name`.
private func tree(under directory: URL, named name: String) -> [String] {
    guard (try? POSIX.status(directory))?.isDirectory == true,
          let names = try? POSIX.directoryEntries(directory) else { return [] }
    return names.flatMap { child in
        ["\(name)/\(child)"] + tree(under: directory.appendingPathComponent(child), named: "\(name)/\(child)")
    }
}

/// The `.fuse_hidden…` files anywhere under `directory`.
private func fuseHiddenFiles(under directory: URL) -> [URL] {
    guard let names = try? POSIX.directoryEntries(directory) else { return [] }
    return names.flatMap { name -> [URL] in
        let url = directory.appendingPathComponent(name)
        if name.hasPrefix(".fuse_hidden") { return [url] }
        guard (try? POSIX.status(url))?.isDirectory == true else { return [] }
        return fuseHiddenFiles(under: url)
    }
}
