import Foundation
import QuireTestDrives
import Testing
@testable import QuireCore
@testable import QuireStorageCrashChild

/// Saving on the file systems of USB sticks and Windows drives: none has renameat2's flags, hard links
/// or RENAME_EXCHANGE, and FAT has no permissions. Each test runs on a freshly made real mount.
@Suite(.serialized, .enabled(if: TestDrive.available(TestDrive.Kind.removable), "needs root, /dev/fuse and the FUSE file system tools"))
struct StorageRemovableDriveTests {
    @Test(arguments: TestDrive.Kind.removable)
    func newFileThenSaveOver(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Groceries.checklist")
        var identity = try await SafeSave.save(.file(url, expected: nil)) { try Data("first".utf8).write(to: $0) }
        #expect(try Data(contentsOf: url) == Data("first".utf8))
        identity = try await SafeSave.save(.file(url, expected: identity)) { try Data("second".utf8).write(to: $0) }
        #expect(try Data(contentsOf: url) == Data("second".utf8))
        #expect(try identity.matchesDisk(at: url))
        #expect(try entries(on: drive) == [url.lastPathComponent], "\(everything(on: drive))")

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
    @Test(arguments: TestDrive.Kind.removable)
    func namesTheDriveCannotHoldAreRefusedInPlainWords(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
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
            #expect(try entries(on: drive) == [], "nothing was written: \(everything(on: drive))")
        }

        let here = FileManager.default.temporaryDirectory.appendingPathComponent("quire-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: here) }
        let allowed = here.appendingPathComponent("Trip: May.checklist")
        try await SafeSave.save(.file(allowed, expected: nil)) { try Data("x".utf8).write(to: $0) }
        #expect(try Data(contentsOf: allowed) == Data("x".utf8), "a Linux file system holds the name")
    }

    /// A file still open when its save folder goes (a child process's copy of our descriptor between
    /// its fork and its exec, or ours before the FUSE server has seen it closed) is kept by the server
    /// as a `.fuse_hidden…` file until it closes: the folder goes all the same, and the file after it.
    @Test(arguments: TestDrive.Kind.removable)
    func saveFolderGoesWhileAFileInItIsStillOpen(_ kind: TestDrive.Kind) throws {
        let drive = try TestDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Groceries.checklist")
        let folder = try SaveFolder(beside: url, document: url)
        let fd = try POSIX.open(folder.url.appendingPathComponent("part"), O_RDWR | O_CREAT | O_EXCL, mode: 0o600)
        folder.remove()
        #expect(try POSIX.statusIfPresent(folder.url) == nil, "\(everything(on: drive))")
        POSIX.close(fd)
        #expect(try entries(on: drive) == [], "\(everything(on: drive))")
    }

    @Test(arguments: TestDrive.Kind.removable)
    func newPackageThenSaveOver(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
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
        #expect(try entries(on: drive) == [url.lastPathComponent], "\(everything(on: drive))")

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
    @Test(arguments: [TestDrive.Kind.exFAT, .NTFS])
    func interruptedSwapIsUndoneOnNextOpen(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
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
        #expect(SaveFolder.removeAbandoned(for: url, retire: nil) == 1)
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("old".utf8))
        #expect(try entries(on: drive) == ["Weekend.boardpkg"], "\(everything(on: drive))")
    }

    /// A crash after the second rename: the new package is in, the old one aside is retired.
    @Test(arguments: [TestDrive.Kind.exFAT, .NTFS])
    func finishedSwapRetiresTheOldPackageOnNextOpen(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
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
        #expect(SaveFolder.removeAbandoned(for: url) { item in
            retired.append((try? String(contentsOf: item.appendingPathComponent("manifest.json"), encoding: .utf8)) ?? "?")
        } == 1)
        #expect(retired == ["old"])
        #expect(try Data(contentsOf: url.appendingPathComponent("manifest.json")) == Data("new".utf8))
        #expect(try entries(on: drive) == ["Weekend.boardpkg"], "\(everything(on: drive))")
    }

    /// fusefat empties folders it renames: a package's root stays and its children are replaced one by
    /// one (`PackageChildSwap`) — files, folders that come and go, a file that becomes a folder — and
    /// the drive holds the package alone afterwards.
    @Test func packageChildrenAreReplacedInPlaceWhereRenamedFoldersComeOutEmpty() async throws {
        let drive = try TestDrive(.FAT)
        #expect(try DriveCapabilities.of(drive.mountPoint).keepsRenamedFolderContents == false)
        let url = drive.mountPoint.appendingPathComponent("Weekend.boardpkg")
        // A package copied onto the drive (made in place: no rename involved).
        try FileManager.default.createDirectory(at: url.appendingPathComponent("images/old"), withIntermediateDirectories: true)
        try Data("copied".utf8).write(to: url.appendingPathComponent("manifest.json"))
        try Data("photo".utf8).write(to: url.appendingPathComponent("images/old/a.png"))
        try Data("file".utf8).write(to: url.appendingPathComponent("notes"))
        let root = try POSIX.status(url).inode
        let identity = try #require(try FileIdentity.current(of: url))
        let saved = try await SafeSave.save(.package(url, expected: identity, cloneExisting: true)) { staging in
            try Data("edited".utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic)
            // File first: fusefat answers rmdir of a folder with something in it with EPERM, not
            // ENOTEMPTY, and Foundation's removeItem then gives up instead of emptying it.
            try FileManager.default.removeItem(at: staging.appendingPathComponent("images/old/a.png"))
            try FileManager.default.removeItem(at: staging.appendingPathComponent("images/old"))
            try FileManager.default.removeItem(at: staging.appendingPathComponent("notes"))
            try FileManager.default.createDirectory(at: staging.appendingPathComponent("notes/deep"), withIntermediateDirectories: true)
            try Data("deep".utf8).write(to: staging.appendingPathComponent("notes/deep/n.txt"))
        }
        #expect(try POSIX.status(url).inode == root, "the package folder itself was not replaced")
        #expect(try CrashFixture.readPackage(at: url) == ["manifest.json": Data("edited".utf8), "notes/deep/n.txt": Data("deep".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent("images").path) == [])
        #expect(try saved.matchesDisk(at: url))
        #expect(try entries(on: drive) == ["Weekend.boardpkg"], "\(everything(on: drive))")

        // A new package, then Save As's case: something appeared at the name meanwhile.
        let other = drive.mountPoint.appendingPathComponent("Other.boardpkg")
        try await SafeSave.save(.package(other, expected: nil, cloneExisting: true)) { staging in
            try Data("new".utf8).write(to: staging.appendingPathComponent("manifest.json"))
        }
        #expect(try CrashFixture.readPackage(at: other) == ["manifest.json": Data("new".utf8)])
        let taken = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.package(other, expected: nil, cloneExisting: true)) { _ in }
        }
        #expect(taken.code == .nameTaken)
        #expect(try CrashFixture.readPackage(at: other) == ["manifest.json": Data("new".utf8)])
        #expect(try entries(on: drive) == ["Other.boardpkg", "Weekend.boardpkg"], "\(everything(on: drive))")
    }
}
